// Where the winner stands, and which cards are level with it: the winner strip's and the
// shortlist's view of the winner rule (shared/winner.ts).
import { describe, expect, it } from "vitest";
import { testLink, testPage } from "../events/event-page-fixtures";
import { tiesWith } from "../votes/ties";
import { isTie, standingOf } from "./standing";

// Newest first, as the page lists them; the same minute, as the cards showed in issue #34.
const older = (up: number, extra = {}) =>
  testLink("older", { inShortlist: true, up, createdAt: "2026-01-01T14:59:10.000Z", ...extra });
const newer = (up: number, extra = {}) =>
  testLink("newer", { inShortlist: true, up, createdAt: "2026-01-01T14:59:40.000Z", ...extra });

describe("standingOf", () => {
  it("names the winner, the runner-up and the lead", () => {
    const standing = standingOf([newer(1), older(3), testLink("off", { up: 9 })]);
    expect(standing?.winner.id).toBe("older");
    expect(standing?.runnerUp?.id).toBe("newer");
    expect(standing?.lead).toBe(2);
    expect(isTie(standing)).toBe(false);
  });

  it("calls equal scores a tie the newer link won, in whatever order the links come", () => {
    for (const links of [
      [newer(2), older(2)],
      [older(2), newer(2)],
    ]) {
      const standing = standingOf(links);
      expect(standing?.winner.id).toBe("newer");
      expect(standing?.runnerUp?.id).toBe("older");
      expect(isTie(standing)).toBe(true);
    }
  });

  it("passes over a barred link: it neither wins nor runs up, however far ahead", () => {
    const barred = testLink("barred", {
      inShortlist: true,
      up: 9,
      barred: true,
      createdAt: "2026-01-01T15:00:00.000Z",
    });
    const standing = standingOf([barred, newer(1), older(0)]);
    expect(standing?.winner.id).toBe("newer");
    expect(standing?.runnerUp?.id).toBe("older");
    expect(standing?.lead).toBe(1);
    expect(standingOf([barred])).toBeNull();
    // Level with the winner, it did not lose a tie.
    const page = testPage(1, [{ ...barred, up: 1 }, newer(1)]);
    expect(tiesWith(page, "newer")(page.links[0]!)).toBeNull();
  });

  it("has a lone winner no runner-up, and no standing without a shortlist", () => {
    const alone = standingOf([older(0)]);
    expect(alone?.runnerUp).toBeNull();
    expect(isTie(alone)).toBe(false);
    expect(standingOf([testLink("off", { up: 3 })])).toBeNull();
  });

  it("leaves out links whose counts the viewer may not see", () => {
    expect(standingOf([older(0, { up: null, down: null })])).toBeNull();
  });

  it("stands by the recorded winner of a closed event", () => {
    const standing = standingOf([newer(2), older(2)], "older");
    expect(standing?.winner.id).toBe("older");
    expect(standing?.runnerUp?.id).toBe("newer");
    expect(standingOf([newer(2)], null)).toBeNull();
  });
});

describe("tiesWith", () => {
  it("marks the winner of a tie and every link level with it, and nothing else", () => {
    const third = testLink("third", { inShortlist: true, up: 1 });
    const page = testPage(1, [newer(2), older(2), third]);
    const tie = tiesWith(page, "newer");
    expect([newer(2), older(2), third].map(tie)).toEqual(["winner", "behind", null]);
  });

  it("marks nothing without a tie, without a winner, or without counts", () => {
    const clear = testPage(1, [newer(3), older(2)]);
    expect(tiesWith(clear, "newer")(newer(3))).toBeNull();
    expect(tiesWith(clear, null)(newer(3))).toBeNull();
    const hidden = testPage(1, [newer(0, { up: null, down: null }), older(0)]);
    expect(tiesWith(hidden, "newer")(older(0))).toBeNull();
  });
});
