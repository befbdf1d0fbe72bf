import { Trophy } from "lucide-react";
import type { VoteMethod } from "../../../shared/core/voting";
import { score } from "../../../shared/winner";
import { cn } from "../../lib/cn";
import type { CountedLink } from "../../lib/vote-counts";
import { signedScore } from "./ranking";
import { SkippedNote } from "./skipped-note";
import { t } from "i18next";

const cellNumber = "px-2 py-2.5 text-right tabular-nums sm:px-3";

/** The whole shortlist in the winner rule's order: rank, title (its link), score, and in an
 * up-and-down event up and down (approvals and dots are the score itself). */
export function RankingTable({
  ranking,
  method,
  winnerId,
}: {
  ranking: CountedLink[];
  method: VoteMethod;
  winnerId: string | null;
}) {
  const upDown = method === "upDown";
  return (
    <div>
      <h3 id="ranking-heading" className="mb-2 text-sm font-semibold">
        {t("results.ranking")}
      </h3>
      <div className="overflow-x-auto rounded-xl border border-border">
        <table aria-labelledby="ranking-heading" className="w-full text-sm">
          <thead className="bg-muted/60 text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="w-px px-2 py-2 text-left font-medium sm:w-12 sm:px-3">
                <span aria-hidden>#</span>
                <span className="sr-only">{t("results.rank")}</span>
              </th>
              <th scope="col" className="px-2 py-2 text-left font-medium sm:px-3">
                {t("results.link")}
              </th>
              <th
                scope="col"
                className="w-px whitespace-nowrap px-2 py-2 text-right font-medium sm:w-20 sm:px-3"
              >
                {upDown
                  ? t("results.score")
                  : method === "approval"
                    ? t("results.approvals")
                    : t("results.dots")}
              </th>
              {upDown && (
                <>
                  <th
                    scope="col"
                    className="w-px whitespace-nowrap px-2 py-2 text-right font-medium sm:w-20 sm:px-3"
                  >
                    {t("results.up")}
                  </th>
                  <th
                    scope="col"
                    className="w-px whitespace-nowrap px-2 py-2 text-right font-medium sm:w-20 sm:px-3"
                  >
                    {t("results.down")}
                  </th>
                </>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {ranking.map((link, i) => {
              const value = score(link);
              const isWinner = link.id === winnerId;
              return (
                <tr key={link.id} className={cn(isWinner && "bg-amber-50/70")}>
                  <td className="px-2 py-2.5 font-medium tabular-nums text-slate-600 sm:px-3">
                    {i + 1}
                  </td>
                  <th scope="row" className="px-2 py-2.5 text-left font-normal sm:px-3">
                    <span className="flex items-start gap-1.5">
                      {isWinner && (
                        <Trophy
                          role="img"
                          aria-label={t("common.winner")}
                          className="mt-0.5 size-4 shrink-0 text-amber-500"
                        />
                      )}
                      <a
                        href={link.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        title={link.url}
                        className="min-w-0 font-medium text-foreground underline-offset-2 [overflow-wrap:anywhere] hover:text-primary hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
                      >
                        <bdi>{link.title}</bdi>
                        <span className="sr-only">{t("results.newTab")}</span>
                      </a>
                    </span>
                    {link.barred && <SkippedNote />}
                  </th>
                  <td
                    className={cn(
                      cellNumber,
                      "font-semibold",
                      value > 0 && "text-emerald-700",
                      value < 0 && "text-rose-700",
                    )}
                  >
                    {upDown ? signedScore(value) : value}
                  </td>
                  {upDown && (
                    <>
                      <td className={cellNumber}>{link.up}</td>
                      <td className={cellNumber}>{link.down}</td>
                    </>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
