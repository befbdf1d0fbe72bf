// "Calendar feed" on the Settings page (decision 228): a private webcal:// address a calendar app
// subscribes to. Off until made; "Make a new address" kills the old one; "Turn off" kills it.
import "../../lib/settings-words"; // this part's words (the first page's catalogue leaves them out)
import { useId } from "react";
import { CalendarDays, CalendarOff, Copy, ExternalLink, RefreshCw } from "lucide-react";
import { TitledCard } from "../../components/titled-card";
import { Button, buttonVariants } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { copyText } from "../../lib/copy-text";
import { useCalendarFeed, useChangeCalendarFeed } from "./use-calendar-feed";
import { t } from "i18next";

export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const change = useChangeCalendarFeed();
  const inputId = useId();
  const url = feed.data?.url ?? null;

  return (
    <TitledCard
      icon={CalendarDays}
      title={t("calendar.feed.title")}
      description={t("calendar.feed.description")}
    >
      {!feed.data ? (
        <p className="text-sm text-muted-foreground">{t("calendar.feed.loading")}</p>
      ) : url ? (
        <div className="grid gap-3">
          <div className="grid gap-1.5">
            <label htmlFor={inputId} className="text-sm font-medium">
              {t("calendar.feed.address")}
            </label>
            <Input
              id={inputId}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className="font-mono sm:text-xs"
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => void copyText(url, t("calendar.feed.copied"))}
            >
              <Copy aria-hidden />
              {t("calendar.feed.copy")}
            </Button>
            <a href={url} className={buttonVariants({ variant: "outline", size: "sm" })}>
              <ExternalLink aria-hidden />
              {t("calendar.feed.open")}
            </a>
            <Button
              variant="outline"
              size="sm"
              disabled={change.isPending}
              onClick={() => change.mutate("renew")}
            >
              <RefreshCw aria-hidden />
              {t("calendar.feed.renew")}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={change.isPending}
              onClick={() => change.mutate("off")}
            >
              <CalendarOff aria-hidden />
              {t("calendar.feed.turnOff")}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground">{t("calendar.feed.off")}</p>
          <Button
            variant="outline"
            size="sm"
            disabled={change.isPending}
            onClick={() => change.mutate("make")}
          >
            <CalendarDays aria-hidden />
            {t("calendar.feed.make")}
          </Button>
        </div>
      )}
    </TitledCard>
  );
}
