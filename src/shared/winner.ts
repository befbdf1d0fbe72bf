// The winner rule, used by the server (to record it on close) and the browser (to show it live).
// Among shortlisted links the highest up - down wins; a tie goes to the link first in the
// newest-first list (created_at desc, id desc), so the newer of two equal links wins, as in the
// original. No shortlisted link, no winner.
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
