// Which shortlisted links are level with the winner (decision 211). Two links on the same score
// whose cards both say "2:59 PM" cannot be told apart by the eye; the winner rule gives the tie to
// the newer one (shared/winner.ts), and the cards say so.
import type { EventPage, Link } from "../../../shared/api";
import { score } from "../../../shared/winner";
import { hasCounts } from "../../lib/vote-counts";

export type Tie = "winner" | "behind" | null;

/** For each link: "winner" when it won a tie, "behind" when it is level with the winner but
 * older, else null. Only from counts this viewer may see (a closed event shows everyone). */
export function tiesWith(page: EventPage, winnerId: string | null): (link: Link) => Tie {
  const winner = page.links.find((link) => link.id === winnerId);
  if (!winner || !hasCounts(winner)) return () => null;
  const level = page.links.filter(
    (link) =>
      link.inShortlist &&
      // A barred link level with the winner did not lose a tie: it could not win (decision 226).
      !link.barred &&
      link.id !== winner.id &&
      hasCounts(link) &&
      score(link) === score(winner),
  );
  if (level.length === 0) return () => null;
  const behind = new Set(level.map((link) => link.id));
  return (link) => (link.id === winner.id ? "winner" : behind.has(link.id) ? "behind" : null);
}
