// Calendars (issue #37, decision 228): an event's deadline as an .ics file, a group's schedule as
// recurring entries on its clock across daylight saving, and the private feed: only the person's
// own events, winners once closed, no hidden tally, in their language; its token revoked, made
// anew and turned off. Every file is read with ical.js, as a calendar app would read it.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GroupSummary } from "../../src/shared/api";
import {
  FEED_LIMIT_KEYS,
  hourlyCounter,
  UNKNOWN_FEEDS_PER_HOUR,
} from "../../src/server/features/calendar/feed-limit";
import { nextOpening } from "../../src/server/features/groups/schedule";
import { startTestApp, type TestApp } from "../support/test-app";
import {
  closeEvent,
  createEventAs,
  joinAs,
  share,
  shortlist,
  vote,
} from "../support/factories/actions";
import { people, userWithSession } from "../support/factories/people";
import { occurrences, parseCalendar } from "../support/ical";
import { snapshotTables } from "../support/snapshot";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** A deadline some weeks ahead, written with an offset as a browser in Vienna would send it. */
const DEADLINE = (() => {
  const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  return `${day}T18:30:00+01:00`;
})();

const feedPath = (url: string) => {
  expect(url).toMatch(/^webcal:\/\/[^/]+\/api\/calendar\/feed\/[\w-]{43}\.ics$/);
  return new URL(url.replace(/^webcal:/, "http:")).pathname;
};

describe("an event's .ics file", () => {
  it("holds the deadline in UTC, the title and the event's address; outsiders hear 404", async () => {
    const creator = await userWithSession(app, { name: "Ada Creator" });
    const event = await createEventAs(creator, {
      title: "Friday, dinner; at 8",
      deadline: DEADLINE,
    });
    const res = await creator.client.get(`/api/events/${event.id}/calendar.ics`);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="huddle-friday-dinner-at-8.ics"',
    );
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const { entries } = parseCalendar(res.text);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry!.uid).toBe(`deadline-${event.id}@huddle`);
    expect(entry!.summary).toBe("Deadline: Friday, dinner; at 8");
    expect(entry!.url).toBe(`${app.url}/event/${event.id}`);
    expect(entry!.description).toContain(`${app.url}/event/${event.id}`);
    expect(entry!.zone).toBe("UTC");
    expect(res.text).toMatch(/^DTSTART:\d{8}T\d{6}Z\r$/m);
    expect(entry!.start.toISOString()).toBe(new Date(DEADLINE).toISOString());
    expect(entry!.end.getTime() - entry!.start.getTime()).toBe(15 * 60_000);
    // The alarm rings an hour before the deadline.
    expect(res.text).toContain("TRIGGER:-PT1H");

    // The same UID again: adding it twice updates the entry.
    const again = parseCalendar(
      (await creator.client.get(`/api/events/${event.id}/calendar.ics`)).text,
    );
    expect(again.entries[0]!.uid).toBe(entry!.uid);

    const [outsider] = await people(app, 1, "Outsider");
    const before = await snapshotTables(app.db);
    const refused = await outsider!.client.get(`/api/events/${event.id}/calendar.ics`);
    expect([refused.status, refused.json.error.code]).toEqual([404, "eventNotFound"]);
    expect(await snapshotTables(app.db)).toEqual(before);
  });

  it("is in the member's language, and an event without a deadline has none", async () => {
    const creator = await userWithSession(app, { name: "Ada Creator" });
    expect((await creator.client.patch("/api/me", { language: "de" })).status).toBe(200);
    const event = await createEventAs(creator, { title: "Kino", deadline: DEADLINE });
    const { entries } = parseCalendar(
      (await creator.client.get(`/api/events/${event.id}/calendar.ics`)).text,
    );
    expect(entries[0]!.summary).toBe("Frist: Kino");
    const none = await createEventAs(creator, "Ohne Frist");
    const res = await creator.client.get(`/api/events/${none.id}/calendar.ics`);
    expect([res.status, res.json.error.code]).toEqual([409, "noDeadline"]);
  });
});

describe("a group's schedule as an .ics file", () => {
  it("repeats weekly on the group's clock, across a daylight saving change", async () => {
    const admin = await userWithSession(app, { name: "Ada Admin" });
    const group = (await admin.client.post("/api/groups", { name: "Book club" }))
      .json as GroupSummary;
    const schedule = {
      timeZone: "Europe/Berlin",
      opensOn: 1,
      opensAt: "09:00",
      closesOn: 5,
      closesAt: "18:00",
    };
    expect((await admin.client.put(`/api/groups/${group.id}/schedule`, schedule)).status).toBe(200);
    const res = await admin.client.get(`/api/groups/${group.id}/calendar.ics`);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const { entries, calendar } = parseCalendar(res.text);
    expect(calendar.getAllSubcomponents("vtimezone")).toHaveLength(1);
    const opens = entries.find((e) => e.uid === `opens-${group.id}@huddle`)!;
    const closes = entries.find((e) => e.uid === `closes-${group.id}@huddle`)!;
    expect(opens.summary).toBe("Book club: a new round opens");
    expect(closes.summary).toBe("Book club: voting closes");
    expect(opens.zone).toBe("Europe/Berlin");
    expect(opens.url).toBe(`${app.url}/groups/${group.id}`);

    // 30 weeks from now reach past the last Sunday of March: every opening is Monday 09:00 in
    // Berlin, and the same moment the scheduler itself computes (croner).
    const weeks = occurrences(opens, 30);
    let after = new Date();
    const utcHours = new Set<number>();
    for (const { moment, clock, weekday } of weeks) {
      expect([clock, weekday]).toEqual(["09:00", 1]);
      const scheduler = nextOpening(schedule, after)!;
      expect(moment.toISOString()).toBe(scheduler.toISOString());
      utcHours.add(moment.getUTCHours());
      after = moment;
    }
    // Winter (08:00Z) and summer (07:00Z) both: the change was crossed.
    expect([...utcHours].sort()).toEqual([7, 8]);
    for (const { clock, weekday } of occurrences(closes, 30)) {
      expect([clock, weekday]).toEqual(["18:00", 5]);
    }
    // The first closing is after the first opening (the round it closes).
    expect(occurrences(closes, 1)[0]!.moment > weeks[0]!.moment).toBe(true);
  });

  it("says there is nothing to add without a schedule or while it is paused; outsiders 404", async () => {
    const admin = await userWithSession(app, { name: "Ada Admin" });
    const group = (await admin.client.post("/api/groups", { name: "Quiet" })).json as GroupSummary;
    const none = await admin.client.get(`/api/groups/${group.id}/calendar.ics`);
    expect([none.status, none.json.error.code]).toEqual([409, "noSchedule"]);
    await admin.client.put(`/api/groups/${group.id}/schedule`, {
      timeZone: "America/New_York",
      opensOn: 3,
      opensAt: "12:00",
      closesOn: 4,
      closesAt: "12:00",
    });
    await admin.client.post(`/api/groups/${group.id}/schedule/pause`);
    const paused = await admin.client.get(`/api/groups/${group.id}/calendar.ics`);
    expect([paused.status, paused.json.error.code]).toEqual([409, "schedulePaused"]);
    const [outsider] = await people(app, 1, "Outsider");
    const refused = await outsider!.client.get(`/api/groups/${group.id}/calendar.ics`);
    expect([refused.status, refused.json.error.code]).toEqual([404, "groupNotFound"]);
  });
});

describe("the calendar feed", () => {
  it("lists only the person's events: deadlines while open, winners once closed, no hidden tally", async () => {
    const me = await userWithSession(app, { name: "Me" });
    const other = await userWithSession(app, { name: "Other" });

    // Mine, open, with a deadline.
    const open = await createEventAs(me, { title: "Open one", deadline: DEADLINE });
    // Someone else's, which I joined; it hides its results until closing and has votes.
    const hidden = await createEventAs(other, {
      title: "Hidden tally",
      deadline: DEADLINE,
      resultsShown: "afterClose",
    });
    await joinAs(me, hidden.invitationCode);
    const secret = await share(other, hidden.id, "Secret favourite", "https://example.com/secret");
    await shortlist(other, hidden.id, secret.id);
    await vote(other, hidden.id, secret.id, "up");
    // Closed with a winner.
    const closed = await createEventAs(other, { title: "Done deal", deadline: DEADLINE });
    await joinAs(me, closed.invitationCode);
    const winner = await share(other, closed.id, "Pizza Place", "https://example.com/pizza");
    await shortlist(other, closed.id, winner.id);
    await vote(me, closed.id, winner.id, "up");
    await closeEvent(other, closed.id);
    // Closed without a winner.
    const empty = await createEventAs(me, "Nothing won");
    await closeEvent(me, empty.id);
    // Not mine: another person's event, and one I left.
    const theirs = await createEventAs(other, { title: "Not mine", deadline: DEADLINE });
    const left = await createEventAs(other, { title: "Left it", deadline: DEADLINE });
    await joinAs(me, left.invitationCode);
    expect((await me.client.post(`/api/events/${left.id}/leave`)).status).toBe(204);
    // Open without a deadline: nothing to put in a calendar.
    await createEventAs(me, "No deadline");

    expect((await me.client.get("/api/me/calendar-feed")).json).toEqual({ url: null });
    const made = await me.client.post("/api/me/calendar-feed");
    expect(made.status).toBe(200);
    const url = made.json.url as string;
    // Settings can show the same address again.
    expect((await me.client.get("/api/me/calendar-feed")).json).toEqual({ url });

    const res = await app.client().get(feedPath(url));
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const { entries, property } = parseCalendar(res.text);
    expect(property("x-wr-calname")).toBe("Huddle");
    expect(property("x-published-ttl")).toBe("PT1H");
    expect(res.text).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H");
    const byUid = Object.fromEntries(entries.map((e) => [e.uid, e]));
    expect(Object.keys(byUid).sort()).toEqual(
      [open.id, hidden.id, closed.id, empty.id].map((id) => `deadline-${id}@huddle`).sort(),
    );
    const deadlineOf = byUid[`deadline-${open.id}@huddle`]!;
    expect(deadlineOf.summary).toBe("Deadline: Open one");
    expect(deadlineOf.zone).toBe("UTC");
    expect(deadlineOf.start.toISOString()).toBe(new Date(DEADLINE).toISOString());
    expect(deadlineOf.url).toBe(`${app.url}/event/${open.id}`);
    expect(byUid[`deadline-${hidden.id}@huddle`]!.summary).toBe("Deadline: Hidden tally");
    // No alarms in a feed: one for every event one is in would be noise.
    expect(res.text).not.toContain("BEGIN:VALARM");
    const won = byUid[`deadline-${closed.id}@huddle`]!;
    expect(won.summary).toBe("Winner: Pizza Place (Done deal)");
    const closedAt = (await me.client.get(`/api/events/${closed.id}`)).json.event
      .closedAt as string;
    // iCalendar counts whole seconds.
    expect(won.start.getTime()).toBe(Math.floor(Date.parse(closedAt) / 1000) * 1000);
    expect(byUid[`deadline-${empty.id}@huddle`]!.summary).toBe("Closed: Nothing won (no winner)");
    // Nothing of the hidden event's links, nor of anyone else's events, nor of other members.
    for (const text of ["Secret favourite", "example.com/secret", "Not mine", "Left it", "Other"])
      expect(res.text).not.toContain(text);
    expect(res.text).not.toContain(theirs.id);
  });

  it("is in the person's language, and its times stay UTC moments", async () => {
    const me = await userWithSession(app, { name: "Ich" });
    await me.client.patch("/api/me", { language: "de", timeZone: "Asia/Tokyo" });
    const event = await createEventAs(me, { title: "Kino", deadline: DEADLINE });
    const url = (await me.client.post("/api/me/calendar-feed")).json.url as string;
    const res = await app.client().get(feedPath(url));
    const { entries, property } = parseCalendar(res.text);
    expect(property("x-wr-calname")).toBe("Huddle");
    expect(entries[0]!.summary).toBe("Frist: Kino");
    expect(entries[0]!.uid).toBe(`deadline-${event.id}@huddle`);
    expect(entries[0]!.zone).toBe("UTC");
    expect(entries[0]!.start.toISOString()).toBe(new Date(DEADLINE).toISOString());

    // The kept answer follows every change: a new title, then the event closed.
    expect(
      (await me.client.patch(`/api/events/${event.id}`, { title: "Kino am Freitag" })).status,
    ).toBe(200);
    const renamed = parseCalendar((await app.client().get(feedPath(url))).text);
    expect(renamed.entries[0]!.summary).toBe("Frist: Kino am Freitag");
    await closeEvent(me, event.id);
    const closed = parseCalendar((await app.client().get(feedPath(url))).text);
    expect(closed.entries[0]!.summary).toBe("Beendet: Kino am Freitag (kein Gewinner)");
  });

  it("folds its lines at 75 octets, as RFC 5545 says, and reads back whole", async () => {
    const me = await userWithSession(app, { name: "Me" });
    // The longest title there may be, of two- and four-octet characters, so a fold that split
    // one would show.
    const title = "Käsefondue 🧀 am Freitag, ".repeat(8).slice(0, 200).trim();
    const event = await createEventAs(me, { title, deadline: DEADLINE });
    const url = (await me.client.post("/api/me/calendar-feed")).json.url as string;
    for (const gzip of [true, false]) {
      const res = await app.client().request("GET", feedPath(url), undefined, {
        "accept-encoding": gzip ? "gzip" : "identity",
      });
      expect(res.status).toBe(200);
      const long = res.text.split("\r\n").filter((line) => Buffer.byteLength(line, "utf8") > 75);
      expect(long).toEqual([]);
      const { entries } = parseCalendar(res.text);
      expect(entries[0]!.uid).toBe(`deadline-${event.id}@huddle`);
      expect(entries[0]!.summary).toBe(`Deadline: ${title}`);
      expect(entries[0]!.description).toContain(title);
      expect(entries[0]!.description).toContain(`${app.url}/event/${event.id}`);
    }
  });

  it("is revoked by a new address and by turning it off; unknown tokens are a plain 404", async () => {
    const me = await userWithSession(app, { name: "Me" });
    const first = (await me.client.post("/api/me/calendar-feed")).json.url as string;
    const anonymous = app.client();
    expect((await anonymous.get(feedPath(first))).status).toBe(200);

    const second = (await me.client.post("/api/me/calendar-feed")).json.url as string;
    expect(second).not.toBe(first);
    const old = await anonymous.get(feedPath(first));
    expect([old.status, old.json.error.code]).toEqual([404, "feedNotFound"]);
    expect((await anonymous.get(feedPath(second))).status).toBe(200);
    expect((await me.client.get("/api/me/calendar-feed")).json).toEqual({ url: second });

    const off = await me.client.delete("/api/me/calendar-feed");
    expect([off.status, off.json]).toEqual([200, { url: null }]);
    expect((await anonymous.get(feedPath(second))).status).toBe(404);
    expect((await me.client.get("/api/me/calendar-feed")).json).toEqual({ url: null });

    // Only the token's hash and a seed are stored: neither is the token.
    const token = feedPath(second).split("/").at(-1)!.replace(".ics", "");
    const third = (await me.client.post("/api/me/calendar-feed")).json.url as string;
    const stored = JSON.stringify(await snapshotTables(app.db, ["calendar_feeds"]));
    expect(stored).not.toContain(feedPath(third).split("/").at(-1)!.replace(".ics", ""));
    expect(stored).not.toContain(token);

    // The request log names the route, never the token.
    const logged = JSON.stringify(app.logs);
    expect(logged).toContain('"path":"/api/calendar/feed/:feedFile"');
    expect(logged).not.toContain(token);

    for (const path of [
      "/api/calendar/feed/nothing.ics",
      `/api/calendar/feed/${"A".repeat(43)}.ics`,
      `/api/calendar/feed/${token}`,
    ]) {
      const res = await anonymous.get(path);
      expect([path, res.status, res.json.error.code]).toEqual([path, 404, "feedNotFound"]);
    }
  });

  it("is for accounts: a guest hears 403", async () => {
    const [guest] = await people(app, 1, "Guest", { guests: true });
    for (const method of ["get", "post", "delete"] as const) {
      const res = await guest!.client[method]("/api/me/calendar-feed");
      expect([method, res.status, res.json.error.code]).toEqual([
        method,
        403,
        "guestNoCalendarFeed",
      ]);
    }
  });

  it("is rate limited per address", async () => {
    const limited = await startTestApp({ env: { RATE_LIMIT_CALENDAR_FEED_PER_HOUR: "2" } });
    try {
      const me = await userWithSession(limited, { name: "Me" });
      const url = (await me.client.post("/api/me/calendar-feed")).json.url as string;
      const anonymous = limited.client();
      expect((await anonymous.get(feedPath(url))).status).toBe(200);
      expect((await anonymous.get(feedPath(url))).status).toBe(200);
      const third = await anonymous.get(feedPath(url));
      expect([third.status, third.json.error.code]).toEqual([429, "tooManyRequests"]);
      // Another person's address counts on its own.
      const you = await userWithSession(limited, { name: "You" });
      const yours = (await you.client.post("/api/me/calendar-feed")).json.url as string;
      expect((await anonymous.get(feedPath(yours))).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("keeps a bounded number of counts in memory, the oldest going first", () => {
    const counter = hourlyCounter(1);
    const now = Date.UTC(2026, 10, 29, 12);
    expect(counter.hit("first", now)).toBe(true);
    expect(counter.hit("first", now)).toBe(false);
    // Made-up tokens, each counted before the database is asked: 51 MB for the hour, unbounded.
    let last = "";
    for (let i = 0; i < 100_000; i++) counter.hit((last = `made-up-${i}`), now);
    expect(counter.size).toBe(FEED_LIMIT_KEYS);
    expect(counter.spent(last, now)).toBe(true);
    expect(counter.spent("first", now)).toBe(false);
    // The next hour's window starts afresh.
    expect(counter.hit(last, now + 3_600_000)).toBe(true);
  });

  it("answers 429 to a client address that asked for many addresses no feed has", async () => {
    const limited = await startTestApp({ env: { TRUST_PROXY: "1" } });
    try {
      const me = await userWithSession(limited, { name: "Me" });
      const mine = feedPath((await me.client.post("/api/me/calendar-feed")).json.url as string);
      const anonymous = limited.client();
      const from = (address: string, path: string) =>
        anonymous.request("GET", path, undefined, { "x-forwarded-for": address });
      const madeUp = () => `/api/calendar/feed/${randomBytes(32).toString("base64url")}.ics`;
      for (const [guesser, neighbour, other] of [
        ["203.0.113.7", "203.0.113.7", "203.0.113.8"],
        // IPv6 by its /64: the next address in it is the same client.
        ["2001:db8:1:2::1", "2001:db8:1:2::ffff", "2001:db8:1:3::1"],
      ]) {
        for (let i = 0; i < UNKNOWN_FEEDS_PER_HOUR; i++) {
          const res = await from(guesser!, madeUp());
          expect([guesser, i, res.status]).toEqual([guesser, i, 404]);
        }
        for (const path of [madeUp(), mine]) {
          const refused = await from(neighbour!, path);
          expect(refused.status).toBe(429);
          expect(refused.json).toEqual({
            error: expect.objectContaining({
              code: "tooManyRequests",
              message: expect.any(String),
            }),
          });
        }
        // Another client asks as before.
        expect((await from(other!, madeUp())).status).toBe(404);
        expect((await from(other!, mine)).status).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });
});
