// The winner rule: among shortlisted links the highest up - down wins; a tie goes to the link
// first in the newest-first list (created_at desc, id desc), so the newer of two equal links wins,
// as in the original. No shortlisted link, no winner. Every method keeps its counts as up and
// down (shared/core/voting.ts), so the rule is the same for all of them.
//
// "Give others a chance" (decision 226): in a round, a link whose cleaned address is among the
// round's barred addresses (the group's recent winners) cannot win. The rule passes over it, and
// ranks it after every link that can win (best first among themselves), so the first of the
// ranking is the winner whenever there is one.
//
// Here in TypeScript for the browser (the live standing, the closed result's ranking) and for the
// server's downloads (`score`). The server records the winner on closing and ranks a closed
// event's shortlist in SQL, by the same rule: `winnerOf` (features/closing), `rankingOf`
// (features/results) and the "closed" email's `closedResultsOf` (features/notifications).
// tests/api/winner-equivalence.test.ts runs both on generated events of every method, ties
// included, and fails when they answer differently.
export type WinnerCandidate = {
  id: string;
  inShortlist: boolean;
  up: number;
  down: number;
  createdAt: string;
  /** Cannot win this round (its address won one of the group's last rounds). */
  barred?: boolean;
};

export const score = (link: { up: number; down: number }) => link.up - link.down;

/** Newest first; equal timestamps fall back to the larger id, as the SQL order does. */
export function compareNewestFirst(
  a: { id: string; createdAt: string },
  b: { id: string; createdAt: string },
) {
  const ta = Date.parse(a.createdAt);
  const tb = Date.parse(b.createdAt);
  if (ta !== tb) return tb - ta;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

export function findWinner<T extends WinnerCandidate>(links: readonly T[]): T | null {
  let best: T | null = null;
  for (const link of links) {
    if (!link.inShortlist || link.barred) continue;
    if (
      best === null ||
      score(link) > score(best) ||
      (score(link) === score(best) && compareNewestFirst(link, best) < 0)
    ) {
      best = link;
    }
  }
  return best;
}

/** The shortlisted links in the rule's order, best first, the barred ones last (the first is
 * `findWinner`'s unless it is barred: then nothing could win). */
export function rankByWinnerRule<T extends WinnerCandidate>(links: readonly T[]): T[] {
  return links
    .filter((link) => link.inShortlist)
    .sort(
      (a, b) =>
        Number(a.barred ?? false) - Number(b.barred ?? false) ||
        score(b) - score(a) ||
        compareNewestFirst(a, b),
    );
}
