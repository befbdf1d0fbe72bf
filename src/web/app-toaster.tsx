// sonner's Toaster, its own chunk (decision 104), rendered by both apps (router-app.tsx and
// landing-app.tsx) once something wants it (lib/toasts.ts); once it listens, toasts may be raised.
import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from "react";
import type { ToasterProps } from "sonner";
import { useTranslation } from "react-i18next";
import { markToasterMounted, toasterWanted } from "./lib/toasts";

const Toaster = lazy(() =>
  import("sonner").then<{ default: ComponentType<ToasterProps> }, { default: () => null }>(
    (sonner) => ({
      default: function ListeningToaster(props: ToasterProps) {
        // After the Toaster's own effect (a child's effects run first), which subscribes it.
        useEffect(markToasterMounted, []);
        return <sonner.Toaster {...props} />;
      },
    }),
    // Its chunk failed to load (a deploy replaced it, the connection dropped): pages go on,
    // without toasts, rather than waiting for it.
    () => {
      markToasterMounted();
      return { default: () => null };
    },
  ),
);

/** Toasts stay up across a change of language; their own labels follow it. Below the sticky
 * header (64 px), so a toast never covers Sign In or Sign Out. */
export function AppToaster() {
  const { t } = useTranslation();
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        richColors
        closeButton
        position="top-right"
        offset={{ top: 76 }}
        mobileOffset={{ top: 76 }}
        containerAriaLabel={t("ui.notifications")}
        toastOptions={{ closeButtonAriaLabel: t("ui.closeToast") }}
      />
    </Suspense>
  );
}
