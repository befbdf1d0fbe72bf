import { describe, expect, it } from "vitest";
import type { EventPage, Link } from "../../../shared/api";
import { testLink, testMember, testPage } from "../events/event-page-fixtures";
import { applyLiveMessage } from "./apply-message";

// Shortlisted by u1 unless a test says otherwise.
const link = (id: string, extra: Partial<Link> = {}) =>
  testLink(id, {
    inShortlist: true,
    shortlistedBy: "u1",
    shortlistedAt: "2026-01-01T00:00:00.000Z",
    ...extra,
  });

const page = (version = 5) =>
  testPage(
    version,
    [link("l1", { up: 2, myVote: "up" })],
    [testMember("u1", "Ann", true), testMember("u2", "Bob")],
    "Dinner",
  );

describe("applyLiveMessage", () => {
  it("applies the next version and keeps my own vote", () => {
    const out = applyLiveMessage(
      page(),
      { type: "votes.changed", version: 6, linkId: "l1", up: 3, down: 1 },
      "u1",
    );
    expect(out).not.toBe("refetch");
    const next = (out as { page: EventPage }).page;
    expect(next.links[0]).toMatchObject({ up: 3, down: 1, myVote: "up" });
    expect(next.event.version).toBe(6);
  });

  it("shows an arriving preview on every link at its address, and on no other", () => {
    const preview = { siteName: "Trattoria", description: "Pasta", image: null };
    const own = link("l1", { id: "l4", description: "The sharer's words" });
    const start = { ...page(), links: [link("l1"), link("l2"), link("l1", { id: "l3" }), own] };
    const out = applyLiveMessage(
      start,
      { type: "link.preview", version: 6, url: "https://example.test/l1", preview },
      "u1",
    ) as { page: EventPage };
    // A link with a description of its own carries the page's site and image, not its words.
    const withoutWords = { ...preview, description: null };
    expect(out.page.links.map((l) => l.preview)).toEqual([preview, null, preview, withoutWords]);
    expect(out.page.event.version).toBe(6);
  });

  it("takes my own vote from my other tab, and only counts from others", () => {
    const mine = applyLiveMessage(
      page(),
      { type: "votes.changed", version: 6, linkId: "l1", up: 1, down: 1, myVote: "down" },
      "u1",
    ) as { page: EventPage };
    expect(mine.page.links[0]).toMatchObject({ up: 1, down: 1, myVote: "down" });
  });

  it("ignores a stale message and refetches after a gap", () => {
    expect(
      applyLiveMessage(
        page(),
        { type: "votes.changed", version: 5, linkId: "l1", up: 9, down: 9 },
        "u1",
      ),
    ).toBe("stale");
    expect(
      applyLiveMessage(
        page(),
        { type: "votes.changed", version: 8, linkId: "l1", up: 9, down: 9 },
        "u1",
      ),
    ).toBe("refetch");
    expect(applyLiveMessage(page(), { type: "refetch" }, "u1")).toBe("refetch");
  });

  it("puts a shared link first and counts it", () => {
    const { myVote: _, ...shared } = link("l2", { inShortlist: false });
    const out = applyLiveMessage(
      page(),
      { type: "link.shared", version: 6, link: shared },
      "u1",
    ) as { page: EventPage };
    expect(out.page.links.map((l) => l.id)).toEqual(["l2", "l1"]);
    expect(out.page.links[0]!.myVote).toBeNull();
    expect(out.page.event.linkCount).toBe(2);
  });

  it("removes a member who left and applies the counts their votes leave", () => {
    const out = applyLiveMessage(
      page(),
      {
        type: "member.left",
        version: 6,
        userId: "u2",
        memberCount: 1,
        counts: [{ linkId: "l1", up: 1, down: 0 }],
      },
      "u1",
    ) as { page: EventPage };
    expect(out.page.members.map((m) => m.id)).toEqual(["u1"]);
    expect(out.page.event.memberCount).toBe(1);
    expect(out.page.links[0]).toMatchObject({ up: 1, down: 0 });
  });

  it("says the page is gone when I am removed or the event is deleted", () => {
    expect(
      applyLiveMessage(
        page(),
        { type: "member.removed", version: 6, userId: "u1", memberCount: 1, counts: [] },
        "u1",
      ),
    ).toBe("gone");
    expect(applyLiveMessage(page(), { type: "event.deleted", version: 6 }, "u2")).toBe("gone");
  });

  it("records a close with its winner, and a new code", () => {
    const closed = applyLiveMessage(
      page(),
      {
        type: "event.closed",
        version: 6,
        status: "completed",
        winnerLinkId: "l1",
        closedAt: "2026-01-02T00:00:00.000Z",
        deadline: null,
        results: [],
      },
      "u2",
    ) as { page: EventPage };
    expect(closed.page.event).toMatchObject({ status: "completed", winnerLinkId: "l1" });
    const coded = applyLiveMessage(
      closed.page,
      { type: "code.changed", version: 7, invitationCode: "ZZZZ2222" },
      "u2",
    ) as { page: EventPage };
    expect(coded.page.event.invitationCode).toBe("ZZZZ2222");
  });

  it("keeps the voters list of open votes: a changed ballot moves to the end, a taken-back one goes", () => {
    const open = {
      ...page(),
      event: { ...page().event, votesShown: "open" as const },
      links: [
        link("l1", {
          up: 2,
          voters: [
            { userId: "u1", value: "up", weight: 1 },
            { userId: "u2", value: "up", weight: 1 },
          ],
        }),
      ],
    };
    const switched = applyLiveMessage(
      open,
      {
        type: "votes.changed",
        version: 6,
        linkId: "l1",
        up: 1,
        down: 1,
        ballot: { userId: "u1", value: "down", weight: 1 },
      },
      "u2",
    ) as { page: EventPage };
    expect(switched.page.links[0]!.voters).toEqual([
      { userId: "u2", value: "up", weight: 1 },
      { userId: "u1", value: "down", weight: 1 },
    ]);
    const back = applyLiveMessage(
      switched.page,
      {
        type: "votes.changed",
        version: 7,
        linkId: "l1",
        up: 0,
        down: 1,
        ballot: { userId: "u2", value: null, weight: 0 },
      },
      "u1",
    ) as { page: EventPage };
    expect(back.page.links[0]).toMatchObject({
      up: 0,
      down: 1,
      voters: [{ userId: "u1", value: "down", weight: 1 }],
    });
    const left = applyLiveMessage(
      back.page,
      { type: "member.left", version: 8, userId: "u1", memberCount: 1, counts: [] },
      "u2",
    ) as { page: EventPage };
    expect(left.page.links[0]!.voters).toEqual([]);
  });

  it("takes my dots from my other tab", () => {
    const dots = { ...page(), event: { ...page().event, method: "dots" as const } };
    const out = applyLiveMessage(
      dots,
      { type: "votes.changed", version: 6, linkId: "l1", up: 4, down: 0, myVote: "up", myDots: 2 },
      "u1",
    ) as { page: EventPage };
    expect(out.page.links[0]).toMatchObject({ up: 4, myDots: 2, myVote: "up" });
  });

  it("shows a member who saw no results every link's result when the event closes", () => {
    const hidden: EventPage = {
      ...page(),
      event: { ...page().event, resultsShown: "afterClose" },
      links: [
        link("l1", { up: null, down: null, myVote: "up" }),
        link("l2", { up: null, down: null }),
      ],
      seesResults: false,
    };
    const out = applyLiveMessage(
      hidden,
      {
        type: "event.closed",
        version: 6,
        status: "completed",
        winnerLinkId: "l1",
        closedAt: "2026-01-02T00:00:00.000Z",
        deadline: null,
        results: [
          { linkId: "l1", up: 2, down: 0, voters: null },
          { linkId: "l2", up: 1, down: 1, voters: null },
        ],
      },
      "u2",
    ) as { page: EventPage };
    expect(out.page.seesResults).toBe(true);
    expect(out.page.event).toMatchObject({ status: "completed", winnerLinkId: "l1" });
    expect(out.page.links.map((l) => [l.up, l.down])).toEqual([
      [2, 0],
      [1, 1],
    ]);
    expect(out.page.links[0]!.myVote).toBe("up");
  });

  it("refetches on reopening unless results always show, and when who sees what changes", () => {
    const reopened = {
      type: "event.reopened" as const,
      version: 6,
      status: "active" as const,
      winnerLinkId: null,
      closedAt: null,
      deadline: null,
      results: [],
    };
    const closed = { ...page(), event: { ...page().event, status: "completed" as const } };
    expect(applyLiveMessage(closed, reopened, "u1")).not.toBe("refetch");
    const afterClose = {
      ...closed,
      event: { ...closed.event, resultsShown: "afterClose" as const },
    };
    expect(applyLiveMessage(afterClose, reopened, "u1")).toBe("refetch");

    const edited = {
      type: "event.edited" as const,
      version: 6,
      title: "Dinner",
      description: "",
      deadline: null,
      resultsShown: "always" as const,
      votesShown: "counts" as const,
      method: "dots" as const,
      dots: 5,
    };
    const same = applyLiveMessage(page(), edited, "u2") as { page: EventPage };
    expect(same.page.event).toMatchObject({ method: "dots", dots: 5 });
    expect(applyLiveMessage(page(), { ...edited, votesShown: "open" }, "u2")).toBe("refetch");
    expect(applyLiveMessage(page(), { ...edited, resultsShown: "afterVoting" }, "u2")).toBe(
      "refetch",
    );
  });

  it("shows a new link without counts to a member who may not see results", () => {
    const hidden = { ...page(), links: [], seesResults: false };
    const { myVote: _, up: __, down: ___, ...shared } = link("l2");
    const out = applyLiveMessage(
      hidden,
      { type: "link.shared", version: 6, link: shared },
      "u1",
    ) as { page: EventPage };
    expect(out.page.links[0]).toMatchObject({ up: null, down: null, myVote: null });
  });

  it("moves on a version when another member votes for the first time, and changes nothing else", () => {
    const start = { ...page(), seesResults: false };
    const out = applyLiveMessage(start, { type: "member.voted", version: 6, userId: "u2" }, "u1");
    const next = (out as { page: EventPage }).page;
    expect(next.event.version).toBe(6);
    expect(next.links).toBe(start.links);
  });

  it("gives a dots link's dots back as it leaves the shortlist, whether or not it held any", () => {
    const dotsPage = (links: Link[]) => {
      const base = testPage(5, links);
      return { ...base, event: { ...base.event, method: "dots" as const } };
    };
    const off = {
      type: "shortlist.changed",
      version: 6,
      linkId: "l1",
      inShortlist: false,
      shortlistedBy: null,
      shortlistedAt: null,
    } as const;
    const held = dotsPage([link("l1", { up: 4, myVote: "up", myDots: 2 })]);
    const heldNothing = dotsPage([link("l1", { up: 0, myDots: 0 })]);
    for (const start of [held, heldNothing]) {
      const next = (applyLiveMessage(start, off, "u1") as { page: EventPage }).page;
      expect(next.links[0]).toMatchObject({ inShortlist: false, up: 0, down: 0, myVote: null });
      expect(next.links[0]!.myDots).toBe(0);
    }
    // Hidden counts stay hidden.
    const hidden = { ...dotsPage([link("l1", { up: null, down: null, myDots: 1 })]) };
    const next = (applyLiveMessage(hidden, off, "u1") as { page: EventPage }).page;
    expect(next.links[0]).toMatchObject({ up: null, down: null, myDots: 0 });
  });
});
