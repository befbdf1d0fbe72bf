// The landing page's Join Event as its own chunk: the dialog (Radix's dialog, focus trap and
// scroll lock, the form) is about 15 KB gzipped that a visitor needs only on pressing the
// button, so the page paints without it (decision 222). Its button shows at once; the dialog's
// code is fetched once the page has painted, and a press before it arrives opens it on arrival.
import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { LogIn } from "lucide-react";
import { DialogButton } from "../../components/dialog-button";
import type { ButtonVariant } from "../../components/ui/button";
import { usePainted } from "../../lib/after-paint";
import { useAppProviders } from "../../lib/app-providers";
import { lazyComponent } from "../../lib/lazy-component";
import { t } from "i18next";

const JoinEventDialog = lazyComponent(() =>
  import("./join-event-dialog").then((module) => module.JoinEventDialog),
);

type Props = { variant?: ButtonVariant; signedOut?: boolean };
type Flag = { current: boolean };
/** What the stand-in hands the real button as it replaces it. */
type Handover = { focus: boolean; press: boolean };

export function LazyJoinEventDialog(props: Props) {
  const [pressed, setPressed] = useState(false);
  const painted = usePainted();
  // Whether the stand-in had focus as the real button replaced it (a keyboard user who tabbed
  // to it early): the real one takes it over. And whether a press on it had begun and not ended:
  // the release lands on the real button, or on no button at all, so its click never comes
  // (a walk waited three minutes for the dialog, 2026-11-28); the real button finishes it.
  const handover = useRef<Handover>({ focus: false, press: false });
  // Fetched once the page has painted (or on a press before that), not before its first paint.
  const wanted = painted || pressed;
  const Loaded = JoinEventDialog.useComponent(wanted);
  const Providers = useAppProviders(wanted);
  // One stand-in in one place until the real button replaces it: a second would take a press
  // under way away from the first.
  if (!wanted || !Loaded || !Providers) {
    return <StandIn {...props} onPress={() => setPressed(true)} handover={handover} />;
  }
  return (
    <Arrived handover={handover}>
      <Providers>
        <Loaded {...props} defaultOpen={pressed} />
      </Providers>
    </Arrived>
  );
}

function StandIn({
  variant,
  signedOut,
  onPress,
  handover,
}: Props & { onPress: () => void; handover: { current: Handover } }) {
  const button = useRef<HTMLButtonElement>(null);
  const pressing: Flag = useRef(false);
  const released = () => (pressing.current = false);
  // Takes the focus a stand-in before it had; as it leaves (before its button is taken out of
  // the page), says whether it has the focus now, and whether a press on it is under way.
  useLayoutEffect(() => {
    const element = button.current;
    if (handover.current.focus) element?.focus();
    handover.current = { focus: false, press: false };
    return () => {
      handover.current = {
        focus: element !== null && document.activeElement === element,
        press: pressing.current,
      };
    };
  }, [handover]);
  return (
    <DialogButton
      ref={button}
      name={t("events.join.name")}
      icon={LogIn}
      variant={variant}
      iconOnlyOnPhones={signedOut}
      aria-haspopup="dialog"
      onPointerDown={() => (pressing.current = true)}
      onPointerUp={released}
      onPointerLeave={released}
      onPointerCancel={released}
      onClick={() => {
        released();
        onPress();
      }}
    />
  );
}

function Arrived({ handover, children }: { handover: { current: Handover }; children: ReactNode }) {
  const box = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const real = box.current?.querySelector("button");
    if (handover.current.focus) real?.focus();
    if (handover.current.press) real?.click();
    handover.current = { focus: false, press: false };
  }, [handover]);
  return (
    <span ref={box} className="contents">
      {children}
    </span>
  );
}
