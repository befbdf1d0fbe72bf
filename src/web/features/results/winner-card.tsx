import { ExternalLink, Trophy } from "lucide-react";
import type { Link } from "../../../shared/api";
import type { VoteMethod } from "../../../shared/core/voting";
import { score } from "../../../shared/winner";
import { hasCounts, scoreText } from "../../lib/vote-counts";
import { LeadLine, type Standing } from "../winner";
import { GuestMark } from "../guests";
import { signedScore } from "./ranking";
import { t } from "i18next";

/** The recorded winner: title, score and votes, how far ahead of the next it finished (or that
 * it won a tie), who shared it, and its link; or that there was none (nothing was shortlisted
 * when the event closed). */
export function WinnerCard({
  winner,
  method,
  standing,
}: {
  winner: Link | null;
  method: VoteMethod;
  standing: Standing | null;
}) {
  return (
    <div className="flex items-start gap-4 rounded-xl border border-amber-300 bg-gradient-to-br from-amber-50 to-yellow-50 p-4 sm:p-5">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-amber-400 text-amber-950">
        <Trophy aria-hidden className="size-6" />
      </span>
      {winner ? (
        <div className="min-w-0 space-y-1">
          <h3 className="text-lg font-semibold leading-snug [overflow-wrap:anywhere]">
            {t("results.winner", { title: winner.title })}
          </h3>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            {hasCounts(winner) && (
              <span className="font-medium tabular-nums">
                {t("results.winnerScore", {
                  score: method === "upDown" ? signedScore(score(winner)) : score(winner),
                })}
                <span className="font-normal"> ({scoreText(method, winner)})</span>
              </span>
            )}
            {standing && (
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <LeadLine standing={standing} closed />
              </span>
            )}
            <span className="min-w-0 [overflow-wrap:anywhere]">
              {t("results.sharedBy", { name: winner.sharedBy.name })}
              <GuestMark id={winner.sharedBy.id} className="ml-1.5 align-middle" />
            </span>
          </p>
          <a
            href={winner.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex max-w-full items-start gap-1 text-sm font-medium text-amber-900 underline underline-offset-2 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
          >
            <bdi title={winner.url} className="line-clamp-2 min-w-0 break-all">
              {winner.url}
            </bdi>
            <ExternalLink aria-hidden className="mt-0.5 size-3.5 shrink-0" />
            <span className="sr-only">{t("links.newTab")}</span>
          </a>
        </div>
      ) : (
        <div className="min-w-0 space-y-1">
          {/* The heading the closed page has always had; the line says why. */}
          <h3 className="text-lg font-semibold leading-snug">{t("results.noWinner")}</h3>
          <p className="text-sm text-slate-700">{t("results.noWinnerLine")}</p>
        </div>
      )}
    </div>
  );
}
