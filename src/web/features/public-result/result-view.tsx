// What a public result link shows: the event's title, when it closed, how many took part, the
// winner and the whole shortlist in order. Nothing about members but two counts.
import { CalendarCheck, Clock, Trophy, Users } from "lucide-react";
import type { PublicResult, RankedLink } from "../../../shared/api";
import type { VoteMethod } from "../../../shared/core/voting";
import { StatusBadge } from "../../components/status-badge";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { formatDateTime } from "../../lib/dates";
import { hostOf, LinkTitle, Tally, Votes } from "./ranked-link-parts";
import { t } from "i18next";
import { Trans } from "react-i18next";
import { tookPartLine, SkippedNote } from "../results";

export function ResultView({ result }: { result: PublicResult }) {
  return (
    <Card className="w-full max-w-2xl p-5 sm:p-8">
      <StatusBadge status={result.status} />
      <h1 className="mt-3 text-2xl font-semibold tracking-tight text-balance [overflow-wrap:anywhere] sm:text-3xl">
        {result.title}
      </h1>
      {result.description && (
        <p className="mt-2 whitespace-pre-line text-pretty text-muted-foreground [overflow-wrap:anywhere]">
          {result.description}
        </p>
      )}
      {result.status === "active" ? <StillOpen /> : <Closed result={result} />}
    </Card>
  );
}

function StillOpen() {
  return (
    <p className="mt-6 flex items-start gap-3 rounded-xl bg-secondary p-4 text-secondary-foreground">
      <Clock aria-hidden className="mt-0.5 size-5 shrink-0" />
      <span>{t("publicResult.stillOpen")}</span>
    </p>
  );
}

/** How the ranking is ordered, in the words of the event's method. */
const rankingRule = (method: VoteMethod) => t(`publicResult.rule.${method}`);

function Closed({ result }: { result: PublicResult }) {
  const { winner, ranking, method } = result;
  return (
    <>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0">
        {result.closedAt && (
          <li className="inline-flex items-center gap-1.5">
            <CalendarCheck aria-hidden />
            <span>
              <Trans
                i18nKey="results.closedOn"
                values={{ date: formatDateTime(result.closedAt) }}
                components={[<time dateTime={result.closedAt} />]}
              />
            </span>
          </li>
        )}
        <li className="inline-flex items-center gap-1.5">
          <Users aria-hidden />
          {tookPartLine(result.votedCount, result.memberCount)}
        </li>
      </ul>

      <section aria-labelledby="result-heading" className="mt-8">
        <h2 id="result-heading" className="text-lg font-semibold tracking-tight">
          {t("results.heading")}
        </h2>
        {winner ? (
          <WinnerCard winner={winner} method={method} />
        ) : (
          <p className="mt-3 rounded-xl border border-dashed border-slate-300 p-4 text-muted-foreground">
            {t("results.noWinnerLine")}
          </p>
        )}
      </section>

      {ranking.length > 0 && (
        <section aria-labelledby="ranking-heading" className="mt-8">
          <h2 id="ranking-heading" className="text-lg font-semibold tracking-tight">
            {t("publicResult.fullRanking")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{rankingRule(method)}</p>
          <ol className="mt-3 divide-y divide-border rounded-xl border border-border">
            {ranking.map((link, i) => (
              <RankingItem
                key={link.id}
                link={link}
                method={method}
                place={i + 1}
                winner={link.id === winner?.id}
              />
            ))}
          </ol>
        </section>
      )}
    </>
  );
}

function WinnerCard({ winner, method }: { winner: RankedLink; method: VoteMethod }) {
  return (
    <div className="mt-3 flex items-start gap-4 rounded-2xl border border-amber-300 bg-gradient-to-br from-amber-50 to-yellow-50 p-4 shadow-sm sm:p-5">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-amber-400 text-amber-950">
        <Trophy aria-hidden className="size-6" />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-xs font-semibold tracking-wider text-amber-800 uppercase">
          {t("common.winner")}
        </p>
        <h3 className="text-lg font-semibold leading-snug">
          <LinkTitle link={winner} className="text-foreground" />
        </h3>
        <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">{hostOf(winner.url)}</p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 pt-1">
          <Tally link={winner} method={method} className="text-base" />
          {method === "upDown" && <Votes link={winner} />}
        </p>
      </div>
    </div>
  );
}

function RankingItem({
  link,
  method,
  place,
  winner,
}: {
  link: RankedLink;
  method: VoteMethod;
  place: number;
  winner: boolean;
}) {
  return (
    <li className={cn("flex items-start gap-3 px-4 py-3", winner && "bg-amber-50/60")}>
      <span
        aria-hidden
        className={cn(
          "mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold tabular-nums",
          winner ? "bg-amber-400 text-amber-950" : "bg-muted text-slate-700",
        )}
      >
        {place}
      </span>
      <div className="min-w-0 flex-1">
        <LinkTitle link={link} className="font-medium text-foreground" />
        <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{hostOf(link.url)}</p>
        {link.barred && <SkippedNote />}
        {/* Under the address on a phone, so the title and address keep the width. */}
        {method === "upDown" && (
          <div className="mt-1 sm:hidden">
            <Votes link={link} small />
          </div>
        )}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-0.5">
        <Tally link={link} method={method} className={method === "upDown" ? "" : "text-sm"} />
        {method === "upDown" && (
          <div className="hidden sm:block">
            <Votes link={link} small />
          </div>
        )}
      </div>
    </li>
  );
}
