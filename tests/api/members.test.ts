import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventPage } from "../../src/shared/api";
import { eventMembers, events, votes } from "../../src/server/db/schema";
import { signedInUser } from "../support/factories/people";
import { createEventAs, eventThroughApi, joinAs, linkWithVotes } from "../support/factories/events";
import { linkCounts } from "../support/snapshot";
import { listen } from "../support/probes";
import { startTestApp, type TestApp } from "../support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const membershipCount = async (eventId: string) =>
  (
    await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(eventMembers)
      .where(eq(eventMembers.eventId, eventId))
  )[0]!.n;
const storedEvent = async (eventId: string) =>
  (await app.db.select().from(events).where(eq(events.id, eventId)))[0]!;

describe("joining by code", () => {
  it("trims and upper-cases the code, adds the member and tells the room", async () => {
    const ada = await signedInUser(app);
    const event = await createEventAs(ada);
    const room = listen(app, event.id, ada.id, false, true);
    const otherMember = listen(app, event.id, "another-member");
    const bob = await signedInUser(app, { name: "Bob Stone" });
    const res = await bob.client.post("/api/events/join", {
      code: `  ${event.invitationCode.toLowerCase()}  `,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: event.id,
      isCreator: false,
      memberCount: 2,
      version: event.version + 1,
    });
    expect(room.messages).toEqual([
      {
        type: "member.joined",
        version: event.version + 1,
        memberCount: 2,
        member: expect.objectContaining({
          id: bob.id,
          name: "Bob Stone",
          email: bob.email,
          isCreator: false,
        }),
      },
    ]);
    // Another member is told who joined, not their address (decision 212).
    expect(otherMember.messages).toEqual([
      expect.objectContaining({ member: expect.objectContaining({ id: bob.id, email: "" }) }),
    ]);
    expect((await bob.client.get("/api/events")).json.map((e: { id: string }) => e.id)).toEqual([
      event.id,
    ]);
  });

  it("answers a second join with 409 and keeps one membership", async () => {
    const ada = await signedInUser(app);
    const event = await createEventAs(ada);
    const bob = await signedInUser(app);
    await joinAs(bob, event.invitationCode);
    const again = await bob.client.post("/api/events/join", { code: event.invitationCode });
    expect(again.status).toBe(409);
    expect(again.json.error).toEqual({
      code: "alreadyMember",
      message: "You are already a member of this event",
    });
    const creatorAgain = await ada.client.post("/api/events/join", { code: event.invitationCode });
    expect(creatorAgain.status).toBe(409);
    expect(await membershipCount(event.id)).toBe(2);
    expect((await storedEvent(event.id)).memberCount).toBe(2);
  });

  it("keeps one membership when the same person joins twice at once", async () => {
    const ada = await signedInUser(app);
    const event = await createEventAs(ada);
    const bob = await signedInUser(app);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        bob.client.post("/api/events/join", { code: event.invitationCode }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await membershipCount(event.id)).toBe(2);
    expect((await storedEvent(event.id)).memberCount).toBe(2);
  });

  it.each([
    [{ code: "NOPE2345" }, 404, "invalidCode"],
    // Text PostgreSQL cannot store is refused for every JSON body (decision 201).
    [{ code: "AB\u0000CD" }, 400, "unstorableText"],
    [{ code: "ÄÖÜ-1234" }, 404, "invalidCode"],
    [{ code: "   " }, 400, "codeRequired"],
    [{ code: 12345678 }, 400, "codeRequired"],
    [{ code: "X".repeat(40) }, 400, "codeTooLong"],
    [{}, 400, "codeRequired"],
  ])("refuses %j with %i", async (body, status, code) => {
    const bob = await signedInUser(app);
    const res = await bob.client.post("/api/events/join", body);
    expect(res.status).toBe(status);
    expect(res.json.error.code).toBe(code);
    expect((await bob.client.get("/api/events")).json).toEqual([]);
  });

  it("lets people join a closed event, to see the result", async () => {
    const ada = await signedInUser(app);
    const event = await createEventAs(ada);
    await app.db
      .update(events)
      .set({ status: "completed", closedAt: new Date() })
      .where(eq(events.id, event.id));
    const bob = await signedInUser(app);
    expect((await joinAs(bob, event.invitationCode)).status).toBe("completed");
  });
});

describe("join attempts are rate-limited per client address", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ env: { RATE_LIMIT_JOIN_PER_10_MINUTES: "3" } });
  });
  afterAll(() => limited.close());

  it("answers 429 after the limit, right code or not", async () => {
    const ada = await signedInUser(limited);
    const event = await createEventAs(ada);
    const bob = await signedInUser(limited);
    for (let i = 0; i < 3; i++)
      expect((await bob.client.post("/api/events/join", { code: `WRONG00${i}` })).status).toBe(404);
    const res = await bob.client.post("/api/events/join", { code: event.invitationCode });
    expect(res.status).toBe(429);
    expect(res.json.error.code).toBe("tooManyRequests");
    expect(
      await limited.db.select().from(eventMembers).where(eq(eventMembers.userId, bob.id)),
    ).toEqual([]);
  });
});

describe("the Join dialog's one request for either code (POST /api/join)", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ env: { RATE_LIMIT_JOIN_PER_10_MINUTES: "3" } });
  });
  afterAll(() => limited.close());

  it("joins a group or an event by its code, each request counted once against the limit", async () => {
    const ada = await signedInUser(limited);
    const made = await ada.client.post("/api/groups", { name: "Walkers" });
    expect(made.status).toBe(201);
    const event = await createEventAs(ada);
    const bob = await signedInUser(limited);
    // A group's code (it used to take a refused try at the event's route first, counted too).
    const group = await bob.client.post("/api/join", { code: made.json.invitationCode });
    expect(group.status).toBe(200);
    expect(group.json).toEqual({ group: expect.objectContaining({ id: made.json.id }) });
    expect(group.json.group.myRole).toBe("member");
    const again = await bob.client.post("/api/join", { code: made.json.invitationCode });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe("alreadyGroupMember");
    const joined = await bob.client.post("/api/join", {
      code: ` ${event.invitationCode.toLowerCase()} `,
    });
    expect(joined.status).toBe(200);
    expect(joined.json).toEqual({
      event: expect.objectContaining({ id: event.id, isCreator: false }),
    });
    // Three requests, three counts: the fourth is refused, and joins nothing.
    const other = await createEventAs(ada);
    const refused = await bob.client.post("/api/join", { code: other.invitationCode });
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe("tooManyRequests");
    expect(
      await limited.db.select().from(eventMembers).where(eq(eventMembers.eventId, other.id)),
    ).toHaveLength(1);
  });

  it("answers 404 invalidCode for a code that names nothing", async () => {
    const cat = await signedInUser(app);
    const res = await cat.client.post("/api/join", { code: "NOPE2345" });
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe("invalidCode");
  });
});

describe("leaving", () => {
  it("takes the member and their votes out, fixing the counts in the same change", async () => {
    const { creator, members, id } = await eventThroughApi(app, 2);
    const [bea, cy] = members as [(typeof members)[0], (typeof members)[0]];
    const both = await linkWithVotes(app, id, creator.id, [
      { userId: bea.id, value: "up" },
      { userId: cy.id, value: "up" },
      { userId: creator.id, value: "down" },
    ]);
    const downByBea = await linkWithVotes(app, id, cy.id, [{ userId: bea.id, value: "down" }]);
    const untouched = await linkWithVotes(app, id, cy.id, [{ userId: cy.id, value: "up" }]);
    const before = await storedEvent(id);
    const room = listen(app, id, bea.id);

    const res = await bea.client.post(`/api/events/${id}/leave`);
    expect(res.status).toBe(204);

    expect(await linkCounts(app, both.id)).toEqual({ up: 1, down: 1 });
    expect(await linkCounts(app, downByBea.id)).toEqual({ up: 0, down: 0 });
    expect(await linkCounts(app, untouched.id)).toEqual({ up: 1, down: 0 });
    expect(await app.db.select().from(votes).where(eq(votes.userId, bea.id))).toEqual([]);
    const after = await storedEvent(id);
    expect(after.memberCount).toBe(before.memberCount - 1);
    expect(after.version).toBe(before.version + 1);
    expect(await membershipCount(id)).toBe(2);

    expect(room.messages).toHaveLength(1);
    const message = room.messages[0]!;
    expect(message).toMatchObject({
      type: "member.left",
      userId: bea.id,
      memberCount: 2,
      version: after.version,
    });
    expect(
      message.type === "member.left" &&
        [...message.counts].sort((a, b) => a.linkId.localeCompare(b.linkId)),
    ).toEqual(
      [
        { linkId: both.id, up: 1, down: 1 },
        { linkId: downByBea.id, up: 0, down: 0 },
      ].sort((a, b) => a.linkId.localeCompare(b.linkId)),
    );
    // The hub ends the stream of the person who left.
    expect(room.isClosed()).toBe(true);

    expect((await bea.client.get(`/api/events/${id}`)).status).toBe(404);
    const page = (await creator.client.get(`/api/events/${id}`)).json as EventPage;
    expect(page.members.map((m) => m.id)).not.toContain(bea.id);
  });

  it("refuses the creator with 403 and changes nothing", async () => {
    const { creator, id } = await eventThroughApi(app, 1);
    const before = await storedEvent(id);
    const res = await creator.client.post(`/api/events/${id}/leave`);
    expect(res.status).toBe(403);
    expect(res.json.error).toEqual({
      code: "creatorCannotLeave",
      message: "The creator cannot leave the event. Delete it instead.",
    });
    expect(await storedEvent(id)).toEqual(before);
  });

  it("can rejoin after leaving", async () => {
    const { members, event, id } = await eventThroughApi(app, 1);
    await members[0]!.client.post(`/api/events/${id}/leave`);
    expect((await joinAs(members[0]!, event.invitationCode)).memberCount).toBe(2);
  });
});

describe("removing a member", () => {
  it("is the creator's: the member and their votes go, and they lose access", async () => {
    const { creator, members, id } = await eventThroughApi(app, 2);
    const [bea, cy] = members as [(typeof members)[0], (typeof members)[0]];
    const link = await linkWithVotes(app, id, cy.id, [
      { userId: bea.id, value: "up" },
      { userId: cy.id, value: "up" },
    ]);
    const room = listen(app, id);
    const res = await creator.client.delete(`/api/events/${id}/members/${bea.id}`);
    expect(res.status).toBe(204);
    expect(await linkCounts(app, link.id)).toEqual({ up: 1, down: 0 });
    expect(room.messages).toEqual([
      expect.objectContaining({
        type: "member.removed",
        userId: bea.id,
        memberCount: 2,
        counts: [{ linkId: link.id, up: 1, down: 0 }],
      }),
    ]);
    expect((await bea.client.get(`/api/events/${id}`)).status).toBe(404);
    expect((await bea.client.get("/api/events")).json).toEqual([]);
  });

  it("refuses a member (403), the creator themself (403) and someone who is not a member (404)", async () => {
    const { creator, members, id } = await eventThroughApi(app, 2);
    const outsider = await signedInUser(app);
    const before = await storedEvent(id);
    const byMember = await members[0]!.client.delete(`/api/events/${id}/members/${members[1]!.id}`);
    expect(byMember.status).toBe(403);
    const self = await creator.client.delete(`/api/events/${id}/members/${creator.id}`);
    expect(self.status).toBe(403);
    expect(self.json.error.code).toBe("creatorCannotBeRemoved");
    expect((await creator.client.delete(`/api/events/${id}/members/${outsider.id}`)).status).toBe(
      404,
    );
    for (const nobody of ["nobody", "a%00b", "x".repeat(300)]) {
      expect((await creator.client.delete(`/api/events/${id}/members/${nobody}`)).status).toBe(404);
    }
    expect(await storedEvent(id)).toEqual(before);
    expect(await membershipCount(id)).toBe(3);
  });

  it("counts one removal when two happen at once", async () => {
    const { creator, members, id } = await eventThroughApi(app, 1);
    const bea = members[0]!;
    await linkWithVotes(app, id, creator.id, [{ userId: bea.id, value: "up" }]);
    const answers = await Promise.all([
      creator.client.delete(`/api/events/${id}/members/${bea.id}`),
      creator.client.delete(`/api/events/${id}/members/${bea.id}`),
      bea.client.post(`/api/events/${id}/leave`),
    ]);
    expect(answers.map((a) => a.status).filter((s) => s === 204)).toHaveLength(1);
    const stored = await storedEvent(id);
    expect(stored.memberCount).toBe(1);
    expect(await membershipCount(id)).toBe(1);
    expect(
      await app.db
        .select()
        .from(votes)
        .where(and(eq(votes.userId, bea.id))),
    ).toEqual([]);
  });
});
