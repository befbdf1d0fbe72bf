import { beforeAll, describe, expect, it } from "vitest";
import { startEnglish } from "../../lib/i18n";
import { rankShortlist, type CountedLink } from "../../lib/vote-counts";
import { resultSummary, signedScore, tookPartLine } from "./ranking";

// The words these helpers write are the English catalogue's.
beforeAll(() => startEnglish());

let n = 0;
const link = (over: Partial<CountedLink>): CountedLink => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`,
  url: `https://example.test/${n}`,
  title: `Link ${n}`,
  description: "",
  sharedBy: { id: "u1", name: "Ann" },
  inShortlist: true,
  shortlistedBy: "u1",
  shortlistedAt: "2026-01-01T00:00:00.000Z",
  up: 0,
  down: 0,
  createdAt: "2026-01-01T00:00:00.000Z",
  preview: null,
  myVote: null,
  barred: false,
  history: null,
  ...over,
});

describe("rankShortlist", () => {
  it("orders the shortlist by score, ties to the newest, and leaves the rest out", () => {
    const older = link({ title: "Older", up: 2, createdAt: "2026-01-01T00:00:00.000Z" });
    const newer = link({ title: "Newer", up: 3, down: 1, createdAt: "2026-01-02T00:00:00.000Z" });
    const best = link({ title: "Best", up: 4 });
    const off = link({ title: "Off", up: 9, inShortlist: false });
    expect(rankShortlist([older, best, off, newer]).map((l) => l.title)).toEqual([
      "Best",
      "Newer",
      "Older",
    ]);
  });
});

describe("resultSummary", () => {
  it("says each link's score and votes, who took part and when it closed", () => {
    const ranking = [
      link({ title: "Trattoria", url: "https://trattoria.example/", up: 4, down: 1 }),
      link({ title: "Green Bowl", url: "https://green.example/", up: 0, down: 2 }),
    ];
    expect(
      resultSummary({
        title: "Friday dinner",
        method: "upDown",
        ranking,
        tookPart: tookPartLine(3, 5),
        closedOn: "Nov 28, 2026, 7:40 PM",
      }),
    ).toBe(
      [
        'Result of "Friday dinner":',
        "1. Trattoria (+3, 4 up, 1 down) https://trattoria.example/",
        "2. Green Bowl (-2, 0 up, 2 down) https://green.example/",
        "3 of 5 members took part",
        "Closed on Nov 28, 2026, 7:40 PM",
      ].join("\n"),
    );
  });

  it("ends with the public result's address when it is on", () => {
    const summary = resultSummary({
      title: "T",
      method: "upDown",
      ranking: [],
      tookPart: null,
      closedOn: "Nov 28, 2026, 7:40 PM",
      publicUrl: "https://huddle.example/results/abc",
    });
    expect(summary.split("\n").at(-1)).toBe("See the result: https://huddle.example/results/abc");
  });

  it("says there was no winner when nothing was shortlisted", () => {
    expect(
      resultSummary({ title: "T", method: "upDown", ranking: [], tookPart: null, closedOn: null }),
    ).toBe('Result of "T":\nNo winner: nothing was shortlisted');
  });

  it("names approvals and dots as the score, without up and down", () => {
    const ranking = [link({ title: "Cafe", url: "https://cafe.example/", up: 3 })];
    const summary = (method: "approval" | "dots") =>
      resultSummary({ title: "T", method, ranking, tookPart: null, closedOn: null });
    expect(summary("approval")).toContain("1. Cafe (3 approvals) https://cafe.example/");
    expect(summary("dots")).toContain("1. Cafe (3 dots) https://cafe.example/");
  });

  it("leaves out of the ranking a link whose counts this viewer may not see", () => {
    const hidden = { ...link({ title: "Hidden" }), up: null, down: null };
    expect(rankShortlist([hidden, link({ title: "Shown" })]).map((l) => l.title)).toEqual([
      "Shown",
    ]);
  });

  it("writes scores with their sign and members in the singular", () => {
    expect([signedScore(2), signedScore(0), signedScore(-1)]).toEqual(["+2", "0", "-1"]);
    expect(tookPartLine(1, 1)).toBe("1 of 1 member took part");
  });
});
