import { useId } from "react";
import { Copy, Globe, Link2Off } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { copyText } from "../../lib/copy-text";
import { useResultLink, useSetResultLink } from "./use-result-link";
import { t } from "i18next";

/** The creator's "Public result link": off by default; on, it shows the address to copy, and
 * can be turned off again. The public page has no members' names or emails. */
export function PublicResultLink({ eventId }: { eventId: string }) {
  const link = useResultLink(eventId);
  const set = useSetResultLink(eventId);
  const inputId = useId();
  const url = link.data?.url ?? null;

  return (
    <div className="grid gap-2">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <Globe aria-hidden className="size-4 text-primary" />
        {t("results.public.heading")}
      </h3>
      {!link.data ? (
        <p className="text-sm text-muted-foreground">
          {link.isError ? t("results.public.loadFailed") : t("results.public.loading")}
        </p>
      ) : url ? (
        <>
          <label htmlFor={inputId} className="text-xs text-muted-foreground">
            {t("results.public.on")}
          </label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={inputId}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className="h-8 min-w-0 flex-1 basis-56 font-mono sm:text-xs"
            />
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => void copyText(url, t("results.public.copied"))}
              >
                <Copy aria-hidden />
                {t("results.public.copy")}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={set.isPending}
                onClick={() => set.mutate(false)}
              >
                <Link2Off aria-hidden />
                {t("results.public.turnOff")}
              </Button>
            </div>
          </div>
        </>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-muted-foreground">{t("results.public.off")}</p>
          <Button
            variant="outline"
            size="sm"
            disabled={set.isPending}
            onClick={() => set.mutate(true)}
          >
            <Globe aria-hidden />
            {set.isPending ? t("results.public.turningOn") : t("results.public.turnOn")}
          </Button>
        </div>
      )}
    </div>
  );
}
