// What a viewer may make of a link's counts: a link whose counts are null is hidden from this
// viewer (shared/core/voting.ts), never a link with no votes, so it takes no part in the winner.
import type { EventPage, Link } from "../../shared/api";
import type { VoteMethod } from "../../shared/core/voting";
import { findWinner, rankByWinnerRule } from "../../shared/winner";
import { t } from "i18next";

export type CountedLink = Link & { up: number; down: number };

export const hasCounts = (link: Link): link is CountedLink =>
  link.up !== null && link.down !== null;

/** The winner worked out live from the page: only for a viewer who sees results. */
export function currentWinner(page: EventPage): CountedLink | null {
  if (!page.seesResults) return null;
  return findWinner(page.links.filter(hasCounts));
}

/** The shortlist by the winner rule: highest score first, then the newest (shared/winner.ts).
 * A closed event shows everyone its counts; a link without them could not be ranked. */
export function rankShortlist(links: readonly Link[]): CountedLink[] {
  return rankByWinnerRule(links.filter(hasCounts));
}

/** The dots this member has not put on any link yet (a dots event). */
export const dotsLeft = (page: EventPage) =>
  Math.max(0, page.event.dots - page.links.reduce((sum, link) => sum + (link.myDots ?? 0), 0));

export const approvalsText = (n: number) => t("votes.approvals", { count: n });
export const dotsText = (n: number) => t("votes.dots", { count: n });

/** A link's score as its method names it: approvals and dots count as up votes (decision 210). */
export function scoreText(method: VoteMethod, link: { up: number; down: number }) {
  if (method === "approval") return approvalsText(link.up);
  if (method === "dots") return dotsText(link.up);
  return t("votes.upDownScore", { up: link.up, down: link.down });
}
