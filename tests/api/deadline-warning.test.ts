// "The deadline is near" for a deadline set less than a day ahead (decision 219, issue #49): the
// warning is due halfway from the deadline's setting to it, goes once by email (a real SMTP
// server on loopback) and by push (our push service on loopback) to those who have not voted,
// comes again for a moved deadline, and never for one set under 10 minutes ahead or with under 2
// minutes left. Time passes for an event by moving its deadline and the moment it was set back
// together: the database's now() decides, as it does for every instance.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testRows } from "../support/rows";
import { eventThroughApi, share, shortlist, vote } from "../support/factories/events";
import { createGroup, openRoundOf } from "../support/factories/groups";
import { people, type Person } from "../support/factories/people";
import { startPushService, type PushService } from "../support/push-service";
import { startSmtpCatcher } from "../support/smtp-catcher";
import { startTestApp, type TestApp } from "../support/test-app";

let app: TestApp;
let push: PushService;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  push = await startPushService();
  app = await startTestApp({
    env: { SMTP_URL: smtp.url, TEST_PUSH_LOOPBACK_PORT: String(push.port) },
  });
});
afterAll(async () => {
  await app?.close();
  await push?.close();
  await smtp?.close();
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ahead = (ms: number) => new Date(Date.now() + ms).toISOString();

/** As if `ms` had passed for the event: its deadline and the moment that deadline was set (what
 * `deadline_reminded_at` holds for one set less than a day ahead) move back together. */
const pass = (id: string, ms: number) =>
  app.db.execute(sql`
    update events set deadline = deadline - ${ms / 1000}::float8 * interval '1 second',
      deadline_reminded_at = deadline_reminded_at - ${ms / 1000}::float8 * interval '1 second'
    where id = ${id}`);

/** The deadline warnings written for the event: emails by address, pushes by device. */
async function warnings(id: string) {
  const mail = await testRows<{ recipient: string }>(
    app.db,
    sql`select recipient from notification_outbox where kind = 'deadline' and content->>'text' like ${`%/event/${id}?%`}
        order by recipient`,
  );
  const pushes = await testRows<{ endpoint: string }>(
    app.db,
    sql`select ps.endpoint from notification_outbox p join push_subscriptions ps on ps.id = p.subscription_id
        where p.kind = 'deadline' and p.content->>'url' = ${`/event/${id}?tab=shortlist`} order by ps.endpoint`,
  );
  return { mail: mail.map((r) => r.recipient), pushes: pushes.map((r) => r.endpoint) };
}

const none = { mail: [], pushes: [] };

/** Subscribes a device of the push service for `person`'s session. */
async function withDevice(person: Pick<Person, "client">) {
  const device = push.device();
  const res = await person.client.put("/api/me/push/device", push.subscription(device));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return device;
}

async function ticks(n = 2) {
  for (let i = 0; i < n; i++) await app.scheduler.tick();
}

describe("a deadline set less than a day ahead", () => {
  it("is warned of once, halfway to it, by email and push, to those who have not voted", async () => {
    const { creator, members, id } = await eventThroughApi(app, 2, "Quiz night");
    const voter = members[0]!;
    const waiting = members[1]!;
    const link = await share(creator, id, "The Crown");
    await shortlist(creator, id, link.id);
    await vote(voter, id, link.id, "up");
    const voterDevice = await withDevice(voter);
    const waitingDevice = await withDevice(waiting);

    const set = await creator.client.patch(`/api/events/${id}`, { deadline: ahead(3 * HOUR) });
    expect(set.status).toBe(200);
    await ticks();
    expect(await warnings(id)).toEqual(none);
    // 1 h 29 min later: not halfway yet.
    await pass(id, 89 * MINUTE);
    await ticks();
    expect(await warnings(id)).toEqual(none);

    // 1 h 31 min after it was set, 1 h 29 min before it.
    await pass(id, 2 * MINUTE);
    const since = Date.now();
    await ticks();
    const written = await warnings(id);
    expect(written).toEqual({
      mail: [creator.email, waiting.email].sort(),
      pushes: [waitingDevice.endpoint],
    });
    for (const person of [creator, waiting]) {
      const mail = await smtp.waitFor(person.email, { subject: /Quiz night/, since });
      expect(mail.subject).toBe('"Quiz night" closes within 24 hours');
      expect(mail.text).toContain(`${app.url}/event/${id}?tab=shortlist`);
    }
    await push.until(() => push.to(waitingDevice).length === 1);
    expect(push.to(waitingDevice).map((r) => r.message)).toEqual([
      expect.objectContaining({
        kind: "deadline",
        title: "Quiz night",
        url: `/event/${id}?tab=shortlist`,
      }),
    ]);

    // Once: later ticks, up to the deadline, write nothing more.
    await ticks();
    await pass(id, 80 * MINUTE);
    await ticks();
    expect(await warnings(id)).toEqual(written);
    expect(push.to(voterDevice)).toEqual([]);
  });

  it("is warned of again when moved, halfway to the new deadline", async () => {
    const { creator, members, id } = await eventThroughApi(app, 1, "Board games");
    await creator.client.patch(`/api/events/${id}`, { deadline: ahead(3 * HOUR) });
    await pass(id, 91 * MINUTE);
    await ticks();
    const first = [creator.email, members[0]!.email].sort();
    expect((await warnings(id)).mail).toEqual(first);

    // Moved to 4 hours from now: due 2 hours from now, once more.
    await creator.client.patch(`/api/events/${id}`, { deadline: ahead(4 * HOUR) });
    await ticks();
    await pass(id, 119 * MINUTE);
    await ticks();
    expect((await warnings(id)).mail).toEqual(first);
    await pass(id, 2 * MINUTE);
    await ticks();
    expect((await warnings(id)).mail).toEqual([...first, ...first].sort());

    // A deadline set more than a day ahead, then moved to one 3 hours ahead: each warned of.
    await creator.client.patch(`/api/events/${id}`, { deadline: ahead(30 * HOUR) });
    await pass(id, 6 * HOUR + MINUTE);
    await ticks();
    expect((await warnings(id)).mail).toHaveLength(6);
    await creator.client.patch(`/api/events/${id}`, { deadline: ahead(3 * HOUR) });
    await ticks();
    expect((await warnings(id)).mail).toHaveLength(6);
    await pass(id, 91 * MINUTE);
    await ticks();
    expect((await warnings(id)).mail).toHaveLength(8);
  });

  it("is warned of in a group's round opened with 3 hours to go", async () => {
    const [admin, member] = await people(app, 2, "Rounder");
    const groupId = await createGroup(app.db, admin!.id, [member!.id]);
    const round = await openRoundOf(app.db, groupId, admin!.id, {
      closesAt: new Date(Date.now() + 3 * HOUR),
    });
    const device = await withDevice(member!);
    await ticks();
    expect(await warnings(round.id)).toEqual(none);
    await pass(round.id, 91 * MINUTE);
    await ticks();
    expect((await warnings(round.id)).mail).toHaveLength(2);
    await push.until(() => push.to(device).length === 1);
    expect(push.to(device)[0]!.message.kind).toBe("deadline");
  });

  it("is not warned of when set under 10 minutes ahead, nor with under 2 minutes left", async () => {
    const { creator, id } = await eventThroughApi(app, 1, "Snap vote");
    const short = await eventThroughApi(app, 1, "Quick vote");
    const late = await eventThroughApi(app, 1, "Late vote");

    // 2 minutes ahead: nothing, at any point before it.
    await creator.client.patch(`/api/events/${id}`, { deadline: ahead(2 * MINUTE) });
    // 12 minutes ahead: 6 minutes before it.
    await short.creator.client.patch(`/api/events/${short.id}`, { deadline: ahead(12 * MINUTE) });
    // Set 30 hours ahead, its warning due 6 hours later; nothing ran until 1 minute before it.
    await late.creator.client.patch(`/api/events/${late.id}`, { deadline: ahead(30 * HOUR) });
    await pass(late.id, 30 * HOUR - MINUTE);

    await ticks();
    for (const event of [id, short.id, late.id]) expect(await warnings(event)).toEqual(none);
    await pass(id, MINUTE);
    await pass(short.id, 5 * MINUTE + 30_000);
    await ticks();
    expect(await warnings(id)).toEqual(none);
    expect(await warnings(short.id)).toEqual(none);
    await pass(id, 50_000);
    await pass(short.id, MINUTE);
    await ticks();
    expect(await warnings(id)).toEqual(none);
    expect((await warnings(short.id)).mail).toEqual(
      [short.creator.email, short.members[0]!.email].sort(),
    );
    expect(await warnings(late.id)).toEqual(none);
  });
});
