// Web push (issue #37, decision 227), against a push service of our own on loopback that checks
// each push's VAPID signature and decrypts it with the device's keys (tests/support/push-service):
// the settings, the device of a session, a push of each kind with its words in the person's
// language, guests, the 404/410 and 500 answers of a push service, and the device going with its
// session (sign-out, sign out everywhere, account deletion).
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "../../src/server/db/schema";
import { pushSubscriptions } from "../../src/server/features/push/tables";
import type { PushMessage } from "../../src/shared/features/push/message";
import { testRows } from "../support/rows";
import {
  closeEvent,
  eventThroughApi,
  eventWithMembers,
  joinAs,
  share,
  shortlist,
  vote,
} from "../support/factories/events";
import { createGroup } from "../support/factories/groups";
import {
  PASSWORD,
  people,
  signedInUser,
  signIn,
  uniqueEmail,
  type Person,
} from "../support/factories/people";
import {
  browserSubscription,
  startPushService,
  type Device,
  type PushService,
} from "../support/push-service";
import { snapshotTables } from "../support/snapshot";
import { startTestApp, type TestApp } from "../support/test-app";

let app: TestApp;
let push: PushService;

beforeAll(async () => {
  push = await startPushService();
  app = await startTestApp({
    env: { TEST_PUSH_LOOPBACK_PORT: String(push.port), PUSH_RETRY_BASE_MS: "20" },
  });
});
afterAll(async () => {
  await app?.close();
  await push?.close();
});

const ALL_ON = { roundOpened: true, deadline: true, reminder: true, closed: true, joined: true };

/** Subscribes a new device of the push service for `person`'s session. */
async function withDevice(person: Pick<Person, "client">) {
  const device = push.device();
  const res = await person.client.put("/api/me/push/device", push.subscription(device));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  expect(res.json.device).toBe(true);
  return device;
}

const messagesTo = (device: Device) => push.to(device).map((r) => r.message);

/** Lets the worker run until every due push is tried, then a little more for stragglers. */
async function settle() {
  await app.outbox.deliverDue("push");
  await app.outbox.idle();
}

const subscriptionsOf = async (userId: string) =>
  (
    await testRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from push_subscriptions ps join session s on s.id = ps.session_id
          where s.user_id = ${userId}`,
    )
  )[0]!.n;

describe("push settings", () => {
  it("has every kind on and no device at first; turns kinds off and on; subscribes and unsubscribes the device", async () => {
    const [person] = await people(app, 1);
    const first = await person!.client.get("/api/me/push");
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ publicKey: expect.any(String), device: false, kinds: ALL_ON });
    expect(Buffer.from(first.json.publicKey, "base64url")).toHaveLength(65);

    const off = await person!.client.put("/api/me/push", { closed: false, joined: false });
    expect(off.json.kinds).toEqual({ ...ALL_ON, closed: false, joined: false });
    const on = await person!.client.put("/api/me/push", { closed: true });
    expect(on.json.kinds).toEqual({ ...ALL_ON, joined: false });

    await withDevice(person!);
    expect((await person!.client.get("/api/me/push")).json.device).toBe(true);
    const removed = await person!.client.delete("/api/me/push/device");
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ ...on.json, device: false });
    expect(await subscriptionsOf(person!.id)).toBe(0);
    // Again: nothing to remove is no error.
    expect((await person!.client.delete("/api/me/push/device")).status).toBe(200);
  });

  it("keeps one device per session: a new subscription replaces the old, and an endpoint moves with its browser", async () => {
    const [ann, ben] = await people(app, 2);
    await withDevice(ann!);
    const second = await withDevice(ann!);
    const rows = await app.db.select().from(pushSubscriptions);
    expect(rows.filter((r) => r.endpoint === second.endpoint)).toHaveLength(1);
    expect(await subscriptionsOf(ann!.id)).toBe(1);
    // Ben signs in on Ann's browser: its endpoint is now his session's, not hers.
    await ben!.client.put("/api/me/push/device", push.subscription(second));
    expect(await subscriptionsOf(ann!.id)).toBe(0);
    expect(await subscriptionsOf(ben!.id)).toBe(1);
    expect((await ann!.client.get("/api/me/push")).json.device).toBe(false);
  });

  it("sends a test push to this device only, in the person's language; 409 without one", async () => {
    const [person] = await people(app, 1);
    expect((await person!.client.post("/api/me/push/test")).json.error.code).toBe("pushNoDevice");
    const device = await withDevice(person!);
    await person!.client.patch("/api/me", { language: "de" });
    const res = await person!.client.post("/api/me/push/test");
    expect(res.status).toBe(200);
    await push.until(() => push.to(device).length === 1);
    expect(messagesTo(device)).toEqual([
      {
        id: expect.stringMatching(/^\d+\.[0-9a-z]+$/),
        kind: "test",
        title: "Huddle",
        body: "Benachrichtigungen auf diesem Gerät funktionieren.",
        url: "/settings",
        lang: "de",
      },
    ]);
  });

  it("lists the kinds and the devices of all one's sessions in Download my data", async () => {
    const person = await signedInUser(app);
    const other = app.client();
    await signIn(other, person);
    const devices = [await withDevice(person), await withDevice({ client: other })];
    await person.client.put("/api/me/push", { deadline: false });
    const data = (await person.client.get("/api/me/data")).json;
    expect(data.push.kinds).toEqual({ ...ALL_ON, deadline: false });
    expect(data.push.devices.map((d: { endpoint: string }) => d.endpoint).sort()).toEqual(
      devices.map((d) => d.endpoint).sort(),
    );
  });

  it("lets guests turn it on", async () => {
    const [guest] = await people(app, 1, "Guest", { guests: true });
    expect((await guest!.client.get("/api/me/push")).status).toBe(200);
    await withDevice(guest!);
    expect((await guest!.client.put("/api/me/push", { reminder: false })).status).toBe(200);
  });

  it("keeps the kinds a guest turned off when the guest saves an account, not the device", async () => {
    const [guest] = await people(app, 1, "Guest", { guests: true });
    await withDevice(guest!);
    expect((await guest!.client.put("/api/me/push", { reminder: false })).status).toBe(200);
    const saved = await guest!.client.post("/api/auth/sign-up/email", {
      email: uniqueEmail("saved-guest"),
      password: PASSWORD,
      name: "Saved Guest",
    });
    expect(saved.status, saved.text).toBe(200);
    const after = (await guest!.client.get("/api/me/push")).json;
    expect(after.kinds).toMatchObject({ reminder: false, closed: true });
    expect(after.device).toBe(false);
  });

  it("refuses bad subscriptions and settings with 400 by code, changing nothing", async () => {
    const [person] = await people(app, 1);
    const good = browserSubscription(`http://127.0.0.1:${push.port}/push/x`);
    const point = Buffer.alloc(65);
    point[0] = 4;
    const cases: Array<[unknown, string]> = [
      [{ ...good, endpoint: "ftp://push.example.com/x" }, "pushEndpointInvalid"],
      [{ ...good, endpoint: "http://push.example.com/x" }, "pushEndpointInvalid"],
      [{ ...good, endpoint: "https://10.0.0.7/x" }, "pushEndpointInvalid"],
      [{ ...good, endpoint: "https://169.254.169.254/latest" }, "pushEndpointInvalid"],
      [{ ...good, endpoint: "https://localhost/x" }, "pushEndpointInvalid"],
      [{ ...good, endpoint: "https://[::1]/x" }, "pushEndpointInvalid"],
      [{ ...good, endpoint: "https://intranet/x" }, "pushEndpointInvalid"],
      // Loopback, but not the tests' one port.
      [{ ...good, endpoint: `http://127.0.0.1:${push.port + 1}/x` }, "pushEndpointInvalid"],
      [{ ...good, endpoint: "https://user:pw@push.example.com/x" }, "pushEndpointInvalid"],
      [
        { ...good, endpoint: `https://push.example.com/${"x".repeat(2000)}` },
        "pushEndpointInvalid",
      ],
      [{ ...good, endpoint: "not a url" }, "pushEndpointInvalid"],
      [{ ...good, keys: { ...good.keys, auth: "AAAA" } }, "pushKeyInvalid"],
      [
        { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } },
        "pushKeyInvalid",
      ],
      [{ ...good, keys: { ...good.keys, p256dh: point.toString("base64url") } }, "pushKeyInvalid"],
      [{ ...good, keys: { ...good.keys, auth: "not+base64url/==" } }, "pushKeyInvalid"],
      [{ endpoint: good.endpoint }, "invalidValue"],
      [{}, "pushEndpointInvalid"],
    ];
    const before = await snapshotTables(app.db);
    for (const [body, code] of cases) {
      const res = await person!.client.put("/api/me/push/device", body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.json.error.code, JSON.stringify(body).slice(0, 120)).toBe(code);
    }
    for (const body of [{}, { closed: "no" }, { spam: true }, [], null]) {
      expect((await person!.client.put("/api/me/push", body)).status).toBe(400);
    }
    expect(await snapshotTables(app.db)).toEqual(before);
    const signedOut = app.client();
    expect((await signedOut.get("/api/me/push")).status).toBe(401);
    expect((await signedOut.put("/api/me/push/device", good)).status).toBe(401);
  });
});

describe("pushes", () => {
  it("tells every member with a device that the event closed, with the winner, in their language; guests too; not who turned it off, nor outsiders", async () => {
    const { creator, members, id } = await eventThroughApi(app, 3, "Pizza night");
    const [de, off] = members;
    const [guest] = await people(app, 1, "Guest", { guests: true });
    const [event] = await app.db.select().from(events).where(eq(events.id, id));
    await joinAs(guest!, event!.invitationCode);
    const [outsider] = await people(app, 1, "Outsider");
    await de!.client.patch("/api/me", { language: "de" });
    await off!.client.put("/api/me/push", { closed: false });
    const devices = {
      creator: await withDevice(creator),
      de: await withDevice(de!),
      off: await withDevice(off!),
      guest: await withDevice(guest!),
      outsider: await withDevice(outsider!),
    };
    const link = await share(creator, id, "Margherita");
    await shortlist(creator, id, link.id);
    await vote(creator, id, link.id, "up");
    await closeEvent(creator, id);
    await push.until(() =>
      [devices.creator, devices.de, devices.guest].every((d) => push.to(d).length > 0),
    );
    await settle();

    const english: Partial<PushMessage> = {
      kind: "closed",
      title: "Pizza night",
      body: "Voting has closed. The winner: Margherita",
      url: `/event/${id}?tab=shortlist`,
      lang: "en",
    };
    expect(messagesTo(devices.creator)).toEqual([expect.objectContaining(english)]);
    expect(messagesTo(devices.guest)).toEqual([expect.objectContaining(english)]);
    expect(messagesTo(devices.de)).toEqual([
      expect.objectContaining({
        ...english,
        body: "Die Abstimmung ist beendet. Gewonnen hat: Margherita",
        lang: "de",
      }),
    ]);
    expect(messagesTo(devices.off)).toEqual([]);
    expect(messagesTo(devices.outsider)).toEqual([]);
    // Signed with the key the browser was given, for the push service's origin.
    const publicKey = (await creator.client.get("/api/me/push")).json.publicKey;
    const received = push.to(devices.creator)[0]!;
    expect(received.vapidKey).toBe(publicKey);
    expect(received.claims.aud).toBe(push.url);
    expect(received.headers.ttl).toBe("86400");
    expect(received.headers.urgency).toBe("normal");
    // Each message's id is its own.
    const ids = [devices.creator, devices.de, devices.guest].map((d) => messagesTo(d)[0]!.id);
    expect(new Set(ids).size).toBe(3);
    expect(push.refusals).toEqual([]);
  });

  it("sends the creator's reminder to members who have not voted, not to the creator", async () => {
    const { event, creator, members } = await eventWithMembers(app, 2);
    await app.db.update(events).set({ title: "Film club" }).where(eq(events.id, event.id));
    const mine = await withDevice(creator);
    const theirs = await Promise.all(members.map((m) => withDevice(m)));
    expect((await creator.client.post(`/api/events/${event.id}/reminders`)).status).toBe(200);
    await push.until(() => theirs.every((d) => push.to(d).length === 1));
    await settle();
    expect(messagesTo(mine)).toEqual([]);
    expect(messagesTo(theirs[0]!)).toEqual([
      expect.objectContaining({
        kind: "reminder",
        title: "Film club",
        body: "Creator 1 reminds you to vote.",
        url: `/event/${event.id}?tab=shortlist`,
      }),
    ]);
  });

  it("tells those who have not voted that the deadline is near, and the creator who joined", async () => {
    const { creator, event, id } = await eventThroughApi(app, 2, "Board games");
    await app.db
      .update(events)
      .set({ deadline: new Date(Date.now() + 6 * 3600_000) })
      .where(eq(events.id, id));
    const [latecomer] = await people(app, 1, "Latecomer");
    const creatorDevice = await withDevice(creator);
    const lateDevice = await withDevice(latecomer!);
    await joinAs(latecomer!, event.invitationCode);
    await app.scheduler.tick();
    await push.until(() => push.to(creatorDevice).length === 2 && push.to(lateDevice).length === 1);
    await settle();
    expect(messagesTo(lateDevice)).toEqual([
      expect.objectContaining({
        kind: "deadline",
        title: "Board games",
        body: "Voting closes within a day, and you have not voted yet.",
        url: `/event/${id}?tab=shortlist`,
      }),
    ]);
    expect(messagesTo(creatorDevice)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "deadline" }),
        expect.objectContaining({
          kind: "joined",
          title: "Board games",
          body: "Member 1 and 2 more joined your event.",
          url: `/event/${id}?tab=members`,
        }),
      ]),
    );
  });

  it("tells a group's members that a new round opened, unverified and guests too", async () => {
    const [admin] = await people(app, 1, "Admin");
    const [member] = await people(app, 1, "Member");
    const [guest] = await people(app, 1, "Guest", { guests: true });
    const groupId = await createGroup(app.db, admin!.id, [member!.id, guest!.id], {
      name: "Friday dinner",
    });
    const devices = [await withDevice(member!), await withDevice(guest!)];
    const res = await admin!.client.post(`/api/groups/${groupId}/rounds`, {});
    expect(res.status).toBe(201);
    await push.until(() => devices.every((d) => push.to(d).length === 1));
    for (const device of devices) {
      expect(messagesTo(device)).toEqual([
        expect.objectContaining({
          kind: "roundOpened",
          title: res.json.title,
          body: "Round 1 of Friday dinner is open. Share your links.",
          url: `/event/${res.json.id}`,
        }),
      ]);
    }
  });
});

describe("delivery", () => {
  it("removes a subscription the push service answers 404 or 410 for", async () => {
    for (const status of [404, 410]) {
      const { event, creator, members } = await eventWithMembers(app, 1);
      const gone = await withDevice(members[0]!);
      push.answer(gone, status);
      await creator.client.post(`/api/events/${event.id}/reminders`);
      await settle();
      await new Promise((r) => setTimeout(r, 50));
      await settle();
      expect(await subscriptionsOf(members[0]!.id)).toBe(0);
      expect((await members[0]!.client.get("/api/me/push")).json.device).toBe(false);
      expect(push.to(gone)).toEqual([]);
    }
  });

  it("tries again after a 500 until the push service takes it, once", async () => {
    const { event, creator, members } = await eventWithMembers(app, 1);
    const device = await withDevice(members[0]!);
    push.answer(device, 500, 503);
    await creator.client.post(`/api/events/${event.id}/reminders`);
    for (let i = 0; i < 50 && push.to(device).length === 0; i++) {
      await new Promise((r) => setTimeout(r, 40));
      await settle();
    }
    expect(messagesTo(device)).toHaveLength(1);
    const [row] = await testRows<{ attempts: number; sent: boolean }>(
      app.db,
      sql`select o.attempts, o.sent_at is not null as sent from notification_outbox o
          join push_subscriptions s on s.id = o.subscription_id where s.endpoint = ${device.endpoint}`,
    );
    expect(row).toEqual({ attempts: 3, sent: true });
    expect(await subscriptionsOf(members[0]!.id)).toBe(1);
  });
});

describe("the send's own guard", () => {
  it("connects to no private address, whatever was stored, and follows no redirect", async () => {
    const { event, creator, members } = await eventWithMembers(app, 3);
    const [toPrivate, toLoopbackName, redirected] = members;
    // Written straight to the table, past the subscription's checks: the send checks again, the
    // name by what it resolves to (localhost is loopback, on another port than the tests' one).
    const stored = [
      [toPrivate!, "https://10.1.2.3/push/x"],
      [toLoopbackName!, "https://localhost:1/push/y"],
    ] as const;
    for (const [person, endpoint] of stored) {
      const [row] = await testRows<{ id: string }>(
        app.db,
        sql`select s.id from session s where s.user_id = ${person.id}`,
      );
      const { keys } = browserSubscription();
      await app.db
        .insert(pushSubscriptions)
        .values({ sessionId: row!.id, endpoint, p256dh: keys.p256dh, auth: keys.auth });
    }
    const device = await withDevice(redirected!);
    push.answer(device, 301);
    await creator.client.post(`/api/events/${event.id}/reminders`);
    await settle();
    const rows = await testRows<{ endpoint: string; error: string | null; failed: boolean }>(
      app.db,
      sql`select s.endpoint, o.last_error as error, o.failed_at is not null as failed
          from notification_outbox o join push_subscriptions s on s.id = o.subscription_id
          join session x on x.id = s.session_id
          where x.user_id in (${toPrivate!.id}, ${toLoopbackName!.id}, ${redirected!.id})
          order by s.endpoint`,
    );
    expect(rows).toEqual([
      { endpoint: device.endpoint, error: "status 301", failed: false },
      { endpoint: "https://10.1.2.3/push/x", error: "address refused", failed: true },
      { endpoint: "https://localhost:1/push/y", error: "address refused", failed: true },
    ]);
    // The 301 is tried again later, at the same address, and taken then.
    await new Promise((r) => setTimeout(r, 60));
    await settle();
    expect(messagesTo(device)).toHaveLength(1);
  });

  it("writes nothing for a device whose session has expired", async () => {
    const { event, creator, members } = await eventWithMembers(app, 1);
    const device = await withDevice(members[0]!);
    await app.db.execute(
      sql`update session set expires_at = now() - interval '1 second' where user_id = ${members[0]!.id}`,
    );
    await creator.client.post(`/api/events/${event.id}/reminders`);
    await settle();
    expect(messagesTo(device)).toEqual([]);
    const [row] = await testRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from notification_outbox o join push_subscriptions s
          on s.id = o.subscription_id where s.endpoint = ${device.endpoint}`,
    );
    expect(row!.n).toBe(0);
  });
});

describe("a device goes with its session", () => {
  it("is removed by sign-out, and only that session's", async () => {
    const person = await signedInUser(app);
    const other = app.client();
    await signIn(other, person);
    await withDevice(person);
    await withDevice({ client: other });
    expect(await subscriptionsOf(person.id)).toBe(2);
    expect((await person.client.post("/api/auth/sign-out")).status).toBe(200);
    expect(await subscriptionsOf(person.id)).toBe(1);
    expect((await other.get("/api/me/push")).json.device).toBe(true);
  });

  it("is removed, every one, by 'sign out everywhere' and by deleting the account", async () => {
    const person = await signedInUser(app);
    const other = app.client();
    await signIn(other, person);
    await withDevice(person);
    await withDevice({ client: other });
    expect((await person.client.post("/api/auth/revoke-sessions")).status).toBe(200);
    expect(await subscriptionsOf(person.id)).toBe(0);

    const leaving = await signedInUser(app);
    await withDevice(leaving);
    const res = await leaving.client.request("DELETE", "/api/me", { confirm: leaving.email });
    expect(res.status).toBe(204);
    expect(await subscriptionsOf(leaving.id)).toBe(0);
  });
});
