// The landing page's Join Event as its own chunk: the dialog (Radix's dialog, focus trap and
// scroll lock, the form) is about 15 KB gzipped that a visitor needs only on pressing the
// button, so the page paints without it (decision 104). Its button shows at once; the dialog's
// code is fetched once the page has painted, and a press before it arrives opens it on arrival.
import { lazy, Suspense, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { LogIn } from "lucide-react";
import { DialogButton } from "../../components/dialog-button";
import type { ButtonVariant } from "../../components/ui/button";
import { usePainted } from "../../lib/after-paint";
import { WithAppProviders } from "../../lib/app-providers";
import { retryImport } from "../../lib/retry-import";
import { t } from "i18next";

const JoinEventDialog = lazy(() =>
  retryImport(() => import("./join-event-dialog")).then((module) => ({
    default: module.JoinEventDialog,
  })),
);

type Props = { variant?: ButtonVariant; signedOut?: boolean };
type Flag = { current: boolean };

export function LazyJoinEventDialog(props: Props) {
  const [pressed, setPressed] = useState(false);
  const painted = usePainted();
  // Whether the stand-in had focus as the real button replaced it (a keyboard user who tabbed
  // to it early): the real one takes it over.
  const hadFocus = useRef(false);
  const standIn = <StandIn {...props} onPress={() => setPressed(true)} hadFocus={hadFocus} />;
  // Fetched once the page has painted (or on a press before that), not before its first paint.
  if (!painted && !pressed) return standIn;
  return (
    <Suspense fallback={standIn}>
      <Arrived hadFocus={hadFocus}>
        <WithAppProviders>
          <JoinEventDialog {...props} defaultOpen={pressed} />
        </WithAppProviders>
      </Arrived>
    </Suspense>
  );
}

function StandIn({
  variant,
  signedOut,
  onPress,
  hadFocus,
}: Props & { onPress: () => void; hadFocus: Flag }) {
  const button = useRef<HTMLButtonElement>(null);
  // Takes the focus a stand-in before it had; as it leaves (before its button is taken out of
  // the page), says whether it has the focus now.
  useLayoutEffect(() => {
    const element = button.current;
    if (hadFocus.current) element?.focus();
    hadFocus.current = false;
    return () => {
      hadFocus.current = element !== null && document.activeElement === element;
    };
  }, [hadFocus]);
  return (
    <DialogButton
      ref={button}
      name={t("events.join.name")}
      icon={LogIn}
      variant={variant}
      iconOnlyOnPhones={signedOut}
      aria-haspopup="dialog"
      onClick={onPress}
    />
  );
}

function Arrived({ hadFocus, children }: { hadFocus: Flag; children: ReactNode }) {
  const box = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (hadFocus.current) box.current?.querySelector("button")?.focus();
    hadFocus.current = false;
  }, [hadFocus]);
  return (
    <span ref={box} className="contents">
      {children}
    </span>
  );
}
