import { Link2 } from "lucide-react";
import { cn } from "../../lib/cn";
import type { SharedAddress } from "./shared-address";
import { t } from "i18next";

/** What came in to be shared, while it cannot be shared yet (signed out, or no open event): its
 * title and address, read-only, so the person sees that nothing was lost. */
export function SharedAddressBox({
  shared,
  className,
}: {
  shared: SharedAddress;
  className?: string;
}) {
  return (
    <figure
      aria-label={t("share.sharing")}
      className={cn("rounded-xl bg-muted px-4 py-3 text-left", className)}
    >
      <figcaption className="text-sm text-muted-foreground">{t("share.sharing")}</figcaption>
      {shared.title && (
        <p className="mt-0.5 font-semibold leading-snug [overflow-wrap:anywhere]">{shared.title}</p>
      )}
      <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-700">
        <Link2 aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <span className="min-w-0 [overflow-wrap:anywhere]">{shared.url}</span>
      </p>
    </figure>
  );
}
