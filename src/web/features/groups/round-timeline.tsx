import { Link } from "react-router";
import type { PastRound } from "../../../shared/api";
import { formatDate } from "../../lib/dates";
import { RememberedLinkLine } from "./remembered-link";
import { t } from "i18next";

/** The closed rounds, newest first: each one's number (a link to it), its title where it is not
 * the group's name (a round's title by default), when it closed, its winner and how many of its
 * members voted. */
export function RoundTimeline({
  timeline,
  groupName,
}: {
  timeline: PastRound[];
  groupName: string;
}) {
  return (
    <section aria-labelledby="timeline-heading">
      <h2 id="timeline-heading" className="mb-3 text-lg font-semibold tracking-tight">
        {t("groups.timeline.heading")}
      </h2>
      {timeline.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-surface px-5 py-6 text-sm text-muted-foreground">
          {t("groups.timeline.empty")}
        </p>
      ) : (
        <ol className="relative grid gap-3 border-l-2 border-indigo-100 pl-5">
          {timeline.map((round) => {
            const closed = round.closedAt ?? round.createdAt;
            return (
              <li
                key={round.id}
                className="relative rounded-2xl border border-border bg-surface p-4 shadow-sm"
              >
                <span
                  aria-hidden
                  className="absolute top-5 -left-[1.72rem] size-3 rounded-full border-2 border-surface bg-indigo-400"
                />
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <h3 className="font-semibold">
                    <Link
                      to={`/event/${round.id}`}
                      className="rounded-sm hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                    >
                      {t("groups.round.number", { number: round.roundNumber })}
                    </Link>
                  </h3>
                  <p className="text-sm text-muted-foreground">
                    <time dateTime={closed}>{formatDate(closed)}</time>
                    {" · "}
                    {t("groups.timeline.turnout", {
                      voted: round.voted,
                      count: round.memberCount,
                    })}
                  </p>
                </div>
                {round.title !== groupName && (
                  <p className="mt-0.5 text-sm text-slate-700 [overflow-wrap:anywhere]">
                    {round.title}
                  </p>
                )}
                {round.winner ? (
                  <RememberedLinkLine link={round.winner} className="mt-3" />
                ) : (
                  <p className="mt-2 text-sm text-muted-foreground">
                    {t("groups.timeline.noWinner")}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
