// Deadlines (issue #14): the creator sets, changes or removes one; at the deadline the event
// closes by itself exactly as if the creator had closed it (winner recorded, live message, one
// "closed" email per member), once, also after a restart; a day ahead the members who have not
// voted are reminded once (a deadline set closer: deadline-warning.test.ts). Bad deadlines are
// refused and change nothing.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testRows } from "../support/rows";
import { events } from "../../src/server/db/schema";
import { startTestApp } from "../support/test-app";
import { eventWithMembers, share, shortlist, vote } from "../support/factories/events";
import { appWithMail, emailOf } from "../support/mail-app";
import { people } from "../support/factories/people";
import { listen } from "../support/probes";
import { snapshot, snapshotTables } from "../support/snapshot";

const world = appWithMail();

const HOUR = 3600_000;
const ahead = (ms: number) => new Date(Date.now() + ms).toISOString();
/** Moves the deadline (as if time had passed), leaving the reminder state alone. */
const moveDeadline = (id: string, at: string) =>
  world.app.db
    .update(events)
    .set({ deadline: new Date(at) })
    .where(eq(events.id, id));

describe("setting a deadline", () => {
  it("is set on creation, changed, removed, and shown to members", async () => {
    const { creator, members, id } = await eventWithMembers(world.app, 1);
    const created = await creator.client.post("/api/events", {
      title: "With a deadline",
      deadline: ahead(48 * HOUR),
    });
    expect(created.status).toBe(201);
    expect(Date.parse(created.json.deadline)).toBeGreaterThan(Date.now() + 47 * HOUR);

    const room = listen(world.app, id);
    // The browser sends its own offset: the same moment, whatever the zone.
    const at = new Date(Date.now() + 30 * HOUR);
    at.setUTCMilliseconds(0);
    const local = new Date(at.getTime() + 2 * HOUR).toISOString().replace("Z", "+02:00");
    const set = await creator.client.patch(`/api/events/${id}`, { deadline: local });
    expect(set.status).toBe(200);
    expect(set.json.deadline).toBe(at.toISOString());
    expect(room.messages.at(-1)).toMatchObject({
      type: "event.edited",
      deadline: at.toISOString(),
    });
    const page = await members[0]!.client.get(`/api/events/${id}`);
    expect(page.json.event.deadline).toBe(at.toISOString());
    const dashboard = await members[0]!.client.get("/api/events");
    expect(JSON.stringify(dashboard.json)).toContain(at.toISOString());

    const removed = await creator.client.patch(`/api/events/${id}`, { deadline: null });
    expect(removed.json.deadline).toBeNull();
    expect((await snapshot(world.app, id)).event.deadline).toBeNull();
  });

  it("refuses bad deadlines, and deadlines from anyone but the creator, changing nothing", async () => {
    const { creator, members, id } = await eventWithMembers(world.app, 1);
    const [stranger] = await people(world.app, 1, "Stranger");
    const before = await snapshotTables(world.app.db);
    const bad: unknown[] = [
      ahead(-60_000),
      "2019-01-01T00:00:00Z",
      ahead(400 * 24 * HOUR),
      "9999-12-31T23:59:59Z",
      "2026-13-45T10:00:00Z",
      "2027-01-01T10:00", // no offset: which zone is meant?
      "tomorrow",
      "",
      12345,
      true,
      {},
      [],
      "x".repeat(10_000),
    ];
    for (const deadline of bad) {
      const res = await creator.client.patch(`/api/events/${id}`, { deadline });
      expect(res.status, JSON.stringify(deadline).slice(0, 40)).toBe(400);
      expect(res.json.error.fields.deadline.code).toMatch(/^deadline(NotDate|Past|TooFar)$/);
      expect(res.json.error).toMatchObject(res.json.error.fields.deadline);
      const created = await creator.client.post("/api/events", { title: "x", deadline });
      expect(created.status).toBe(400);
    }
    const good = { deadline: ahead(30 * HOUR) };
    expect((await members[0]!.client.patch(`/api/events/${id}`, good)).status).toBe(403);
    expect((await stranger!.client.patch(`/api/events/${id}`, good)).status).toBe(404);
    expect(await snapshotTables(world.app.db)).toEqual(before);
  });

  it("cannot be set on a closed event; reopening clears it", async () => {
    const { creator, id } = await eventWithMembers(world.app, 1);
    await creator.client.patch(`/api/events/${id}`, { deadline: ahead(30 * HOUR) });
    await creator.client.post(`/api/events/${id}/close`);
    const refused = await creator.client.patch(`/api/events/${id}`, { deadline: ahead(HOUR) });
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe("deadlineOfClosedEvent");
    const reopened = await creator.client.post(`/api/events/${id}/reopen`);
    expect(reopened.json).toMatchObject({ status: "active", deadline: null });
    expect((await snapshot(world.app, id)).event.deadline).toBeNull();
  });
});

describe("closing at the deadline", () => {
  it("closes the event once, as the creator would: winner, live message, one email per member", async () => {
    const { creator, members, id } = await eventWithMembers(world.app, 2);
    const link = await share(creator, id, "Trattoria");
    await shortlist(creator, id, link.id);
    await vote(members[0]!, id, link.id, "up");
    await creator.client.patch(`/api/events/${id}`, { deadline: ahead(30 * HOUR) });
    await moveDeadline(id, ahead(-1000));
    const before = (await snapshot(world.app, id)).event;
    const room = listen(world.app, id);
    const since = Date.now();

    await world.app.scheduler.tick();
    await world.app.scheduler.tick();

    const after = (await snapshot(world.app, id)).event;
    expect(after).toMatchObject({ status: "completed", winnerLinkId: link.id });
    expect(after.version).toBe(before.version + 1);
    expect(room.messages).toEqual([
      {
        type: "event.closed",
        status: "completed",
        winnerLinkId: link.id,
        closedAt: new Date(after.closedAt!).toISOString(),
        deadline: new Date(after.deadline!).toISOString(),
        version: before.version + 1,
        // Every link's result, as closing by hand sends it.
        results: [{ linkId: link.id, up: 1, down: 0, voters: null }],
      },
    ]);
    for (const person of [creator, ...members]) {
      const to = await emailOf(person);
      const mail = await world.smtp.waitFor(to, { subject: /closed/, since });
      expect(mail.text).toContain("Trattoria");
      // "See the result" opens the shortlist, under the result.
      expect(mail.text).toContain(`${world.app.url}/event/${id}?tab=shortlist`);
      expect(mail.headers["list-unsubscribe"]).toMatch(
        /^<http:\/\/127\.0\.0\.1:\d+\/api\/unsubscribe\?token=/,
      );
      expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    }
    await world.app.scheduler.tick();
    const closedMails = world.smtp.mails.filter(
      (m) => m.receivedAt >= since && m.text.includes(`/event/${id}`),
    );
    expect(closedMails).toHaveLength(3);
  });

  it("closes events whose deadline passed while Huddle was down, on start", async () => {
    const { creator, id } = await eventWithMembers(world.app, 1);
    await creator.client.patch(`/api/events/${id}`, { deadline: ahead(30 * HOUR) });
    await moveDeadline(id, ahead(-HOUR));
    // A second instance on the same data, started now: its first tick runs at start.
    const second = await startTestApp({
      database: world.app.database,
      env: { SMTP_URL: world.smtp.url, SCHEDULER_TICK_MS: "600000" },
    });
    try {
      await expect
        .poll(async () => (await snapshot(world.app, id)).event.status, { timeout: 10_000 })
        .toBe("completed");
    } finally {
      await second.close();
    }
  });

  it("leaves events without a deadline, or with one ahead, alone", async () => {
    const a = await eventWithMembers(world.app, 1);
    const b = await eventWithMembers(world.app, 1);
    await b.creator.client.patch(`/api/events/${b.id}`, { deadline: ahead(HOUR) });
    await world.app.scheduler.tick();
    expect((await snapshot(world.app, a.id)).event.status).toBe("active");
    expect((await snapshot(world.app, b.id)).event.status).toBe("active");
  });
});

describe("the day before the deadline", () => {
  it("reminds the members who have not voted, once", async () => {
    const { creator, members, id } = await eventWithMembers(world.app, 2);
    const link = await share(creator, id, "Sushi bar");
    await shortlist(creator, id, link.id);
    await vote(members[0]!, id, link.id, "up");
    await creator.client.patch(`/api/events/${id}`, { deadline: ahead(30 * HOUR) });
    // Not yet a day ahead: nothing.
    await world.app.scheduler.tick();
    const owed = sql`select id from notification_outbox where kind = 'deadline' and content->>'text' like ${`%/event/${id}%`}`;
    expect(await testRows(world.app.db, owed)).toEqual([]);
    await moveDeadline(id, ahead(20 * HOUR));
    const since = Date.now();
    await world.app.scheduler.tick();
    await world.app.scheduler.tick();

    for (const person of [creator, members[1]!]) {
      const mail = await world.smtp.waitFor(await emailOf(person), {
        subject: /closes within 24 hours/,
        since,
      });
      expect(mail.text).toContain(`${world.app.url}/event/${id}?tab=shortlist`);
      expect(mail.text).toMatch(/UTC/);
    }
    const voter = await emailOf(members[0]!);
    const reminders = world.smtp.mails.filter(
      (m) => m.receivedAt >= since && m.text.includes(`/event/${id}`),
    );
    expect(reminders.map((m) => m.to[0]).sort()).toEqual(
      [await emailOf(creator), await emailOf(members[1]!)].sort(),
    );
    expect(reminders.some((m) => m.to.includes(voter))).toBe(false);
  });
});
