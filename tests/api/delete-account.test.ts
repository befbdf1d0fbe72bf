// "Delete my account" and "Download my data" (issue #15, decision 206): DELETE /api/me removes
// the person and everything of theirs in one transaction with every counter kept, the events
// they created whole, and tells the other events' open pages; a wrong confirmation changes
// nothing; GET /api/me/deletion says what would go; GET /api/me/data is their own data only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { testRows } from "../support/rows";
import { events, links, rateLimits } from "../../src/server/db/schema";
import { accountDeletion, myData, type Me } from "../../src/shared/responses";
import { createEventAs, joinAs, share, shortlist, tryVote } from "../support/factories/events";
import { signedInUser, type SignedInUser } from "../support/factories/people";
import { snapshotTables, wrongCounters } from "../support/snapshot";
import { openLive, type LiveReader } from "../support/sse";
import { startTestApp, type TestApp, type TestClient } from "../support/test-app";
import { sessionCookie } from "./auth-helpers";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const streams: LiveReader[] = [];
afterAll(() => streams.forEach((s) => s.close()));
const live = async (client: TestClient, eventId: string) => {
  const stream = await openLive(client, eventId);
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.waitFor((m) => m.type === "ready");
  return stream;
};

const versionOf = async (eventId: string) =>
  (await app.db.select({ v: events.version }).from(events).where(eq(events.id, eventId)))[0]?.v;

/** How many rows of each table mention `text` anywhere (any column, as JSON text). */
async function rowsMentioning(text: string) {
  const tables = await testRows<{ name: string }>(
    app.db,
    sql`select quote_ident(table_name) as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  );
  const found: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await testRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from ${sql.raw(name)} t
          where strpos(row_to_json(t)::text, ${text}) > 0`,
    );
    if (Number(row!.n) > 0) found[name] = Number(row!.n);
  }
  return found;
}

/**
 * Leo, who leaves: a member of Cora's "Dinner" who shared a link there (Cora and Max voted on
 * it), voted on Cora's link and shortlisted it, invited a friend and turned a kind of email off;
 * the creator of "Leo's trip", which Cora and Max joined; and in Cora's "Old plans" he shared a
 * link and then left (his link stays there after he left).
 */
async function leoAndFriends() {
  const cora = await signedInUser(app, { name: "Cora Creator" });
  const max = await signedInUser(app, { name: "Max Member" });
  const leo = await signedInUser(app, { name: "Leo Leaving" });

  const dinner = await createEventAs(cora, "Dinner");
  await joinAs(max, dinner.invitationCode);
  await joinAs(leo, dinner.invitationCode);
  const coraLink = await share(cora, dinner.id, "Noodle bar");
  const leoLink = await share(leo, dinner.id, "Taco truck");
  await shortlist(leo, dinner.id, coraLink.id);
  await shortlist(cora, dinner.id, leoLink.id);
  for (const [person, linkId, value] of [
    [cora, leoLink.id, "up"],
    [max, leoLink.id, "down"],
    [leo, coraLink.id, "up"],
    [leo, leoLink.id, "up"],
    [max, coraLink.id, "up"],
  ] as const) {
    expect((await tryVote(person, dinner.id, linkId, value)).status).toBe(200);
  }
  const invited = await leo.client.post(`/api/events/${dinner.id}/invitations`, {
    email: "friend.of.leo@example.test",
  });
  expect(invited.status, invited.text).toBe(201);
  expect((await leo.client.put("/api/me/notifications", { reminder: false })).status).toBe(200);

  const trip = await createEventAs(leo, "Leo's trip");
  await joinAs(cora, trip.invitationCode);
  await joinAs(max, trip.invitationCode);
  const tripLink = await share(cora, trip.id, "Lake cabin");
  await shortlist(cora, trip.id, tripLink.id);
  expect((await tryVote(max, trip.id, tripLink.id, "up")).status).toBe(200);

  const old = await createEventAs(cora, "Old plans");
  await joinAs(leo, old.invitationCode);
  const leftBehind = await share(leo, old.id, "Bowling");
  await shortlist(cora, old.id, leftBehind.id);
  expect((await tryVote(cora, old.id, leftBehind.id, "up")).status).toBe(200);
  expect((await leo.client.post(`/api/events/${old.id}/leave`)).status).toBe(204);

  expect(await wrongCounters(app.db)).toEqual([]);
  return { cora, max, leo, dinner, trip, old, coraLink, leoLink };
}

const confirmOf = (person: SignedInUser) => ({ confirm: person.email });

describe("DELETE /api/me", () => {
  it("removes the person and all of theirs, keeps every counter, and tells the other events", async () => {
    const { cora, max, leo, dinner, trip, old, coraLink } = await leoAndFriends();
    const before = { dinner: await versionOf(dinner.id), old: await versionOf(old.id) };
    const onDinner = await live(cora.client, dinner.id);
    const onTrip = await live(cora.client, trip.id);
    const leosOwn = await live(leo.client, dinner.id);
    // Used just before, so the embedded database's session cache holds it.
    expect((await leo.client.get("/api/me")).status).toBe(200);
    const [, oldCookie] = sessionCookie(leo.client);

    // Typed with other letter case and spaces around: still the address.
    const res = await leo.client.request("DELETE", "/api/me", {
      confirm: `  ${leo.email.toUpperCase()} `,
    });
    expect(res.status, res.text).toBe(204);
    expect(res.headers.getSetCookie().join("\n")).toMatch(
      /better-auth\.session_token=;.*Max-Age=0/i,
    );
    expect(leo.client.cookies.size).toBe(0);

    // Not a row anywhere names Leo (every table, every column), and his address is gone from
    // all but mail already written to others (the invitation names its sender; sent mail is
    // deleted after a week like all mail).
    expect(await rowsMentioning(leo.id)).toEqual({});
    const withEmail = await rowsMentioning(leo.email);
    delete withEmail.notification_outbox;
    expect(withEmail).toEqual({});
    expect(await wrongCounters(app.db)).toEqual([]);
    expect(
      await app.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `invite-sender:${leo.id}`)),
    ).toEqual([]);

    // His event went whole; the others moved to a new version and were told to fetch again.
    expect(await versionOf(trip.id)).toBeUndefined();
    expect(await versionOf(dinner.id)).toBe(before.dinner! + 1);
    expect(await versionOf(old.id)).toBe(before.old! + 1);
    expect(await onDinner.waitFor((m) => m.type === "refetch")).toBeTruthy();
    const deleted = await onTrip.waitFor((m) => m.type === "event.deleted");
    expect(deleted.version).toBeGreaterThan(1);
    await expect.poll(() => onTrip.ended).toBe(true);
    await expect.poll(() => leosOwn.ended).toBe(true);

    // What the others see: Leo's link gone, Cora's still on the shortlist with its votes but his.
    const page = (await max.client.get(`/api/events/${dinner.id}`)).json;
    expect(page.members.map((m: Me) => m.name).sort()).toEqual(["Cora Creator", "Max Member"]);
    expect(page.links.map((l: { title: string }) => l.title)).toEqual(["Noodle bar"]);
    expect(page.links[0]).toMatchObject({ id: coraLink.id, inShortlist: true, up: 1, down: 0 });
    expect(page.event).toMatchObject({ memberCount: 2, linkCount: 1 });
    const [kept] = await app.db.select().from(links).where(eq(links.id, coraLink.id));
    expect(kept).toMatchObject({ inShortlist: true, shortlistedBy: null });
    const oldPage = (await cora.client.get(`/api/events/${old.id}`)).json;
    expect(oldPage.links).toEqual([]);
    expect(oldPage.event).toMatchObject({ memberCount: 1, linkCount: 0 });
    expect((await cora.client.get(`/api/events/${trip.id}`)).status).toBe(404);

    // The old cookie is refused everywhere, on either database.
    const stale = app.client();
    stale.cookies.set(SESSION_COOKIE_NAME, oldCookie);
    expect((await stale.get("/api/me")).status).toBe(401);
    expect((await stale.get("/api/events")).status).toBe(401);
    expect((await stale.get(`/api/events/${dinner.id}`)).status).toBe(401);
    expect((await stale.get("/api/me/data")).status).toBe(401);
    expect((await stale.request("DELETE", "/api/me", confirmOf(leo))).status).toBe(401);
    // And the password signs in no more.
    const again = await app.client().post("/api/auth/sign-in/email", {
      email: leo.email,
      password: leo.password,
    });
    expect(again.status).toBe(401);
  });

  it("refuses a wrong, missing, mistyped or oversized confirmation with 400, changing nothing", async () => {
    const { leo, max } = await leoAndFriends();
    const before = await snapshotTables(app.db);
    const bodies: unknown[] = [
      { confirm: max.email },
      { confirm: "Leo Leaving" },
      { confirm: leo.email.replace("@", "@@") },
      { confirm: "" },
      {},
      { confirm: 42 },
      { confirm: null },
      { confirm: [leo.email] },
      { confirm: leo.email, extra: true },
      { confirm: leo.email + " ".repeat(300) },
      { confirm: "x".repeat(5000) },
      [leo.email],
      leo.email,
    ];
    for (const body of bodies) {
      const res = await leo.client.request("DELETE", "/api/me", body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      // Not JSON, or not an object: no field to name.
      const { fields } = res.json.error;
      if (fields) expect(res.json.error).toMatchObject(Object.values(fields)[0]!);
      else expect(res.json.error.code).toMatch(/^(badJson|notJson)$/);
      if (typeof body === "object" && body !== null && !Array.isArray(body) && !("extra" in body))
        expect(res.json.error.fields.confirm.code, JSON.stringify(body)).toMatch(/^confirm/);
    }
    const wrong = await leo.client.request("DELETE", "/api/me", { confirm: max.email });
    expect(wrong.json.error.fields.confirm).toEqual({
      code: "confirmEmail",
      message: "Type the email address of this account to confirm",
    });
    // No body, not JSON, and over the 64 KB every body is held to (413, as everywhere).
    expect((await leo.client.delete("/api/me")).status).toBe(400);
    const notJson = await leo.client.request("DELETE", "/api/me", "confirm=x", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(notJson.status).toBe(400);
    const huge = await leo.client.request("DELETE", "/api/me", { confirm: "y".repeat(70_000) });
    expect(huge.status).toBe(413);

    expect(await snapshotTables(app.db)).toEqual(before);
    expect((await leo.client.get("/api/me")).status).toBe(200);
  });

  it("answers 401 signed out, on every account route", async () => {
    const visitor = app.client();
    for (const [method, path] of [
      ["DELETE", "/api/me"],
      ["GET", "/api/me/deletion"],
      ["GET", "/api/me/data"],
    ] as const) {
      const res = await visitor.request(
        method,
        path,
        method === "DELETE" ? { confirm: "x" } : undefined,
      );
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ error: { code: "unauthenticated" } });
    }
  });

  it("takes a guest's name as the confirmation, not an address", async () => {
    const cora = await signedInUser(app, { name: "Cora Creator" });
    const event = await createEventAs(cora, "Picnic");
    const client = app.client();
    expect((await client.post("/api/auth/sign-in/anonymous", { name: "Gus" })).status).toBe(200);
    const me = (await client.get("/api/me")).json as Me;
    const gus = { id: me.id, name: me.name, client };
    await joinAs(gus, event.invitationCode);
    const link = await share(gus, event.id, "Park");
    await shortlist(cora, event.id, link.id);
    expect((await tryVote(cora, event.id, link.id, "up")).status).toBe(200);

    const before = await snapshotTables(app.db);
    const refused = await client.request("DELETE", "/api/me", { confirm: "" });
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields.confirm).toEqual({
      code: "confirmName",
      message: "Type your name exactly as it is shown to confirm",
    });
    const [stored] = await testRows<{ email: string }>(
      app.db,
      sql`select email from "user" where id = ${gus.id}`,
    );
    expect((await client.request("DELETE", "/api/me", { confirm: stored!.email })).status).toBe(
      400,
    );
    expect(await snapshotTables(app.db)).toEqual(before);

    expect((await client.request("DELETE", "/api/me", { confirm: " gus " })).status).toBe(204);
    expect(await rowsMentioning(gus.id)).toEqual({});
    expect(await wrongCounters(app.db)).toEqual([]);
    const page = (await cora.client.get(`/api/events/${event.id}`)).json;
    expect(page.event).toMatchObject({ memberCount: 1, linkCount: 0 });
  });
});

describe("GET /api/me/deletion", () => {
  it("lists the events the person created and counts their part in the others", async () => {
    const { leo, cora, trip } = await leoAndFriends();
    const res = await leo.client.get("/api/me/deletion");
    expect(res.status).toBe(200);
    expect(accountDeletion.parse(res.json)).toEqual({
      createdEvents: [{ id: trip.id, title: "Leo's trip", memberCount: 3 }],
      createdGroups: [],
      // Dinner; two links (Dinner and Old plans, which he left); two votes in Dinner.
      memberships: 1,
      links: 2,
      votes: 2,
      comments: 0,
    });
    const none = (await cora.client.get("/api/me/deletion")).json;
    expect(none.createdEvents.map((e: { title: string }) => e.title).sort()).toEqual([
      "Dinner",
      "Old plans",
    ]);
  });
});

describe("GET /api/me/data", () => {
  it("is a JSON download of the person's own account, memberships, links and votes", async () => {
    const { leo, cora, max, dinner, old, coraLink, leoLink } = await leoAndFriends();
    const res = await leo.client.get("/api/me/data");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="huddle-data.json"');
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const data = myData.parse(res.json);
    expect(data.account).toMatchObject({ id: leo.id, name: "Leo Leaving", email: leo.email });
    expect(data.account.guest).toBe(false);
    expect(data.memberships.map((m) => [m.title, m.isCreator]).sort()).toEqual([
      ["Dinner", false],
      ["Leo's trip", true],
    ]);
    expect(data.links.map((l) => [l.eventId, l.title, l.inShortlist]).sort()).toEqual(
      [
        [dinner.id, "Taco truck", true],
        [old.id, "Bowling", true],
      ].sort(),
    );
    expect(data.votes.map((v) => [v.linkId, v.linkTitle, v.value]).sort()).toEqual(
      [
        [coraLink.id, "Noodle bar", "up"],
        [leoLink.id, "Taco truck", "up"],
      ].sort(),
    );
    expect(Date.parse(data.exportedAt)).toBeGreaterThan(Date.now() - 60_000);
    // Nothing of anyone else: no other member's address, name or id.
    for (const other of [cora, max]) {
      expect(res.text).not.toContain(other.email);
      expect(res.text).not.toContain(other.name);
      expect(res.text).not.toContain(other.id);
    }
  });

  it("costs the same number of queries with nothing as with a lot", async () => {
    const { leo } = await leoAndFriends();
    const newcomer = await signedInUser(app);
    const queriesFor = async (client: TestClient) => {
      expect((await client.get("/api/me")).status).toBe(200);
      const from = app.database.queries.length;
      expect((await client.get("/api/me/data")).status).toBe(200);
      return app.database.queries.length - from;
    };
    const empty = await queriesFor(newcomer.client);
    expect(empty).toBeGreaterThan(0);
    expect(await queriesFor(leo.client)).toBe(empty);
  });
});

const SESSION_COOKIE_NAME = "better-auth.session_token";
