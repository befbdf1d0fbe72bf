// sonner's Toaster, its own chunk (decision 222), rendered by both apps (router-app.tsx and
// landing-app.tsx) once something wants it (lib/toasts.ts); once it listens, toasts may be raised.
import { useEffect, useSyncExternalStore, type ComponentType } from "react";
import type { ToasterProps } from "sonner";
import { useTranslation } from "react-i18next";
import { actedLow } from "./lib/toast-side";
import { markToasterMounted, toasterWanted } from "./lib/toasts";
import { lazyComponent } from "./lib/lazy-component";
import { retryImport } from "./lib/retry-import";

const Toaster = lazyComponent<ToasterProps>(() =>
  retryImport(() => import("sonner")).then<
    ComponentType<ToasterProps>,
    ComponentType<ToasterProps>
  >(
    (sonner) =>
      function ListeningToaster(props: ToasterProps) {
        // After the Toaster's own effect (a child's effects run first), which subscribes it.
        useEffect(markToasterMounted, []);
        return <sonner.Toaster {...props} />;
      },
    // Its chunk failed to load (a deploy replaced it, the connection dropped): pages go on,
    // without toasts, rather than waiting for it.
    () => {
      markToasterMounted();
      return () => null;
    },
  ),
);

// sonner's own phone layout (full width, `mobileOffset`) starts at this width.
const PHONE = "(max-width: 600px)";
const subscribePhone = (change: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", change);
  return () => query.removeEventListener("change", change);
};
const isPhone = () => window.matchMedia(PHONE).matches;

/** Toasts stay up across a change of language; their own labels follow it. They appear in the
 * half of the window away from where the person last acted (lib/toast-side.ts), at the right on
 * a wide screen and across a phone's width: at the top below the landing page's sticky header
 * (64 px; on a phone over it, which has more room for the page), or at the bottom above the
 * "You are offline" banner. */
export function AppToaster() {
  const { t } = useTranslation();
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get);
  const phone = useSyncExternalStore(subscribePhone, isPhone, () => false);
  const low = useSyncExternalStore(actedLow.subscribe, actedLow.get, () => false);
  const Loaded = Toaster.useComponent(wanted);
  if (!wanted || !Loaded) return null;
  return (
    <Loaded
      richColors
      closeButton
      position={`${low ? "top" : "bottom"}-${phone ? "center" : "right"}`}
      offset={{ top: 76, bottom: 64, right: 24 }}
      mobileOffset={{ top: 8, bottom: 64, left: 8, right: 8 }}
      containerAriaLabel={t("ui.notifications")}
      toastOptions={{ closeButtonAriaLabel: t("ui.closeToast") }}
    />
  );
}
