// Taking part as a guest: a name and a session (Better Auth's anonymous plugin), what a guest may
// and may not do, saving the account (sign-up, or sign-in to an account that exists: merged), the
// per-address limit, bad names, and the clean-up of guests left with nothing.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GUEST_EMAIL_DOMAIN } from "../../src/server/auth/auth";
import { testRows } from "../support/rows";
import { eventMembers, events, links, session, user, votes } from "../../src/server/db/schema";
import { removeLeftGuests } from "../../src/server/features/guests/clean-up";
import type { Me } from "../../src/shared/api";
import {
  createEventAs,
  joinAs,
  share,
  shortlist,
  tryVote,
  vote,
} from "../support/factories/events";
import { createUser, PASSWORD, signedInUser, uniqueEmail } from "../support/factories/people";
import { snapshotTables, wrongCounters } from "../support/snapshot";
import { startTestApp, type TestApp, type TestClient } from "../support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const DAY = 24 * 3600_000;

/** A new guest with this name: its client (holding the session cookie) and its id. */
async function guest(name = "Gus") {
  const client = app.client();
  const res = await client.post("/api/auth/sign-in/anonymous", { name });
  expect(res.status, res.text).toBe(200);
  const me = (await client.get("/api/me")).json as Me;
  return { client, id: me.id, name: me.name, me };
}

const userRow = async (id: string) => (await app.db.select().from(user).where(eq(user.id, id)))[0];

describe("a guest", () => {
  it("takes part with a name only, and is shown without an email", async () => {
    const creator = await signedInUser(app, { name: "Cora" });
    const event = await createEventAs(creator, "Friday lunch");
    const g = await guest("  Gus the guest  ");
    expect(g.me).toEqual({
      id: g.id,
      name: "Gus the guest",
      email: "",
      image: null,
      guest: true,
      language: null,
      timeZone: null,
    });
    const row = await userRow(g.id);
    expect(row).toMatchObject({ isAnonymous: true, name: "Gus the guest" });
    expect(row!.email.endsWith(`@${GUEST_EMAIL_DOMAIN}`)).toBe(true);

    await joinAs(g, event.invitationCode);
    const link = await share(g, event.id, "Noodle bar", "https://example.com/noodles");
    await shortlist(g, event.id, link.id);
    expect((await tryVote(g, event.id, link.id, "up")).status).toBe(200);

    // Other members see the guest by name, marked as a guest, with no address.
    const page = (await creator.client.get(`/api/events/${event.id}`)).json as {
      members: Array<Me & { isCreator: boolean }>;
    };
    const shown = page.members.find((m) => m.id === g.id)!;
    expect(shown).toMatchObject({ name: "Gus the guest", email: "", guest: true });
    expect(JSON.stringify(page)).not.toContain(GUEST_EMAIL_DOMAIN);
    expect(await wrongCounters(app.db)).toEqual([]);
  });

  it("has a session of 30 days, like everyone", async () => {
    const g = await guest();
    const [row] = await app.db.select().from(session).where(eq(session.userId, g.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  it("cannot create events, invite by email or set email notifications", async () => {
    const creator = await signedInUser(app);
    const event = await createEventAs(creator);
    const g = await guest();
    await joinAs(g, event.invitationCode);
    const before = await snapshotTables(app.db);
    const refused = [
      await g.client.post("/api/events", { title: "My own" }),
      await g.client.post(`/api/events/${event.id}/invitations`, { email: "a@example.test" }),
      await g.client.get("/api/me/notifications"),
      await g.client.put("/api/me/notifications", { reminder: false }),
    ];
    for (const res of refused) {
      expect(res.status, res.text).toBe(403);
      expect(res.json).toMatchObject({
        error: { code: expect.stringMatching(/^guest/), message: /Save your account/ },
      });
    }
    expect(await snapshotTables(app.db)).toEqual(before);
  });

  it("can join other events, change their name, and be removed like any member", async () => {
    const creator = await signedInUser(app);
    const one = await createEventAs(creator, "One");
    const two = await createEventAs(creator, "Two");
    const g = await guest();
    await joinAs(g, one.invitationCode);
    await joinAs(g, two.invitationCode);
    const renamed = await g.client.patch("/api/me", { name: "Gustav" });
    expect(renamed.json).toMatchObject({ name: "Gustav", email: "", guest: true });
    const removed = await creator.client.delete(`/api/events/${two.id}/members/${g.id}`);
    expect(removed.status).toBe(204);
    const [left] = await app.db.select().from(events).where(eq(events.id, two.id));
    expect(left!.memberCount).toBe(1);
  });

  it("gets no email, when the members of an event are written to", async () => {
    const creator = await signedInUser(app);
    const event = await createEventAs(creator, "Mailed");
    const g = await guest();
    await joinAs(g, event.invitationCode);
    expect((await creator.client.post(`/api/events/${event.id}/close`)).status).toBe(200);
    const sent = await testRows<{ recipient: string }>(
      app.db,
      sql`select recipient from notification_outbox where recipient like ${`%@${GUEST_EMAIL_DOMAIN}`}`,
    );
    expect(sent).toEqual([]);
  });

  it("cannot be made by someone signed in, guest or not", async () => {
    for (const signedIn of [(await guest()).client, (await signedInUser(app)).client]) {
      const cookies = new Map(signedIn.cookies);
      const users = await app.db.$count(user);
      const again = await signedIn.post("/api/auth/sign-in/anonymous", { name: "Twice" });
      expect(again.status).toBe(400);
      expect(again.json).toEqual({
        error: { code: "signedInAlready", message: "You are signed in already." },
      });
      expect(await app.db.$count(user)).toBe(users);
      expect(signedIn.cookies).toEqual(cookies);
    }
  });
});

describe("bad names", () => {
  const bad: Array<[string, unknown]> = [
    ["no body field", {}],
    ["empty", { name: "" }],
    ["only spaces", { name: "   " }],
    ["51 characters", { name: "x".repeat(51) }],
    ["a bell", { name: "Gus\u0007" }],
    ["a line break", { name: "Gus\nSmith" }],
    ["a direction override", { name: "Gus\u202egnp.exe" }],
    ["a number", { name: 42 }],
    ["null", { name: null }],
    ["an extra field", { name: "Gus", email: "x@example.test" }],
  ];
  it.each(bad)("%s: 400 with the field, and no user made", async (_, body) => {
    const before = await snapshotTables(app.db);
    const res = await app.client().post("/api/auth/sign-in/anonymous", body);
    expect(res.status, res.text).toBe(400);
    expect(res.json).toMatchObject({ error: { code: expect.any(String), fields: {} } });
    expect(res.json.error).toMatchObject(Object.values(res.json.error.fields)[0]!);
    expect(await snapshotTables(app.db)).toEqual(before);
  });

  it("50 characters and emoji joined by a joiner are fine", async () => {
    expect((await guest("x".repeat(50))).name).toBe("x".repeat(50));
    expect((await guest("Gus 👩‍👩‍👧")).name).toBe("Gus 👩‍👩‍👧");
  });

  it("control characters are refused in any name, not only a guest's", async () => {
    const person = await signedInUser(app);
    const res = await person.client.patch("/api/me", { name: "Ann\u0000" });
    expect(res.status).toBe(400);
  });
});

describe("the limit per address", () => {
  it("refuses the guest past the hourly limit with 429, and makes no user", async () => {
    const limited = await startTestApp({ env: { RATE_LIMIT_GUESTS_PER_HOUR: "2" } });
    try {
      for (let i = 0; i < 2; i++) {
        const res = await limited.client().post("/api/auth/sign-in/anonymous", { name: "G" });
        expect(res.status).toBe(200);
      }
      const users = await limited.db.$count(user);
      const refused = await limited.client().post("/api/auth/sign-in/anonymous", { name: "G" });
      expect(refused.status).toBe(429);
      expect(refused.json).toMatchObject({ error: { code: "tooManyRequests" } });
      expect(await limited.db.$count(user)).toBe(users);
    } finally {
      await limited.close();
    }
  });
});

/** An event by a creator, with one shortlisted link voted on by the guest. */
async function guestWhoTookPart(client?: TestClient) {
  const creator = await signedInUser(app, { name: "Cora" });
  const event = await createEventAs(creator, "Trip");
  const g = client ? { client, ...((await client.get("/api/me")).json as Me) } : await guest();
  await joinAs(g, event.invitationCode);
  const link = await share(g, event.id, "Cabin", "https://example.com/cabin");
  await shortlist(g, event.id, link.id);
  await vote(g, event.id, link.id, "up");
  return { creator, event, link, g };
}

describe("saving the account", () => {
  it("with a new email and password keeps the membership, the link and the vote", async () => {
    const { event, link, g } = await guestWhoTookPart();
    const email = uniqueEmail("saved");
    const res = await g.client.post("/api/auth/sign-up/email", {
      email,
      password: PASSWORD,
      name: "Gus Saved",
    });
    expect(res.status, res.text).toBe(200);
    const me = (await g.client.get("/api/me")).json as Me;
    expect(me).toMatchObject({ email, name: "Gus Saved", guest: false });
    expect(me.id).not.toBe(g.id);

    expect(await userRow(g.id)).toBeUndefined();
    const [membership] = await app.db
      .select()
      .from(eventMembers)
      .where(sql`${eventMembers.eventId} = ${event.id} and ${eventMembers.userId} = ${me.id}`);
    expect(membership).toBeDefined();
    const [saved] = await app.db.select().from(links).where(eq(links.id, link.id));
    expect(saved).toMatchObject({ sharedBy: me.id, shortlistedBy: me.id, upCount: 1 });
    const mine = await app.db.select().from(votes).where(eq(votes.userId, me.id));
    expect(mine.map((v) => [v.linkId, v.value])).toEqual([[link.id, "up"]]);
    const [after] = await app.db.select().from(events).where(eq(events.id, event.id));
    expect(after!.memberCount).toBe(2);
    expect(await wrongCounters(app.db)).toEqual([]);

    // Signed out and in again with the new password: all still there.
    await g.client.post("/api/auth/sign-out");
    const again = app.client();
    expect(
      (await again.post("/api/auth/sign-in/email", { email, password: PASSWORD })).status,
    ).toBe(200);
    const page = (await again.get(`/api/events/${event.id}`)).json as {
      links: Array<{ id: string; myVote: string | null }>;
    };
    expect(page.links.find((l) => l.id === link.id)).toMatchObject({ myVote: "up" });
  });

  it("into an account that exists merges: the account's own vote and membership stay", async () => {
    const account = await createUser(app.db, { name: "Ada" });
    const signedIn = { ...account, client: app.client() };
    await signedIn.client.post("/api/auth/sign-in/email", account);

    // Both in event 1, both voted on its link: the account down, the guest up.
    const { event: one, link, g } = await guestWhoTookPart();
    await joinAs(signedIn, one.invitationCode);
    await vote(signedIn, one.id, link.id, "down");
    // Only the guest in event 2, with a vote.
    const creator2 = await signedInUser(app);
    const two = await createEventAs(creator2, "Two");
    await joinAs(g, two.invitationCode);
    const link2 = await share(creator2, two.id, "Two's link", "https://example.com/two");
    await shortlist(creator2, two.id, link2.id);
    await vote(g, two.id, link2.id, "down");

    const res = await g.client.post("/api/auth/sign-in/email", {
      email: account.email,
      password: account.password,
    });
    expect(res.status, res.text).toBe(200);
    expect(((await g.client.get("/api/me")).json as Me).id).toBe(account.id);
    expect(await userRow(g.id)).toBeUndefined();

    const rows = await app.db.select().from(votes).where(eq(votes.userId, account.id));
    expect(new Map(rows.map((v) => [v.linkId, v.value]))).toEqual(
      new Map([
        [link.id, "down"],
        [link2.id, "down"],
      ]),
    );
    const [l1] = await app.db.select().from(links).where(eq(links.id, link.id));
    expect(l1).toMatchObject({ upCount: 0, downCount: 1, sharedBy: account.id });
    const counts = await app.db
      .select({ id: events.id, members: events.memberCount })
      .from(events)
      .where(sql`${events.id} in (${one.id}, ${two.id})`);
    expect(new Map(counts.map((c) => [c.id, c.members]))).toEqual(
      new Map([
        [one.id, 2],
        [two.id, 2],
      ]),
    );
    expect(await wrongCounters(app.db)).toEqual([]);
    const left = await testRows<{ n: number }>(
      app.db,
      sql`select (select count(*) from ${eventMembers} where ${eventMembers.userId} = ${g.id})
               + (select count(*) from votes where user_id = ${g.id})
               + (select count(*) from links where shared_by = ${g.id} or shortlisted_by = ${g.id})
               + (select count(*) from session where user_id = ${g.id}) as n`,
    );
    expect(Number(left[0]!.n)).toBe(0);
  });

  it("into an account with dots in the same event keeps the account's dots only", async () => {
    const account = await createUser(app.db, { name: "Dot" });
    const signedIn = { ...account, client: app.client() };
    await signedIn.client.post("/api/auth/sign-in/email", account);
    const creator = await signedInUser(app);
    const created = await creator.client.post("/api/events", { title: "Dots", method: "dots" });
    const event = created.json as { id: string; invitationCode: string };
    const g = await guest("Dotty");
    await joinAs(g, event.invitationCode);
    await joinAs(signedIn, event.invitationCode);
    const [a, b] = [await share(creator, event.id, "A"), await share(creator, event.id, "B")];
    await shortlist(creator, event.id, a.id);
    await shortlist(creator, event.id, b.id);
    const dots = (client: TestClient, linkId: string, n: number) =>
      client.put(`/api/events/${event.id}/links/${linkId}/vote`, { weight: n });
    expect((await dots(g.client, a.id, 3)).status).toBe(200);
    expect((await dots(signedIn.client, b.id, 2)).status).toBe(200);

    const res = await g.client.post("/api/auth/sign-in/email", {
      email: account.email,
      password: account.password,
    });
    expect(res.status, res.text).toBe(200);
    // Two budgets do not become one member's: the guest's 3 dots on A are gone.
    const rows = await app.db.select().from(votes).where(eq(votes.userId, account.id));
    expect(rows.map((v) => [v.linkId, v.weight])).toEqual([[b.id, 2]]);
    const [onA] = await app.db.select().from(links).where(eq(links.id, a.id));
    expect(onA!.upCount).toBe(0);
    expect(await wrongCounters(app.db)).toEqual([]);
    // The account still has exactly its own dots left to spend.
    expect((await dots(g.client, a.id, 2)).status).toBe(409);
    expect((await dots(g.client, a.id, 1)).status).toBe(200);
  });

  it("with a wrong password changes nothing, and the guest stays a guest", async () => {
    const account = await createUser(app.db);
    const { g } = await guestWhoTookPart();
    const before = await snapshotTables(app.db);
    const res = await g.client.post("/api/auth/sign-in/email", {
      email: account.email,
      password: "not the password",
    });
    expect(res.status).toBe(401);
    expect(await snapshotTables(app.db)).toEqual(before);
    expect(((await g.client.get("/api/me")).json as Me).guest).toBe(true);
  });
});

describe("signing in over a session that has ended", () => {
  it("keeps the new session (the guest plugin's look at the old cookie does not expire it)", async () => {
    const person = await signedInUser(app);
    // The session ends elsewhere (signed out on another device, a password reset, expiry).
    await app.db.delete(session).where(eq(session.userId, person.id));
    const res = await person.client.post("/api/auth/sign-in/email", {
      email: person.email,
      password: person.password,
    });
    expect(res.status).toBe(200);
    const setCookies = res.headers.getSetCookie().filter((c) => c.includes("session_token="));
    expect(setCookies).toHaveLength(1);
    expect(setCookies[0]).not.toMatch(/max-age=0/i);
    expect((await person.client.get("/api/me")).status).toBe(200);
  });
});

describe("the clean-up", () => {
  it("removes guests with no session and no event left, and no one else", async () => {
    const gone = await guest("Gone");
    const stillIn = await guestWhoTookPart();
    const active = await guest("Active");
    // Both sessions end (30 days without use); one guest is still in an event.
    await app.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${session.userId} in (${gone.id}, ${stillIn.g.id})`);
    const removed = await removeLeftGuests(app.db);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await userRow(gone.id)).toBeUndefined();
    expect(await userRow(stillIn.g.id)).toBeDefined();
    expect(await userRow(active.id)).toBeDefined();
    expect(await userRow(stillIn.creator.id)).toBeDefined();
    expect(await wrongCounters(app.db)).toEqual([]);
  });
});
