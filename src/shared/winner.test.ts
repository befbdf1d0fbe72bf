import { describe, expect, it } from "vitest";
import {
  compareNewestFirst,
  findWinner,
  rankByWinnerRule,
  score,
  type WinnerCandidate,
} from "./winner";

let n = 0;
const link = (
  up: number,
  down: number,
  createdAt: string,
  options: Partial<WinnerCandidate> = {},
): WinnerCandidate => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`,
  inShortlist: true,
  up,
  down,
  createdAt,
  ...options,
});

describe("the winner rule", () => {
  it("has no winner without a shortlisted link", () => {
    expect(findWinner([])).toBeNull();
    expect(findWinner([link(9, 0, "2025-01-01T00:00:00.000Z", { inShortlist: false })])).toBeNull();
  });

  it("picks the highest up minus down among shortlisted links only", () => {
    const best = link(3, 1, "2025-01-01T00:00:00.000Z");
    const notShortlisted = link(10, 0, "2025-01-03T00:00:00.000Z", { inShortlist: false });
    const popularButDisliked = link(5, 4, "2025-01-02T00:00:00.000Z");
    expect(score(best)).toBe(2);
    expect(findWinner([notShortlisted, popularButDisliked, best])).toBe(best);
  });

  it("gives a tie to the newer link, whatever the order of the list", () => {
    const older = link(2, 0, "2025-01-01T00:00:00.000Z");
    const newer = link(3, 1, "2025-01-01T00:00:00.001Z");
    expect(findWinner([older, newer])).toBe(newer);
    expect(findWinner([newer, older])).toBe(newer);
  });

  it("handles negative scores: the least disliked wins, and a lone negative link still wins", () => {
    const bad = link(0, 3, "2025-01-02T00:00:00.000Z");
    const lessBad = link(1, 2, "2025-01-01T00:00:00.000Z");
    expect(findWinner([bad, lessBad])).toBe(lessBad);
    expect(findWinner([bad])).toBe(bad);
    const zero = link(0, 0, "2025-01-01T00:00:00.000Z");
    expect(findWinner([bad, zero])).toBe(zero);
  });

  it("breaks equal timestamps by the larger id, as SQL's `created_at desc, id desc` does", () => {
    const at = "2025-01-01T12:00:00.123Z";
    const low = link(1, 0, at, { id: "1a000000-0000-4000-8000-000000000000" });
    const high = link(1, 0, at, { id: "f0000000-0000-4000-8000-000000000000" });
    const middle = link(1, 0, at, { id: "9b000000-0000-4000-8000-000000000000" });
    expect(findWinner([low, high, middle])).toBe(high);
    expect(findWinner([middle, low, high])).toBe(high);
    expect([low, high, middle].sort(compareNewestFirst)).toEqual([high, middle, low]);
  });

  it("ranks the shortlist best first, the winner at the top and ties as findWinner breaks them", () => {
    const at = "2025-01-01T12:00:00.000Z";
    const top = link(2, 0, at, { id: "f0000000-0000-4000-8000-000000000000" });
    const tiedLow = link(2, 0, at, { id: "10000000-0000-4000-8000-000000000000" });
    const newer = link(1, 0, "2025-01-01T12:00:00.001Z");
    const older = link(1, 0, at);
    const off = link(5, 0, at, { inShortlist: false });
    const ranking = rankByWinnerRule([older, off, tiedLow, newer, top]);
    expect(ranking).toEqual([top, tiedLow, newer, older]);
    expect(ranking[0]).toBe(findWinner([older, off, tiedLow, newer, top]));
  });

  it("compares times, not strings, so offsets and precision do not matter", () => {
    const utc = link(1, 0, "2025-01-01T12:00:00.500Z");
    const offset = link(1, 0, "2025-01-01T13:00:00.400+01:00");
    expect(findWinner([offset, utc])).toBe(utc);
  });

  describe("give others a chance: a barred link cannot win", () => {
    const at = "2025-01-01T12:00:00.000Z";

    it("passes over a barred link however far ahead it is, ties included", () => {
      const barredBest = link(9, 0, at, { barred: true });
      const second = link(2, 0, at);
      const third = link(2, 0, "2025-01-01T11:00:00.000Z");
      expect(findWinner([barredBest, third, second])).toBe(second);
      // A barred link newer than an equal one does not take the tie either.
      const barredTie = link(2, 0, "2025-01-01T13:00:00.000Z", { barred: true });
      expect(findWinner([barredTie, third])).toBe(third);
    });

    it("has no winner when every shortlisted link is barred", () => {
      const barred = link(3, 0, at, { barred: true });
      const off = link(5, 0, at, { inShortlist: false });
      expect(findWinner([barred, off])).toBeNull();
      expect(rankByWinnerRule([barred, off])).toEqual([barred]);
    });

    it("ranks barred links after every link that can win, best first among themselves", () => {
      const barredHigh = link(7, 0, at, { barred: true });
      const barredLow = link(1, 3, at, { barred: true });
      const winner = link(1, 0, at);
      const last = link(0, 2, at);
      const ranking = rankByWinnerRule([barredLow, last, barredHigh, winner]);
      expect(ranking).toEqual([winner, last, barredHigh, barredLow]);
      expect(ranking[0]).toBe(findWinner([barredLow, last, barredHigh, winner]));
    });

    it("treats barred: false as not barred", () => {
      const open = link(4, 0, at, { barred: false });
      expect(findWinner([open, link(1, 0, at)])).toBe(open);
    });
  });
});
