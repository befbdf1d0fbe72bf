import { beforeAll, describe, expect, it } from "vitest";
import type { EventPage, Link } from "../../../shared/api";
import type { LiveMessage } from "../../../shared/live";
import { de } from "../../../shared/i18n/de";
import { i18n, startEnglish } from "../../lib/i18n";
import { testLink, testPage } from "../events/event-page-fixtures";
import { liveAnnouncement } from "./announcement";
import { applyLiveMessage } from "./apply-message";

// The words are the English catalogue's.
beforeAll(() => startEnglish());

const link = (id: string, createdAt: string, extra: Partial<Link> = {}) =>
  testLink(id, {
    inShortlist: true,
    shortlistedBy: "u1",
    shortlistedAt: createdAt,
    createdAt,
    ...extra,
  });

/** Pizza (older) leads Sushi (newer) by one; Ann (u1) is looking. */
function page(over: Partial<EventPage> = {}): EventPage {
  const links = [
    link("Sushi", "2026-01-02T00:00:00.000Z"),
    link("Pizza", "2026-01-01T00:00:00.000Z", { up: 1 }),
  ];
  const base = testPage(5, links, [], "Dinner");
  return { ...base, event: { ...base.event, memberCount: 3 }, ...over };
}

/** What Ann's region says after the message, applied as the live stream applies it. */
function said(before: EventPage, message: LiveMessage) {
  const out = applyLiveMessage(before, message, "u1");
  if (typeof out === "string") throw new Error(out);
  return liveAnnouncement(before, out.page, message, "u1");
}

const vote = (linkId: string, up: number | null, extra: object = {}): LiveMessage => ({
  type: "votes.changed",
  version: 6,
  linkId,
  up,
  down: up === null ? null : 0,
  ...extra,
});

describe("liveAnnouncement", () => {
  it("says a link's new score when someone else votes", () => {
    expect(said(page(), vote("Pizza", 2))).toBe('"Pizza" now has score 2.');
  });

  it("says the new winner too when the vote changes it, in one sentence pair", () => {
    expect(said(page(), vote("Sushi", 2))).toBe('"Sushi" now has score 2. New winner: "Sushi".');
  });

  it("says nothing of my own vote, from this tab or another", () => {
    expect(said(page(), vote("Sushi", 2, { myVote: "up" }))).toBeNull();
    const open = { userId: "u1", value: "up", weight: 0 };
    expect(said(page(), vote("Sushi", 2, { ballot: open }))).toBeNull();
    // Someone else's open vote is theirs: said.
    const bobs = { userId: "u2", value: "up", weight: 0 };
    expect(said(page(), vote("Pizza", 2, { ballot: bobs }))).toBe('"Pizza" now has score 2.');
  });

  it("says the winner when a shortlist change makes one", () => {
    const start = page({
      links: [link("Sushi", "2026-01-02T00:00:00.000Z", { inShortlist: false })],
    });
    const message: LiveMessage = {
      type: "shortlist.changed",
      version: 6,
      linkId: "Sushi",
      inShortlist: true,
      shortlistedBy: "u2",
      shortlistedAt: "2026-01-03T00:00:00.000Z",
    };
    expect(said(start, message)).toBe('New winner: "Sushi".');
  });

  it("says nothing to a member who may not see results, nor of a change that moves no score", () => {
    const hidden = page({
      seesResults: false,
      links: page().links.map((l) => ({ ...l, up: null, down: null })),
    });
    expect(said(hidden, vote("Pizza", null))).toBeNull();
    expect(
      said(page(), { type: "code.changed", version: 6, invitationCode: "HJKLMNPQ" }),
    ).toBeNull();
  });

  it("names only the winner when many scores move at once (a member left)", () => {
    const message: LiveMessage = {
      type: "member.left",
      version: 6,
      userId: "u2",
      memberCount: 2,
      counts: [
        { linkId: "Pizza", up: 0, down: 0 },
        { linkId: "Sushi", up: 0, down: 1 },
      ],
    };
    expect(said(page(), message)).toBeNull();
  });

  it("speaks German to a German page", async () => {
    i18n.addResourceBundle("de", "translation", de);
    await i18n.changeLanguage("de");
    try {
      expect(said(page(), vote("Sushi", 2))).toBe(
        "„Sushi“ hat jetzt die Wertung 2. Neuer Gewinner: „Sushi“.",
      );
    } finally {
      // Test files share this process (and i18next): English again for the next.
      await i18n.changeLanguage("en");
    }
  });
});
