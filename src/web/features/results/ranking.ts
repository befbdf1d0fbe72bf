// A closed event's result as the page holds it: the recorded winner, and the plain-text summary
// "Copy result" puts on the clipboard for a chat.
import type { EventPage } from "../../../shared/api";
import type { VoteMethod } from "../../../shared/core/voting";
import { score } from "../../../shared/winner";
import { scoreText, type CountedLink } from "../../lib/vote-counts";
import { t } from "i18next";

/** "+3", "0", "-2". */
export const signedScore = (value: number) => (value > 0 ? `+${value}` : String(value));

/** The recorded winner (closing records it; the ranking is only shown beside it). */
export const recordedWinner = (page: EventPage) =>
  page.event.winnerLinkId
    ? (page.links.find((link) => link.id === page.event.winnerLinkId) ?? null)
    : null;

/** `Result of "Title":`, one line per shortlisted link, who took part, when it closed, and the
 * public result's address when it is on. */
export function resultSummary(options: {
  title: string;
  method: VoteMethod;
  ranking: readonly CountedLink[];
  tookPart: string | null;
  closedOn: string | null;
  publicUrl?: string | null;
}) {
  const { title, method, ranking, tookPart, closedOn, publicUrl } = options;
  const lines: string[] = [t("results.summary.title", { title })];
  if (ranking.length === 0) lines.push(t("results.noWinnerLine"));
  ranking.forEach((link, i) =>
    lines.push(
      `${i + 1}. ${link.title} (${method === "upDown" ? `${signedScore(score(link))}, ` : ""}${scoreText(method, link)}) ${link.url}${link.barred ? ` (${t("results.skipped")})` : ""}`,
    ),
  );
  if (tookPart) lines.push(tookPart);
  if (closedOn) lines.push(t("results.summary.closedOn", { date: closedOn }));
  if (publicUrl) lines.push(t("results.summary.publicLink", { url: publicUrl }));
  return lines.join("\n");
}

/** "3 of 5 members took part". */
export const tookPartLine = (votedCount: number, memberCount: number) =>
  t("results.tookPart", { voted: votedCount, count: memberCount });
