import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventPage, EventSummary } from "../../src/shared/api";
import { CODE_ALPHABET } from "../../src/shared/core/limits";
import {
  eventMembers,
  events,
  invitations,
  links,
  session,
  votes,
} from "../../src/server/db/schema";
import { signedInUser } from "../support/factories/people";
import { countQueries, listen } from "../support/probes";
import { createEventAs, eventThroughApi, joinAs, linkWithVotes } from "../support/factories/events";
import { startTestApp, type TestApp } from "../support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe("creating an event", () => {
  it("makes the creator its first member, with a server-made code", async () => {
    const ada = await signedInUser(app, { name: "Ada" });
    const res = await ada.client.post("/api/events", {
      title: "  Friday lunch  ",
      description: " Somewhere near the office ",
    });
    expect(res.status).toBe(201);
    const event = res.json as EventSummary;
    expect(event).toMatchObject({
      title: "Friday lunch",
      description: "Somewhere near the office",
      status: "active",
      creatorId: ada.id,
      isCreator: true,
      memberCount: 1,
      linkCount: 0,
      winnerLinkId: null,
      closedAt: null,
    });
    expect(event.invitationCode).toMatch(new RegExp(`^[${CODE_ALPHABET}]{8}$`));
    const members = await app.db
      .select()
      .from(eventMembers)
      .where(eq(eventMembers.eventId, event.id));
    expect(members.map((m) => m.userId)).toEqual([ada.id]);
  });

  it("gives every event its own code", async () => {
    const ada = await signedInUser(app);
    const codes = new Set<string>();
    for (let i = 0; i < 20; i++) codes.add((await createEventAs(ada, `Event ${i}`)).invitationCode);
    expect(codes.size).toBe(20);
  });

  it.each([
    [{}, "title"],
    [{ title: "   " }, "title"],
    [{ title: 42 }, "title"],
    [{ title: "x".repeat(201) }, "title"],
    [{ title: "ok", description: "x".repeat(2001) }, "description"],
    [{ title: "ok", creatorId: "someone-else" }, "body"],
  ])("refuses %j with 400 naming the field, and creates nothing", async (body, field) => {
    const ada = await signedInUser(app);
    const before = await app.db.select({ n: sql<number>`count(*)::int` }).from(events);
    const res = await ada.client.post("/api/events", body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.fields)).toContain(field);
    expect(res.json.error).toMatchObject(res.json.error.fields[field]);
    const after = await app.db.select({ n: sql<number>`count(*)::int` }).from(events);
    expect(after).toEqual(before);
  });

  it("accepts a title of exactly 200 characters", async () => {
    const ada = await signedInUser(app);
    const event = await createEventAs(ada, "t".repeat(200));
    expect(event.title).toHaveLength(200);
  });

  it("refuses a body that is not JSON", async () => {
    const ada = await signedInUser(app);
    const res = await ada.client.request("POST", "/api/events", "title=x", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(res.status).toBe(400);
  });
});

describe("the dashboard", () => {
  it("lists only my events, newest first, with their counts", async () => {
    const ada = await signedInUser(app);
    const bob = await signedInUser(app);
    const first = await createEventAs(ada, "First");
    const second = await createEventAs(bob, "Bob's");
    await joinAs(ada, second.invitationCode);
    await createEventAs(bob, "Not mine");
    await linkWithVotes(app, second.id, bob.id);
    const res = await ada.client.get("/api/events");
    expect(res.status).toBe(200);
    const list = res.json as EventSummary[];
    expect(list.map((e) => e.title)).toEqual(["Bob's", "First"]);
    expect(list[0]).toMatchObject({ isCreator: false, memberCount: 2, linkCount: 1 });
    expect(list[1]).toMatchObject({ id: first.id, isCreator: true, memberCount: 1, linkCount: 0 });
  });

  it("costs the same number of queries for 1,000 events as for 1", async () => {
    const one = await signedInUser(app);
    await createEventAs(one, "Only one");
    const many = await signedInUser(app);
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      title: `Event ${i}`,
      invitationCode: `T${String(i).padStart(7, "0")}`,
      creatorId: many.id,
      memberCount: 1,
    }));
    const made = await app.db.insert(events).values(rows).returning({ id: events.id });
    await app.db.insert(eventMembers).values(made.map((e) => ({ eventId: e.id, userId: many.id })));

    // Each has been seen once already, so on the embedded database, which keeps sessions (decision
    // 204), neither pays for a first session lookup in what is counted.
    for (const person of [one, many]) expect((await person.client.get("/api/me")).status).toBe(200);
    const small = await countQueries(app, () => one.client.get("/api/events"));
    const large = await countQueries(app, () => many.client.get("/api/events"));
    expect(small.result.json).toHaveLength(1);
    expect(large.result.json).toHaveLength(1000);
    expect(large.count).toBe(small.count);
    // The list with the session check in it, and the summaries not yet kept (decision 213).
    expect(small.count).toBeLessThanOrEqual(2);
  });

  it("refuses a signed cookie whose session ended, and a visitor, with 401", async () => {
    const ada = await signedInUser(app);
    await createEventAs(ada, "Mine");
    expect((await ada.client.get("/api/events")).status).toBe(200);
    await app.db.delete(session).where(eq(session.userId, ada.id));
    const ended = await ada.client.get("/api/events");
    expect(ended.status).toBe(401);
    expect(ended.json.error.code).toBe("unauthenticated");
    expect((await app.client().get("/api/events")).status).toBe(401);
  });

  it("shows every change to an event at once, though summaries are kept", async () => {
    const ada = await signedInUser(app);
    const bob = await signedInUser(app);
    const event = await createEventAs(ada, "Before");
    const summary = async (who: typeof ada) =>
      ((await who.client.get("/api/events")).json as EventSummary[]).find((e) => e.id === event.id);
    expect(await summary(ada)).toMatchObject({ title: "Before", memberCount: 1, isCreator: true });

    await joinAs(bob, event.invitationCode);
    expect(await summary(ada)).toMatchObject({ memberCount: 2 });
    expect(await summary(bob)).toMatchObject({ title: "Before", memberCount: 2, isCreator: false });

    await ada.client.patch(`/api/events/${event.id}`, { title: "After" });
    const shared = await bob.client.post(`/api/events/${event.id}/links`, {
      url: "https://example.com/a-place",
      title: "A place",
    });
    expect(shared.status).toBe(201);
    expect(await summary(bob)).toMatchObject({ title: "After", linkCount: 1 });
    expect((await ada.client.post(`/api/events/${event.id}/close`)).status).toBe(200);
    expect(await summary(bob)).toMatchObject({ status: "completed" });
  });
});

describe("the event page", () => {
  it("holds the event, its members and its links newest first with counts and my vote", async () => {
    const { creator, members, id } = await eventThroughApi(app, 2);
    const [bea, cy] = members as [(typeof members)[0], (typeof members)[0]];
    const older = await linkWithVotes(
      app,
      id,
      bea.id,
      [
        { userId: creator.id, value: "up" },
        { userId: cy.id, value: "down" },
      ],
      {
        title: "Older",
        createdAt: new Date(Date.now() - 60_000),
      },
    );
    const newer = await linkWithVotes(app, id, cy.id, [{ userId: bea.id, value: "up" }], {
      title: "Newer",
    });

    const res = await creator.client.get(`/api/events/${id}`);
    expect(res.status).toBe(200);
    const page = res.json as EventPage;
    expect(page.event).toMatchObject({ id, isCreator: true, memberCount: 3, linkCount: 2 });
    expect(page.members.map((m) => [m.name, m.isCreator])).toEqual([
      ["Ada Creator", true],
      ["Member 1", false],
      ["Member 2", false],
    ]);
    expect(page.members[1]).toMatchObject({ id: bea.id, email: bea.email, image: null });
    expect(page.links.map((l) => l.title)).toEqual(["Newer", "Older"]);
    expect(page.links[1]).toMatchObject({
      id: older.id,
      sharedBy: { id: bea.id, name: "Member 1" },
      inShortlist: true,
      up: 1,
      down: 1,
      myVote: "up",
    });
    expect(page.links[0]).toMatchObject({ id: newer.id, up: 1, down: 0, myVote: null });

    const asCy = (await cy.client.get(`/api/events/${id}`)).json as EventPage;
    expect(asCy.event.isCreator).toBe(false);
    expect(asCy.links.map((l) => l.myVote)).toEqual([null, "down"]);
    // A member sees their own address, nobody else's (decision 212).
    expect(asCy.members.map((m) => m.email)).toEqual(["", "", cy.email]);
  });

  it("is a 404 for a non-member, an unknown id and a malformed id", async () => {
    const { id } = await eventThroughApi(app, 0);
    const stranger = await signedInUser(app);
    for (const path of [
      `/api/events/${id}`,
      `/api/events/${randomUUID()}`,
      "/api/events/not-a-uuid",
      "/api/events/1%27%20or%201=1",
    ]) {
      const res = await stranger.client.get(path);
      expect(res.status, path).toBe(404);
      expect(res.json.error).toEqual({ code: "eventNotFound", message: "Event not found" });
    }
  });

  it("costs the same number of queries for 1 link and 1 member as for 300 links and 41 members", async () => {
    const small = await eventThroughApi(app, 0, "Small");
    await linkWithVotes(app, small.id, small.creator.id, [
      { userId: small.creator.id, value: "up" },
    ]);

    const large = await eventThroughApi(app, 2, "Large");
    const extra = Array.from({ length: 38 }, () => ({
      id: randomUUID(),
      name: "Extra",
      email: `${randomUUID()}@example.test`,
    }));
    await app.db.execute(
      sql`insert into "user" (id, name, email) select * from json_to_recordset(${JSON.stringify(extra)}::json) as x(id text, name text, email text)`,
    );
    await app.db
      .insert(eventMembers)
      .values(extra.map((u) => ({ eventId: large.id, userId: u.id })));
    const made = await app.db
      .insert(links)
      .values(
        Array.from({ length: 300 }, (_, i) => ({
          eventId: large.id,
          url: `https://example.com/${i}`,
          title: `L${i}`,
          sharedBy: large.creator.id,
          inShortlist: true,
        })),
      )
      .returning({ id: links.id });
    await app.db.insert(votes).values(
      made.map((l, i) => ({
        linkId: l.id,
        userId: large.creator.id,
        value: i % 2 ? ("up" as const) : ("down" as const),
      })),
    );

    const a = await countQueries(app, () => small.creator.client.get(`/api/events/${small.id}`));
    const b = await countQueries(app, () => large.creator.client.get(`/api/events/${large.id}`));
    expect((a.result.json as EventPage).links).toHaveLength(1);
    expect((b.result.json as EventPage).links).toHaveLength(300);
    expect((b.result.json as EventPage).members).toHaveLength(41);
    expect(b.count).toBe(a.count);
  });
});

describe("the creator's controls", () => {
  it("edits the title and description, bumps the version and tells the room", async () => {
    const { creator, event, id } = await eventThroughApi(app, 1);
    const room = listen(app, id);
    const res = await creator.client.patch(`/api/events/${id}`, {
      title: " New title ",
      description: "",
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      title: "New title",
      description: "",
      version: event.version + 2,
    });
    expect(room.messages).toEqual([
      {
        type: "event.edited",
        version: event.version + 2,
        title: "New title",
        description: "",
        deadline: null,
        resultsShown: "always",
        votesShown: "counts",
        method: "upDown",
        dots: 3,
      },
    ]);
  });

  it("refuses an edit with nothing to change or a blank title", async () => {
    const { creator, id } = await eventThroughApi(app, 0);
    expect((await creator.client.patch(`/api/events/${id}`, {})).status).toBe(400);
    expect((await creator.client.patch(`/api/events/${id}`, { title: "" })).status).toBe(400);
  });

  it("makes a new code: the old one stops working, the new one joins", async () => {
    const { creator, event, id } = await eventThroughApi(app, 0);
    const room = listen(app, id);
    const res = await creator.client.post(`/api/events/${id}/code`);
    expect(res.status).toBe(200);
    const renewed = res.json as EventSummary;
    expect(renewed.invitationCode).not.toBe(event.invitationCode);
    expect(room.messages).toEqual([
      { type: "code.changed", version: renewed.version, invitationCode: renewed.invitationCode },
    ]);

    const late = await signedInUser(app);
    const old = await late.client.post("/api/events/join", { code: event.invitationCode });
    expect(old.status).toBe(404);
    expect(old.json.error.code).toBe("invalidCode");
    expect((await late.client.get(`/api/invite/${event.invitationCode}`)).status).toBe(404);
    expect(
      (await late.client.post("/api/events/join", { code: renewed.invitationCode })).status,
    ).toBe(200);
  });

  it("deletes the event with everything in it and tells the room", async () => {
    const { creator, members, id } = await eventThroughApi(app, 1);
    await linkWithVotes(app, id, members[0]!.id, [{ userId: creator.id, value: "up" }]);
    await app.db
      .insert(invitations)
      .values({ eventId: id, email: "x@example.test", invitedBy: creator.id });
    const room = listen(app, id);
    const res = await creator.client.delete(`/api/events/${id}`);
    expect(res.status).toBe(204);
    expect(room.messages.map((m) => m.type)).toEqual(["event.deleted"]);
    expect(room.isClosed()).toBe(true);
    for (const table of [eventMembers, links, invitations] as const) {
      expect(await app.db.select().from(table).where(eq(table.eventId, id))).toEqual([]);
    }
    expect((await creator.client.get(`/api/events/${id}`)).status).toBe(404);
    expect((await members[0]!.client.get("/api/events")).json).toEqual([]);
  });
});
