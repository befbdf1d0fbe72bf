// The winner rule: among shortlisted links the highest up - down wins; a tie goes to the link
// first in the newest-first list (created_at desc, id desc), so the newer of two equal links wins,
// as in the original. No shortlisted link, no winner. Every method keeps its counts as up and
// down (shared/voting.ts), so the rule is the same for all of them.
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
    if (!link.inShortlist) continue;
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

/** The shortlisted links in the rule's order, best first (the first is `findWinner`'s). */
export function rankByWinnerRule<T extends WinnerCandidate>(links: readonly T[]): T[] {
  return links
    .filter((link) => link.inShortlist)
    .sort((a, b) => score(b) - score(a) || compareNewestFirst(a, b));
}
