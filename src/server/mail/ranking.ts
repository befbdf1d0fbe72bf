// A closed event's result as the emails and chat messages show it: the top of the shortlist, the
// recorded winner first, each link's score. Counts only, never who voted what.
import type { VoteMethod } from "../../shared/core/voting";
import type { MailT } from "../kernel/i18n";

export type RankedLink = {
  id: string;
  title: string;
  url: string;
  up: number;
  down: number;
  /** Could not win: the round bars its address. */
  barred?: boolean;
};

export type ClosedResult = {
  method: VoteMethod;
  /** The recorded winner (null: nothing was on the shortlist). */
  winnerId: string | null;
  /** The top of the shortlist by the winner rule (shared/winner.ts), best first. */
  top: RankedLink[];
  /** How many links the shortlist had in all. */
  shortlisted: number;
};

/** Links listed in the email; the rest are on the event page ("And 3 more links"). */
export const RANKING_SHOWN = 5;

export const score = (link: Pick<RankedLink, "up" | "down">) => link.up - link.down;

/** "+3 (4 up, 1 down)", "4 approvals", "7 dots"; approvals and dots are up votes. */
export function scoreText(t: MailT, method: VoteMethod, link: Pick<RankedLink, "up" | "down">) {
  if (method === "approval") return t("votes.approvals", { count: link.up });
  if (method === "dots") return t("votes.dots", { count: link.up });
  const value = score(link);
  return `${value > 0 ? `+${value}` : value} (${t("votes.upDownScore", { up: link.up, down: link.down })})`;
}

/** The recorded winner first, so the email stays right should SQL and this rule ever differ. */
export function ranked(result: ClosedResult) {
  const winner = result.top.find((link) => link.id === result.winnerId);
  return winner ? [winner, ...result.top.filter((link) => link !== winner)] : result.top;
}
