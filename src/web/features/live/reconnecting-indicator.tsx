// A small notice while the live connection is down for more than a few seconds. Not while the
// browser is offline: the offline banner stands in the same place and says why.
import { WifiOff } from "lucide-react";
import { useOnline } from "../../lib/online";
import { t } from "i18next";

export function ReconnectingIndicator({ show }: { show: boolean }) {
  const online = useOnline();
  if (!show || !online) return null;
  return (
    <div
      role="status"
      className="fixed bottom-4 left-1/2 z-50 flex -translate-x-1/2 items-center gap-2 rounded-full border border-amber-300 bg-amber-50 px-4 py-2 text-sm font-medium text-amber-900 shadow-md"
    >
      <WifiOff aria-hidden className="size-4" />
      {t("offline.reconnecting")}
    </div>
  );
}
