// The group's memory in a round (decision 226): each link's history on the event page (won on,
// shortlisted, shared before, from the group's other closed rounds only, naming nobody from
// outside the group), a kept page made anew when another round closes, "give others a chance"
// (a barred address never wins, in every method, and the result says why) and the runners-up a
// new round brings back. Groups and rounds are made in the database (factories/groups.ts, with
// the server's openRound); everything people do in them goes through the API.
import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, links } from "../../src/server/db/schema";
import { notificationOutbox as outbox } from "../../src/server/features/notifications/tables";
import * as shape from "../../src/shared/responses";
import type { EventPage, Link, LinkHistory } from "../../src/shared/api";
import type { VoteMethod } from "../../src/shared/core/voting";
import { closeEvent, eventWithMembers, share, shortlist, vote } from "../support/factories/events";
import { createGroup, leaveGroup, openRoundOf } from "../support/factories/groups";
import { people, type Person } from "../support/factories/people";
import { openLive, type LiveReader } from "../support/sse";
import { startTestApp, type TestApp } from "../support/test-app";

let app: TestApp;
// An email's subject and text, in the outbox's content.
const mailSubject = sql<string>`${outbox.content}->>'subject'`;
const mailText = sql<string>`${outbox.content}->>'text'`;
const streams: LiveReader[] = [];
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  streams.forEach((s) => s.close());
  await app.close();
});

const pageOf = async (person: Person, eventId: string) => {
  const answer = await person.client.get(`/api/events/${eventId}`);
  expect(answer.status).toBe(200);
  return {
    page: shape.eventPage.parse(answer.json) as EventPage,
    etag: answer.headers.get("etag"),
  };
};
const byUrl = (page: EventPage, url: string): Link => page.links.find((l) => l.url === url)!;
const historyOf = (page: EventPage, url: string): LinkHistory | null => byUrl(page, url).history;

const withTag = (person: Person, eventId: string, etag: string) =>
  person.client.request("GET", `/api/events/${eventId}`, undefined, { "if-none-match": etag });

let groups = 0;

/** A group of three (Ada made it) with "give others a chance" for the last `bar` rounds; its
 * rounds are titled with its own name. */
async function threePeople(bar = 0) {
  const [ada, ben, cy] = await people(app, 3, "Friend");
  const name = `Group ${++groups} ${Date.now().toString(36)}`;
  const groupId = await createGroup(app.db, ada!.id, [ben!.id, cy!.id], {
    barLastWinners: bar,
    name,
  });
  return { ada: ada!, ben: ben!, cy: cy!, groupId, name };
}

describe("a link's history in its group", () => {
  it("says when the address won, how often it was shortlisted and who shared it first, from the other closed rounds", async () => {
    const { ada, ben, cy, groupId } = await threePeople();
    const one = await openRoundOf(app.db, groupId, ada.id);
    const two = await openRoundOf(app.db, groupId, ada.id);
    const [pizza, tacos, sushi, fresh] = ["pizza", "tacos", "sushi", "fresh"].map(
      (name) => `https://${name}-${groupId.slice(0, 8)}.example/`,
    ) as [string, string, string, string];

    // Round 1: Ben's pizza wins, Cy's tacos are shortlisted, Ada's sushi is only shared.
    const pizzaOne = await share(ben, one.id, "Pizza", pizza);
    const tacosOne = await share(cy, one.id, "Tacos", tacos);
    await share(ada, one.id, "Sushi", sushi);
    await shortlist(ada, one.id, pizzaOne.id);
    await shortlist(ada, one.id, tacosOne.id);
    await vote(ada, one.id, pizzaOne.id, "up");
    await vote(cy, one.id, pizzaOne.id, "up");

    // Round 2, open at the same time: the same addresses shared again by others, and a new one.
    await share(ada, two.id, "Pizza again", pizza);
    await share(ada, two.id, "Tacos again", tacos);
    await share(ben, two.id, "Sushi again", sushi);
    await share(cy, two.id, "Something new", fresh);

    // While round 1 is open it says nothing: only closed rounds are the group's memory.
    const before = await pageOf(ben, two.id);
    expect(before.page.links.map((l) => l.history)).toEqual([null, null, null, null]);
    expect(before.page.links.every((l) => l.barred === false)).toBe(true);
    // Kept for this version: the same page again, and a 304 for its tag.
    expect((await withTag(ben, two.id, before.etag!)).status).toBe(304);

    const stream = await openLive(ben.client, two.id);
    streams.push(stream);
    const closed = await closeEvent(ada, one.id);
    expect(closed.winnerLinkId).toBe(pizzaOne.id);
    // Round 2's open pages are told to fetch again, and its kept page is not served.
    await stream.waitFor((m) => m.type === "refetch");
    expect((await withTag(ben, two.id, before.etag!)).status).toBe(200);

    const after = await pageOf(ben, two.id);
    expect(after.page.event.version).toBeGreaterThan(before.page.event.version);
    expect(historyOf(after.page, pizza)).toEqual({
      wonOn: [closed.closedAt],
      shortlisted: 1,
      sharedBefore: ben.name,
    });
    expect(historyOf(after.page, tacos)).toEqual({
      wonOn: [],
      shortlisted: 1,
      sharedBefore: cy.name,
    });
    expect(historyOf(after.page, sushi)).toEqual({
      wonOn: [],
      shortlisted: 0,
      sharedBefore: ada.name,
    });
    expect(historyOf(after.page, fresh)).toBeNull();
    // Every member sees the same history (it is part of the kept page).
    expect(historyOf((await pageOf(cy, two.id)).page, pizza)).toEqual(historyOf(after.page, pizza));

    // Round 1's own page: round 2 is still open, so it says nothing of round 1's links.
    const onePage = (await pageOf(ada, one.id)).page;
    expect(onePage.links.map((l) => l.history)).toEqual([null, null, null]);

    // A third round: the share answers the history at once (the live message carries it too),
    // and counts every round it won, newest first.
    await shortlist(ada, two.id, byUrl(after.page, pizza).id);
    const closedTwo = await closeEvent(ada, two.id);
    expect(closedTwo.winnerLinkId).toBe(byUrl(after.page, pizza).id);
    const three = await openRoundOf(app.db, groupId, ada.id);
    const threeStream = await openLive(ada.client, three.id);
    streams.push(threeStream);
    const pizzaThree = shape.newLink.parse(await share(cy, three.id, "Pizza, third time", pizza));
    expect(pizzaThree.history).toEqual({
      wonOn: [closedTwo.closedAt, closed.closedAt],
      shortlisted: 2,
      sharedBefore: ben.name,
    });
    const message = await threeStream.waitFor((m) => m.type === "link.shared");
    expect(message.link.history).toEqual(pizzaThree.history);
    expect(historyOf((await pageOf(ada, three.id)).page, pizza)).toEqual(pizzaThree.history);
  });

  it("is made anew in the other rounds when a round closes by its deadline", async () => {
    const { ada, ben, groupId } = await threePeople();
    const url = `https://deadline-${groupId.slice(0, 8)}.example/`;
    const one = await openRoundOf(app.db, groupId, ada.id);
    const two = await openRoundOf(app.db, groupId, ada.id);
    const won = await share(ben, one.id, "Wins at the deadline", url);
    await shortlist(ada, one.id, won.id);
    await share(ada, two.id, "Same address", url);
    const before = await pageOf(ben, two.id);
    expect(historyOf(before.page, url)).toBeNull();
    const stream = await openLive(ben.client, two.id);
    streams.push(stream);

    await app.db
      .update(events)
      .set({ deadline: new Date(Date.now() - 1000) })
      .where(eq(events.id, one.id));
    await app.scheduler.tick();
    await stream.waitFor((m) => m.type === "refetch");
    expect((await withTag(ben, two.id, before.etag!)).status).toBe(200);
    const [closed] = await app.db
      .select({ closedAt: events.closedAt })
      .from(events)
      .where(eq(events.id, one.id));
    expect(historyOf((await pageOf(ben, two.id)).page, url)).toEqual({
      wonOn: [closed!.closedAt!.toISOString()],
      shortlisted: 1,
      sharedBefore: ben.name,
    });
  });

  it("is null in a standalone event, even for an address a group remembers", async () => {
    const { ada, ben, groupId } = await threePeople();
    const url = `https://remembered-${groupId.slice(0, 8)}.example/`;
    const one = await openRoundOf(app.db, groupId, ada.id);
    const won = await share(ben, one.id, "Won once", url);
    await shortlist(ada, one.id, won.id);
    await closeEvent(ada, one.id);

    const { id, creator } = await eventWithMembers(app, 0);
    const shared = shape.newLink.parse(await share(creator, id, "Same address", url));
    expect(shared).toMatchObject({ barred: false, history: null });
    const { page } = await pageOf(creator, id);
    expect(page.links[0]).toMatchObject({ barred: false, history: null });
  });

  it("names a former member who shared it, and never anyone from outside the group", async () => {
    const { ada, ben, cy, groupId } = await threePeople();
    const [outsider] = await people(app, 1, "Outsider Zed");
    const kept = `https://kept-${groupId.slice(0, 8)}.example/`;
    const foreign = `https://foreign-${groupId.slice(0, 8)}.example/`;
    const one = await openRoundOf(app.db, groupId, ada.id);
    const cyLink = await share(cy, one.id, "Cy's find", kept);
    await shortlist(ada, one.id, cyLink.id);
    // A link in the round by someone who was never in the group nor in the round (as an event
    // turned into a group's first round may hold from a member who had left it before).
    await app.db.insert(links).values({
      eventId: one.id,
      url: foreign,
      title: "Brought by an outsider",
      sharedBy: outsider!.id,
      inShortlist: true,
      shortlistedBy: ada.id,
      shortlistedAt: new Date(),
    });
    // The newer of two links with no votes wins: the outsider's.
    const closed = await closeEvent(ada, one.id);
    // Cy leaves the group: the closed round keeps that Cy was there.
    await leaveGroup(app.db, groupId, cy.id);

    const two = await openRoundOf(app.db, groupId, ada.id);
    await share(ben, two.id, "Cy's find again", kept);
    await share(ben, two.id, "The outsider's again", foreign);
    const answer = await ben.client.get(`/api/events/${two.id}`);
    const page = shape.eventPage.parse(answer.json);
    expect(historyOf(page, kept)).toEqual({ wonOn: [], shortlisted: 1, sharedBefore: cy.name });
    expect(historyOf(page, foreign)).toEqual({
      wonOn: [closed.closedAt],
      shortlisted: 1,
      sharedBefore: null,
    });
    expect(answer.text).not.toContain(outsider!.name);
  });
});

describe("give others a chance", () => {
  /** Round 1 of a group barring the last winner, closed with `won` (its address) as winner;
   * then round 2, in `method`, opened with that address barred. */
  async function barredRound(method: VoteMethod) {
    const group = await threePeople(1);
    const { ada, ben, groupId } = group;
    const url = `https://won-${groupId.slice(0, 8)}.example/`;
    const one = await openRoundOf(app.db, groupId, ada.id);
    const winner = await share(ben, one.id, "Last week's winner", url);
    await shortlist(ada, one.id, winner.id);
    await closeEvent(ada, one.id);
    const two = await openRoundOf(app.db, groupId, ada.id);
    await app.db.update(events).set({ method, dots: 3 }).where(eq(events.id, two.id));
    const [row] = await app.db
      .select({ barred: events.barredUrls })
      .from(events)
      .where(eq(events.id, two.id));
    expect(row!.barred).toEqual([url]);
    return { ...group, url, two };
  }

  const ballots: Record<
    VoteMethod,
    { more: Parameters<typeof vote>[3]; less: Parameters<typeof vote>[3] }
  > = {
    upDown: { more: "up", less: "up" },
    approval: { more: "up", less: "up" },
    dots: { more: { weight: 3 }, less: { weight: 1 } },
  };

  it.each(["upDown", "approval", "dots"] as const)(
    "passes over a barred link however far ahead, and the result says why (%s)",
    async (method) => {
      const { ada, ben, cy, url, two, name } = await barredRound(method);
      const again = shape.newLink.parse(await share(cy, two.id, "The winner again", url));
      expect(again.barred).toBe(true);
      const other = await share(ben, two.id, "Someone else's turn", `${url}other`);
      expect(other.barred).toBe(false);
      await shortlist(ada, two.id, again.id);
      await shortlist(ada, two.id, other.id);
      // The barred link is ahead: two votes (or three dots) against one (or one dot).
      await vote(ada, two.id, again.id, ballots[method].more);
      if (method !== "dots") await vote(cy, two.id, again.id, ballots[method].more);
      await vote(ben, two.id, other.id, ballots[method].less);

      const { page } = await pageOf(ben, two.id);
      expect(byUrl(page, url).barred).toBe(true);
      expect(byUrl(page, `${url}other`).barred).toBe(false);
      expect(byUrl(page, url).up).toBeGreaterThan(byUrl(page, `${url}other`).up!);

      const closed = await closeEvent(ada, two.id);
      expect(closed.winnerLinkId).toBe(other.id);
      const token = (await ada.client.put(`/api/events/${two.id}/result-link`)).json.url
        .split("/")
        .at(-1);
      const result = shape.publicResult.parse(
        (await app.client().get(`/api/results/${token}`)).json,
      );
      expect(result.winner).toMatchObject({ id: other.id, barred: false });
      expect(result.ranking.map((l) => [l.id, l.barred])).toEqual([
        [other.id, false],
        [again.id, true],
      ]);
      // The download ranks it so too.
      const exported = (await ben.client.get(`/api/events/${two.id}/export.json`)).json;
      expect(
        exported.links.map((l: { title: string; rank: number; winner: boolean }) => [
          l.title,
          l.rank,
          l.winner,
        ]),
      ).toEqual([
        ["Someone else's turn", 1, true],
        ["The winner again", 2, false],
      ]);
      // And the "closed" email, to each member, with the reason.
      const mails = await app.db
        .select({ subject: mailSubject, text: mailText })
        .from(outbox)
        .where(and(eq(outbox.kind, "closed"), like(mailSubject, `%Someone else's turn%`)));
      const ofThisRound = mails.filter((m) => m.subject.includes(name));
      expect(ofThisRound).toHaveLength(3);
      for (const mail of ofThisRound) {
        expect(mail.text).toMatch(/The winner again.*skipped: won recently/);
      }
    },
  );

  it("records no winner when every shortlisted link is barred, and the email says why", async () => {
    const { ada, cy, url, two, name } = await barredRound("upDown");
    const again = await share(cy, two.id, "Only the winner again", url);
    await shortlist(ada, two.id, again.id);
    await vote(ada, two.id, again.id, "up");
    const closed = await closeEvent(ada, two.id);
    expect(closed.winnerLinkId).toBeNull();
    const mails = await app.db
      .select({ subject: mailSubject, text: mailText })
      .from(outbox)
      .where(and(eq(outbox.kind, "closed"), like(mailSubject, `%${name}%`)));
    // One per member for each round: round 1 had a winner, round 2 none.
    expect(mails).toHaveLength(6);
    const noWinner = mails.filter((m) => !m.subject.includes("the winner is"));
    expect(noWinner).toHaveLength(3);
    for (const mail of noWinner) expect(mail.text).toContain("won one of the last rounds");
  });
});

describe("a new round's runners-up", () => {
  it("brings back the last round's shortlisted non-winners with their sharers, counts at zero, and not those whose sharer left", async () => {
    const { ada, ben, cy, groupId } = await threePeople();
    const one = await openRoundOf(app.db, groupId, ada.id);
    const base = `https://runner-${groupId.slice(0, 8)}.example/`;
    const winner = await share(ben, one.id, "Winner", `${base}winner`);
    const byCy = await share(cy, one.id, "Cy's runner-up", `${base}cy`);
    const byAda = await share(ada, one.id, "Ada's runner-up", `${base}ada`);
    const listedByCy = await share(ben, one.id, "Ben's, shortlisted by Cy", `${base}ben`);
    await share(ben, one.id, "Never shortlisted", `${base}never`);
    await shortlist(ada, one.id, winner.id);
    await shortlist(ada, one.id, byCy.id);
    await shortlist(ben, one.id, byAda.id);
    await shortlist(cy, one.id, listedByCy.id);
    await vote(ada, one.id, winner.id, "up");
    await vote(ben, one.id, winner.id, "up");
    await vote(cy, one.id, byAda.id, "up");
    expect((await closeEvent(ada, one.id)).winnerLinkId).toBe(winner.id);
    await leaveGroup(app.db, groupId, cy.id);

    const two = await openRoundOf(app.db, groupId, ada.id, { runnersUp: true });
    const { page } = await pageOf(ben, two.id);
    const brought = page.links.map((l) => ({
      url: l.url,
      sharedBy: l.sharedBy.id,
      inShortlist: l.inShortlist,
      shortlistedBy: l.shortlistedBy,
      up: l.up,
      down: l.down,
      myVote: l.myVote,
    }));
    expect(brought).toEqual(
      expect.arrayContaining([
        {
          url: `${base}ada`,
          sharedBy: ada.id,
          inShortlist: true,
          shortlistedBy: ben.id,
          up: 0,
          down: 0,
          myVote: null,
        },
        {
          // Cy shortlisted it and has left: nobody is named for it now.
          url: `${base}ben`,
          sharedBy: ben.id,
          inShortlist: true,
          shortlistedBy: null,
          up: 0,
          down: 0,
          myVote: null,
        },
      ]),
    );
    expect(brought).toHaveLength(2);
    expect(two.linkCount).toBe(2);
    expect(page.event.linkCount).toBe(2);
    // Their history says where they come from.
    expect(historyOf(page, `${base}ada`)).toEqual({
      wonOn: [],
      shortlisted: 1,
      sharedBefore: ada.name,
    });
  });

  it("brings nothing back for a group's first round, or without runnersUp", async () => {
    const { ada, ben, groupId } = await threePeople();
    const first = await openRoundOf(app.db, groupId, ada.id, { runnersUp: true });
    expect(first.linkCount).toBe(0);
    const listed = await share(
      ben,
      first.id,
      "Listed",
      `https://plain-${groupId.slice(0, 8)}.example/`,
    );
    await shortlist(ada, first.id, listed.id);
    await share(ben, first.id, "Winner", `https://plain-win-${groupId.slice(0, 8)}.example/`).then(
      async (w) => {
        await shortlist(ada, first.id, w.id);
        await vote(ada, first.id, w.id, "up");
      },
    );
    await closeEvent(ada, first.id);
    const plain = await openRoundOf(app.db, groupId, ada.id);
    expect(plain.linkCount).toBe(0);
    expect((await pageOf(ada, plain.id)).page.links).toEqual([]);
  });
});
