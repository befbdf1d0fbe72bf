/// <reference types="vite-plugin-pwa/react" />
// Registers the service worker (decision 221) once the page has loaded, and offers a new version
// when one is waiting: the browser checks sw.js on every load, and a changed one installs beside
// the running version. "Reload" lets it take over, and the page reloads on it.
import { useEffect } from "react";
import { useRegisterSW } from "virtual:pwa-register/react";
import { toasts } from "../../lib/toasts";
import { t } from "i18next";

export function AppUpdates() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    // After the load event, so caching the app shell never competes with the first page.
    immediate: false,
    // Without a worker (a private window, a browser that refuses one) Huddle works as before,
    // online only: nothing to tell anyone.
    onRegisterError: () => {},
  });

  useEffect(() => {
    if (!needRefresh) return;
    void toasts().then((toast) =>
      toast(t("offline.newVersion"), {
        id: "new-version",
        description: t("offline.reloadText"),
        duration: Infinity,
        action: { label: t("common.reload"), onClick: () => void updateServiceWorker(true) },
      }),
    );
  }, [needRefresh, updateServiceWorker]);

  return null;
}
