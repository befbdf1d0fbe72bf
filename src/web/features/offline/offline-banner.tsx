// "You are offline", at the foot of every page while the browser has no connection. The app shell
// comes from the service worker's cache; what needs the server waits and says so (Spinner).
import { WifiOff } from "lucide-react";
import { useOnline } from "../../lib/online";
import { t } from "i18next";

export function OfflineBanner() {
  const online = useOnline();
  // The live region is always there, so screen readers hear the message appear.
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(1rem+env(safe-area-inset-bottom))] z-50 flex justify-center px-4"
    >
      {!online && (
        <p className="pointer-events-auto flex items-center gap-2 rounded-full bg-slate-900 px-4 py-2 text-sm font-medium text-white shadow-lg">
          <WifiOff aria-hidden className="size-4 shrink-0" />
          {t("offline.youAreOffline")}
        </p>
      )}
    </div>
  );
}
