// Where the winner stands, for the strip at the top of the event page and the closed result: the
// winner, the link just behind it, and by how much it leads, or that the two are level and the
// newer one wins (the winner rule, shared/winner.ts). Worked out only from links whose counts
// this viewer may see, so a member who may not see results gets nothing from it.
import type { Link } from "../../../shared/api";
import { score } from "../../../shared/winner";
import { rankShortlist, type CountedLink } from "../../lib/vote-counts";

export type Standing = {
  winner: CountedLink;
  /** The best link behind the winner; null when the winner is the only one shortlisted. */
  runnerUp: CountedLink | null;
  /** Winner's score minus the runner-up's: 0 is a tie the newer link won. */
  lead: number;
};

/**
 * The standing of `winnerId` (the recorded winner of a closed event), or of the rule's winner
 * when it is not given; null without a winner.
 */
export function standingOf(links: readonly Link[], winnerId?: string | null): Standing | null {
  // A barred link (decision 226) is ranked last and neither wins nor runs up: the race is
  // between the links that can win.
  const ranking = rankShortlist(links).filter((link) => !link.barred);
  const winner = winnerId === undefined ? ranking[0] : ranking.find((link) => link.id === winnerId);
  if (!winner) return null;
  const runnerUp = ranking.find((link) => link.id !== winner.id) ?? null;
  return { winner, runnerUp, lead: runnerUp ? score(winner) - score(runnerUp) : 0 };
}

/** Whether a standing is a tie the newer link won. */
export const isTie = (standing: Standing | null) =>
  standing !== null && standing.runnerUp !== null && standing.lead === 0;
