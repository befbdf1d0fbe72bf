import { ExternalLink, Trophy } from "lucide-react";
import type { EventPage } from "../../../shared/api";
import { score } from "../../../shared/winner";
import { formatDateTime } from "../../lib/dates";

/** Shown once the event is closed: the winner recorded on closing, or that there was none. */
export function WinnerBanner({ page }: { page: EventPage }) {
  const { event } = page;
  if (event.status !== "completed") return null;
  const winner = event.winnerLinkId
    ? page.links.find((l) => l.id === event.winnerLinkId)
    : undefined;

  return (
    <section
      aria-labelledby="winner-banner-heading"
      className="flex items-start gap-4 rounded-2xl border border-amber-300 bg-gradient-to-br from-amber-50 to-yellow-50 p-4 shadow-sm sm:p-5"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-amber-400 text-amber-950">
        <Trophy aria-hidden className="size-6" />
      </span>
      <div className="min-w-0 space-y-1">
        <p className="text-xs font-semibold tracking-wider text-amber-800 uppercase">
          Event closed
          {event.closedAt && (
            <>
              <span aria-hidden> · </span>
              <time dateTime={event.closedAt} className="font-medium normal-case tracking-normal">
                {formatDateTime(event.closedAt)}
              </time>
            </>
          )}
        </p>
        {winner ? (
          <>
            <h2
              id="winner-banner-heading"
              className="text-lg font-semibold leading-snug [overflow-wrap:anywhere]"
            >
              Winner: {winner.title}
            </h2>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
              <span>Score: {score(winner)}</span>
              <span className="min-w-0 [overflow-wrap:anywhere]">
                Shared by {winner.sharedBy.name}
              </span>
              <a
                href={winner.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-medium text-amber-900 underline underline-offset-2 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
              >
                Open link <ExternalLink aria-hidden className="size-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </p>
          </>
        ) : (
          <>
            <h2 id="winner-banner-heading" className="text-lg font-semibold leading-snug">
              Closed with no winner
            </h2>
            <p className="text-sm text-slate-700">
              Nothing was on the shortlist when the event was closed.
            </p>
          </>
        )}
      </div>
    </section>
  );
}
