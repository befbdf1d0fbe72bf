import { CalendarDays, Crown, Link2 } from "lucide-react";
import { Link } from "react-router";
import type { EventSummary } from "../../../shared/api";
import { MemberCount } from "../../components/member-count";
import { Card } from "../../components/ui/card";
import { linksShared } from "../../lib/counts";
import { formatDate } from "../../lib/dates";
import { queryKeys } from "../../lib/query-keys";
import { StatusBadge } from "../../components/status-badge";
import { ClosesIn } from "../deadlines";
import { RoundOf } from "../groups";
import { t } from "i18next";
import { Trans } from "react-i18next";

/** One event on the dashboard. The whole card opens the event; its link is the title. */
export function EventCard({ event }: { event: EventSummary }) {
  return (
    <Card className="group relative flex h-full flex-col gap-4 p-5 transition-shadow focus-within:shadow-md hover:border-indigo-200 hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <h2 className="line-clamp-3 min-w-0 text-lg font-semibold leading-snug tracking-tight [overflow-wrap:anywhere]">
          <Link
            to={`/event/${event.id}`}
            title={event.title}
            className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring group-hover:text-primary"
          >
            {event.title}
          </Link>
        </h2>
        <StatusBadge status={event.status} className="mt-0.5" />
      </div>
      {event.groupId && event.roundNumber && (
        // A round usually has its group's name: this says which group and which round. Above the
        // card's link, which covers the card, so it opens the group.
        <p className="-mt-2">
          <RoundOf
            groupId={event.groupId}
            roundNumber={event.roundNumber}
            className="relative z-10"
          />
        </p>
      )}
      {event.description && (
        <p className="line-clamp-2 text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {event.description}
        </p>
      )}
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <MemberCount count={event.memberCount} as="p" className="flex items-center gap-1.5" />
        <p className="flex items-center gap-1.5">
          <Link2 aria-hidden className="size-4 text-slate-500" />
          {linksShared(event.linkCount)}
        </p>
        {event.status === "active" && event.deadline && (
          // Above the card's link, which covers the card: it takes its own hover and focus.
          <ClosesIn
            deadline={event.deadline}
            refresh={queryKeys.events}
            className="relative z-10 self-center"
          />
        )}
      </div>
      {/* At the card's foot: cards in a row are as tall as the tallest, and their feet line up
          while each one's facts stay under its own title. */}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t border-border pt-3 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden className="size-3.5" />
          <Trans
            i18nKey="events.card.created"
            values={{ date: formatDate(event.createdAt) }}
            components={[<time dateTime={event.createdAt} />]}
          />
        </span>
        {event.isCreator && (
          <span className="inline-flex items-center gap-1 font-medium text-indigo-700">
            <Crown aria-hidden className="size-3.5" />
            {t("events.card.creator")}
          </span>
        )}
      </div>
    </Card>
  );
}
