import { Copy, Trophy } from "lucide-react";
import type { EventPage } from "../../../shared/api";
import { Button } from "../../components/ui/button";
import { formatDateTime } from "../../lib/dates";
import { useTurnout } from "../reminders";
import { copyText } from "../../lib/copy-text";
import { rankShortlist } from "../../lib/vote-counts";
import { DownloadLinks } from "./downloads";
import { PublicResultLink } from "./public-link";
import { useResultLink } from "./use-result-link";
import { recordedWinner, resultSummary, tookPartLine } from "./ranking";
import { RankingTable } from "./ranking-table";
import { WinnerCard } from "./winner-card";
import { standingOf } from "../winner";
import { t } from "i18next";
import { Trans } from "react-i18next";

/**
 * A closed event's result, shown first: the recorded winner (or none), the whole shortlist
 * ranked with scores and votes, how many members took part and when it closed; "Copy result"
 * for a chat (with the public result link, when the creator has turned it on), the downloads, and the creator's public link. The tabs stay below it.
 */
export function ResultView({ page }: { page: EventPage }) {
  const { event } = page;
  const ranking = rankShortlist(page.links);
  const winner = recordedWinner(page);
  const standing = winner && standingOf(page.links, winner.id);
  // Who voted is not on the page: the turnout counts it (keyed by version, so it stays true).
  const turnout = useTurnout(event.id, event.version).data;
  const tookPart = turnout ? tookPartLine(turnout.votedCount, turnout.memberCount) : null;
  const closedOn = event.closedAt ? formatDateTime(event.closedAt) : null;
  // The public result link is the creator's to share: while it is on, their copy carries it.
  const publicUrl = useResultLink(event.id, event.isCreator).data?.url ?? null;

  const copy = () =>
    void copyText(
      resultSummary({
        title: event.title,
        method: event.method,
        ranking,
        tookPart,
        closedOn,
        publicUrl,
      }),
      t("results.copied"),
    );

  return (
    <section
      aria-labelledby="result-heading"
      className="rounded-2xl border border-border bg-surface shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3 border-b border-border p-5 sm:p-6">
        <div className="min-w-0">
          <h2
            id="result-heading"
            className="flex items-center gap-2 text-xl font-semibold tracking-tight"
          >
            <Trophy aria-hidden className="size-5 text-amber-500" />
            {t("results.heading")}
          </h2>
          <p className="mt-1 flex flex-wrap gap-x-2 gap-y-1 text-sm text-muted-foreground">
            {/* Until the turnout answers, a blank line keeps the layout from jumping. */}
            {tookPart ? <span>{tookPart}</span> : <span aria-hidden>&nbsp;</span>}
            {tookPart && closedOn && (
              <span aria-hidden className="hidden sm:inline">
                ·
              </span>
            )}
            {closedOn && event.closedAt && (
              <span className="basis-full sm:basis-auto">
                <Trans
                  i18nKey="results.closedOn"
                  values={{ date: closedOn }}
                  components={[<time dateTime={event.closedAt} />]}
                />
              </span>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={copy}>
            <Copy aria-hidden />
            {t("results.copy")}
          </Button>
          <DownloadLinks eventId={event.id} />
        </div>
      </div>
      <div className="grid gap-5 p-5 sm:p-6">
        <WinnerCard winner={winner} method={event.method} standing={standing} />
        {ranking.length > 0 && (
          <RankingTable ranking={ranking} method={event.method} winnerId={winner?.id ?? null} />
        )}
        {event.isCreator && (
          <div className="border-t border-border pt-5">
            <PublicResultLink eventId={event.id} />
          </div>
        )}
      </div>
    </section>
  );
}
