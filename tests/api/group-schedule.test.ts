// Rounds that open by themselves (issue #36, decision 226): the schedule routes' rules and
// refusals; the scheduler's openings on the group's clock across a daylight saving change, once
// after a long downtime, skipped while a round is still open; pause, resume and skip; and the
// "A new round is open" email on a real SMTP server, with its opt-out. The scheduler step takes
// the moment as an argument (`scheduler.openDue(now)`), so no test waits for a clock.
import { sql } from "drizzle-orm";
import { EventSourceParserStream } from "eventsource-parser/stream";
import { describe, expect, it } from "vitest";
import type { GroupSummary, ScheduleInput } from "../../src/shared/api";
import { groupSummary } from "../../src/shared/group-responses";
import { testRows } from "../support/rows";
import { nextOpening } from "../../src/server/features/groups/schedule";
import { appWithMail } from "../support/mail-app";
import { linkIn } from "../support/smtp-catcher";
import { people, userWithSession } from "../support/factories/people";
import { DATA_TABLES, snapshotTables } from "../support/snapshot";

const world = appWithMail();
const TABLES = [...DATA_TABLES, "groups", "group_members"];

const BERLIN_MONDAYS: ScheduleInput = {
  timeZone: "Europe/Berlin",
  opensOn: 1,
  opensAt: "09:00",
  closesOn: 5,
  closesAt: "18:00",
};

/** A group made through the API by its admin, with `memberCount` members who joined by its code. */
async function groupWith(memberCount: number, name = "Friday dinner") {
  const admin = await userWithSession(world.app, { name: "Ada Admin" });
  const created = await admin.client.post("/api/groups", { name });
  expect(created.status).toBe(201);
  const group = created.json as GroupSummary;
  const members = await people(world.app, memberCount);
  for (const member of members) {
    const joined = await member.client.post("/api/groups/join", { code: group.invitationCode });
    expect(joined.status).toBe(200);
  }
  return { admin, members, group, id: group.id };
}

/** A 200 answer's group summary, held to the shared schema (strict: no field too many). */
async function summaryOf(pending: Promise<{ status: number; json: unknown; text: string }>) {
  const res = await pending;
  expect(res.status, res.text).toBe(200);
  return groupSummary.parse(res.json);
}

/** The group row's schedule columns and version, as stored. */
async function stored(groupId: string) {
  const [row] = await testRows<{
    next_opening_at: string | null;
    schedule_paused: boolean;
    version: number;
  }>(
    world.app.db,
    sql`select next_opening_at::text, schedule_paused, version from groups where id = ${groupId}`,
  );
  return {
    next: row!.next_opening_at && new Date(row!.next_opening_at).toISOString(),
    paused: row!.schedule_paused,
    version: row!.version,
  };
}

/** The group's rounds, oldest first. */
const roundsOf = (groupId: string) =>
  testRows<{ id: string; round_number: number; status: string; deadline: string | null }>(
    world.app.db,
    sql`select id, round_number, status, deadline::text from events
         where group_id = ${groupId} order by round_number`,
  );

/** Runs the scheduler's openings at `now` and answers how many rounds of this group opened (the
 * file's other groups are due at the same moments: each test looks at its own). */
async function opensOf(groupId: string, now: string) {
  const before = (await roundsOf(groupId)).length;
  await world.app.scheduler.openDue(new Date(now));
  return (await roundsOf(groupId)).length - before;
}

/** Moves the group's next opening, as if it had been computed long ago. */
const dueAt = (groupId: string, moment: string) =>
  world.app.db.execute(
    sql`update groups set next_opening_at = ${moment}::timestamptz where id = ${groupId}`,
  );

const iso = (text: string | null) => text && new Date(text).toISOString();

/** The group page's live stream (GET /api/groups/:groupId/live) as a member's open page reads
 * it: the versions of its `group.changed` messages, as they come. */
async function groupStream(client: { cookieHeader: string }, groupId: string) {
  const controller = new AbortController();
  const response = await fetch(`${world.app.url}/api/groups/${groupId}/live`, {
    headers: { cookie: client.cookieHeader, accept: "text/event-stream" },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const versions: number[] = [];
  const reader = response
    .body!.pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done || !value) return;
      const message = JSON.parse(value.data) as { type: string; version?: number };
      if (message.type === "group.changed") versions.push(message.version!);
    }
  })();
  return { versions, close: () => controller.abort() };
}

describe("the schedule routes", () => {
  it("sets a schedule: the answer says the next opening on the group's clock", async () => {
    const { admin, id } = await groupWith(1);
    const { version } = await stored(id);
    const before = new Date();
    const summary = await summaryOf(admin.client.put(`/api/groups/${id}/schedule`, BERLIN_MONDAYS));
    const next = nextOpening(BERLIN_MONDAYS, before)!;
    expect(summary.schedule).toEqual({
      ...BERLIN_MONDAYS,
      paused: false,
      nextOpeningAt: next.toISOString(),
    });
    expect(summary.version).toBe(version + 1);
    // A Monday at 09:00 in Berlin: 07:00 or 08:00 UTC, whichever the season.
    expect(next.getUTCDay()).toBe(1);
    expect([7, 8]).toContain(next.getUTCHours());
    expect(await stored(id)).toEqual({
      next: next.toISOString(),
      paused: false,
      version: summary.version,
    });
    // The group page says the same.
    const page = await admin.client.get(`/api/groups/${id}`);
    expect((page.json as { group: GroupSummary }).group.schedule).toEqual(summary.schedule);
  });

  it("changes the schedule: the next opening follows the new one", async () => {
    const { admin, id } = await groupWith(0);
    await admin.client.put(`/api/groups/${id}/schedule`, BERLIN_MONDAYS);
    const tokyo = { ...BERLIN_MONDAYS, timeZone: "Asia/Tokyo", opensOn: 3, opensAt: "20:30" };
    const before = new Date();
    const res = await admin.client.put(`/api/groups/${id}/schedule`, tokyo);
    const next = new Date((res.json as GroupSummary).schedule!.nextOpeningAt!);
    expect(next.toISOString()).toBe(nextOpening(tokyo, before)!.toISOString());
    // Wednesday 20:30 in Tokyo is Wednesday 11:30 UTC all year.
    expect([next.getUTCDay(), next.getUTCHours(), next.getUTCMinutes()]).toEqual([3, 11, 30]);
  });

  it("refuses a bad schedule with the field's code, changing nothing", async () => {
    const { admin, id } = await groupWith(0);
    const before = await snapshotTables(world.app.db, TABLES);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ timeZone: "Mars/Olympus" }, "timeZone", "unknownTimeZone"],
      [{ timeZone: "+02:00" }, "timeZone", "unknownTimeZone"],
      [{ timeZone: 2 }, "timeZone", "timeZoneNotText"],
      [{ opensAt: "25:00" }, "opensAt", "clockTimeInvalid"],
      [{ opensAt: "9:00" }, "opensAt", "clockTimeInvalid"],
      [{ closesAt: "18:60" }, "closesAt", "clockTimeInvalid"],
      [{ opensOn: 0 }, "opensOn", "weekdayUnknown"],
      [{ closesOn: 8 }, "closesOn", "weekdayUnknown"],
      [{ opensOn: 1.5 }, "opensOn", "weekdayUnknown"],
      [{ opensOn: "1" }, "opensOn", "weekdayUnknown"],
    ];
    for (const [change, field, code] of cases) {
      const res = await admin.client.put(`/api/groups/${id}/schedule`, {
        ...BERLIN_MONDAYS,
        ...change,
      });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.json.error.fields[field].code, JSON.stringify(change)).toBe(code);
    }
    const { closesAt: _, ...missing } = BERLIN_MONDAYS;
    expect((await admin.client.put(`/api/groups/${id}/schedule`, missing)).status).toBe(400);
    const extra = { ...BERLIN_MONDAYS, every: "week" };
    expect((await admin.client.put(`/api/groups/${id}/schedule`, extra)).status).toBe(400);
    expect(await snapshotTables(world.app.db, TABLES)).toEqual(before);
  });

  it("is for admins: a member hears 403, an outsider and a made-up group 404", async () => {
    const { admin, members, id } = await groupWith(1);
    await admin.client.put(`/api/groups/${id}/schedule`, BERLIN_MONDAYS);
    const [outsider] = await people(world.app, 1, "Outsider");
    const before = await snapshotTables(world.app.db, TABLES);
    const paths = ["schedule/pause", "schedule/resume", "schedule/skip"].map(
      (p) => ["POST", `/api/groups/${id}/${p}`] as const,
    );
    const all = [
      ["PUT", `/api/groups/${id}/schedule`] as const,
      ["DELETE", `/api/groups/${id}/schedule`] as const,
      ...paths,
    ];
    for (const [method, path] of all) {
      const body = method === "PUT" ? BERLIN_MONDAYS : undefined;
      const member = await members[0]!.client.request(method, path, body);
      expect([path, member.status, member.json.error.code]).toEqual([path, 403, "groupAdminOnly"]);
      const stranger = await outsider!.client.request(method, path, body);
      expect([path, stranger.status, stranger.json.error.code]).toEqual([
        path,
        404,
        "groupNotFound",
      ]);
      const nobody = await world.app.client().request(method, path, body);
      expect(nobody.status).toBe(401);
    }
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const path of [`/api/groups/${unknown}/schedule/pause`, "/api/groups/12/schedule/pause"]) {
      const res = await admin.client.post(path);
      expect([res.status, res.json.error.code]).toEqual([404, "groupNotFound"]);
    }
    expect(await snapshotTables(world.app.db, TABLES)).toEqual(before);
  });

  it("an admin who is not the creator may set it", async () => {
    const { admin, members, id } = await groupWith(1);
    const [member] = members;
    const role = await admin.client.put(`/api/groups/${id}/members/${member!.id}/role`, {
      role: "admin",
    });
    expect(role.status).toBe(200);
    const res = await member!.client.put(`/api/groups/${id}/schedule`, BERLIN_MONDAYS);
    expect(res.status).toBe(200);
    expect((res.json as GroupSummary).myRole).toBe("admin");
  });

  it("pauses, resumes, skips and deletes; each change moves the version once", async () => {
    const { admin, id } = await groupWith(0);
    const set = await summaryOf(admin.client.put(`/api/groups/${id}/schedule`, BERLIN_MONDAYS));
    const first = set.schedule!.nextOpeningAt!;

    const skipped = await summaryOf(admin.client.post(`/api/groups/${id}/schedule/skip`));
    expect(skipped.schedule!.nextOpeningAt).toBe(
      nextOpening(BERLIN_MONDAYS, new Date(first))!.toISOString(),
    );
    expect(skipped.version).toBe(set.version + 1);

    const paused = await summaryOf(admin.client.post(`/api/groups/${id}/schedule/pause`));
    expect(paused.schedule).toMatchObject({
      paused: true,
      nextOpeningAt: null,
    });
    expect(await stored(id)).toMatchObject({ next: null, paused: true });
    // Pausing again changes nothing; skipping while paused is refused.
    const again = (await admin.client.post(`/api/groups/${id}/schedule/pause`))
      .json as GroupSummary;
    expect(again.version).toBe(paused.version);
    const skipPaused = await admin.client.post(`/api/groups/${id}/schedule/skip`);
    expect([skipPaused.status, skipPaused.json.error.code]).toEqual([409, "schedulePaused"]);
    // A new schedule while paused stays paused.
    const changed = (
      await admin.client.put(`/api/groups/${id}/schedule`, { ...BERLIN_MONDAYS, opensAt: "10:00" })
    ).json as GroupSummary;
    expect(changed.schedule).toMatchObject({ opensAt: "10:00", paused: true, nextOpeningAt: null });

    const before = new Date();
    const resumed = await summaryOf(admin.client.post(`/api/groups/${id}/schedule/resume`));
    const monday10 = { ...BERLIN_MONDAYS, opensAt: "10:00" };
    expect(resumed.schedule).toMatchObject({
      paused: false,
      nextOpeningAt: nextOpening(monday10, before)!.toISOString(),
    });
    const resumedAgain = (await admin.client.post(`/api/groups/${id}/schedule/resume`))
      .json as GroupSummary;
    expect(resumedAgain.version).toBe(resumed.version);

    const deleted = await summaryOf(admin.client.delete(`/api/groups/${id}/schedule`));
    expect(deleted.schedule).toBeNull();
    expect(await stored(id)).toMatchObject({ next: null, paused: false });
    for (const action of ["pause", "resume", "skip"]) {
      const res = await admin.client.post(`/api/groups/${id}/schedule/${action}`);
      expect([action, res.status, res.json.error.code]).toEqual([action, 409, "noSchedule"]);
    }
    // Deleting no schedule is no change.
    const none = (await admin.client.delete(`/api/groups/${id}/schedule`)).json as GroupSummary;
    expect(none.version).toBe(deleted.version);
  });

  it("skips an opening already due: the next is the first after now", async () => {
    const { admin, id } = await groupWith(0);
    await admin.client.put(`/api/groups/${id}/schedule`, BERLIN_MONDAYS);
    await dueAt(id, "2026-01-05T08:00:00Z");
    const before = new Date();
    const res = (await admin.client.post(`/api/groups/${id}/schedule/skip`)).json as GroupSummary;
    expect(res.schedule!.nextOpeningAt).toBe(nextOpening(BERLIN_MONDAYS, before)!.toISOString());
  });
});

describe("the scheduler's openings", () => {
  it("opens on the group's clock across the spring change, closing at the schedule's closing", async () => {
    const { admin, id } = await groupWith(2);
    await admin.client.put(`/api/groups/${id}/schedule`, BERLIN_MONDAYS);
    // Berlin moves its clocks on 28 March 2027: Monday 09:00 is 08:00Z before, 07:00Z after.
    await dueAt(id, "2027-03-22T08:00:00Z");
    expect(await opensOf(id, "2027-03-22T07:59:59Z")).toBe(0);
    expect(await roundsOf(id)).toEqual([]);

    expect(await opensOf(id, "2027-03-22T08:00:05Z")).toBe(1);
    const [first] = await roundsOf(id);
    expect(first).toMatchObject({ round_number: 1, status: "active" });
    expect(iso(first!.deadline)).toBe("2027-03-26T17:00:00.000Z"); // Friday 18:00 CET
    expect((await stored(id)).next).toBe("2027-03-29T07:00:00.000Z"); // Monday 09:00 CEST
    // Each member of the group is a member of the round.
    const [count] = await testRows<{ n: number }>(
      world.app.db,
      sql`select count(*)::int as n from event_members where event_id = ${first!.id}`,
    );
    expect(count!.n).toBe(3);

    // The round closes (here by its admin: the test's Friday is not the clock's).
    expect((await admin.client.post(`/api/events/${first!.id}/close`)).status).toBe(200);
    expect(await opensOf(id, "2027-03-29T07:00:01Z")).toBe(1);
    const second = (await roundsOf(id))[1]!;
    expect(second).toMatchObject({ round_number: 2, status: "active" });
    expect(iso(second.deadline)).toBe("2027-04-02T16:00:00.000Z"); // Friday 18:00 CEST
    expect((await stored(id)).next).toBe("2027-04-05T07:00:00.000Z");
  });

  it("opens once after weeks of downtime, and the next opening is still to come", async () => {
    const { admin, id } = await groupWith(1);
    await admin.client.put(`/api/groups/${id}/schedule`, BERLIN_MONDAYS);
    await dueAt(id, "2027-01-04T08:00:00Z");
    const restart = "2027-02-03T12:00:00Z"; // a Wednesday, five Mondays later
    const version = (await stored(id)).version;
    // The start-up tick, and more ticks at the same moment: one round.
    expect(await opensOf(id, restart)).toBe(1);
    expect(await opensOf(id, restart)).toBe(0);
    const rounds = await roundsOf(id);
    expect(rounds).toHaveLength(1);
    // It closes at the first closing after the restart, the schedule's Friday.
    expect(iso(rounds[0]!.deadline)).toBe("2027-02-05T17:00:00.000Z");
    expect(await stored(id)).toEqual({
      next: "2027-02-08T08:00:00.000Z",
      paused: false,
      version: version + 1,
    });
  });

  it("skips an opening while the group's last round is still open, and says so in the log", async () => {
    const { admin, id } = await groupWith(1);
    await admin.client.put(`/api/groups/${id}/schedule`, BERLIN_MONDAYS);
    const manual = await admin.client.post(`/api/groups/${id}/rounds`, {});
    expect(manual.status).toBe(201);
    await dueAt(id, "2027-05-03T07:00:00Z");
    const mailed = () =>
      testRows<{ n: number }>(
        world.app.db,
        sql`select count(*)::int as n from notification_outbox o join group_members gm on gm.group_id = ${id}
              join "user" u on u.id = gm.user_id
             where o.kind = 'roundOpened' and o.recipient = u.email`,
      );
    const mailedBefore = await mailed();
    const version = (await stored(id)).version;
    expect(await opensOf(id, "2027-05-03T07:00:10Z")).toBe(0);
    expect(await roundsOf(id)).toHaveLength(1);
    expect(await stored(id)).toEqual({
      next: "2027-05-10T07:00:00.000Z",
      paused: false,
      version: version + 1,
    });
    expect(await mailed()).toEqual(mailedBefore);
    expect(world.app.logs).toContainEqual(
      expect.objectContaining({
        level: "warn",
        msg: "scheduled opening skipped: the group's last round is still open",
        groupId: id,
      }),
    );
  });

  it("opens nothing while paused, and resumes from the next opening after now", async () => {
    const { admin, id } = await groupWith(0);
    await admin.client.put(`/api/groups/${id}/schedule`, BERLIN_MONDAYS);
    await dueAt(id, "2027-06-07T07:00:00Z");
    await admin.client.post(`/api/groups/${id}/schedule/pause`);
    expect(await opensOf(id, "2027-06-30T00:00:00Z")).toBe(0);
    expect(await roundsOf(id)).toEqual([]);
    // The openings missed while paused are not made up: the next is the first after now.
    const before = new Date();
    await admin.client.post(`/api/groups/${id}/schedule/resume`);
    expect(await stored(id)).toMatchObject({
      next: nextOpening(BERLIN_MONDAYS, before)!.toISOString(),
      paused: false,
    });
    expect(await opensOf(id, "2027-06-30T00:00:00Z")).toBe(1);
  });

  it("opens more due rounds than a batch holds, each once (the timed thousand: the .pg test)", async () => {
    const [creator] = await people(world.app, 1, "Busy");
    const due = new Date("2027-09-06T07:00:00Z");
    // No 250 emails to send after the test: the recipients are still looked for.
    await world.app.db.execute(sql`insert into mail_opt_outs (email, kind)
      select email, 'roundOpened' from "user" where id = ${creator!.id}`);
    await world.app.db.execute(sql`
      with made as (
        insert into groups (name, invitation_code, creator_id, member_count, time_zone, opens_on,
                            opens_at, closes_on, closes_at, next_opening_at)
        select 'Busy ' || i, 'BUSY' || lpad(i::text, 8, '0'), ${creator!.id}, 1, 'Europe/Berlin',
               1, '09:00', 5, '18:00', ${due.toISOString()}::timestamptz
          from generate_series(1, 250) i
        returning id)
      insert into group_members (group_id, user_id, role)
      select id, ${creator!.id}, 'admin' from made`);
    await world.app.scheduler.openDue(new Date("2027-09-06T07:00:30Z"));
    const [counts] = await testRows<{ groups: number; rounds: number; next: string[] }>(
      world.app.db,
      sql`select count(distinct g.id)::int as groups, count(e.id)::int as rounds,
                 array_agg(distinct g.next_opening_at::text) as next
            from groups g left join events e on e.group_id = g.id and e.round_number = 1
           where g.creator_id = ${creator!.id}`,
    );
    expect(counts).toMatchObject({ groups: 250, rounds: 250 });
    expect(counts!.next.map((t) => new Date(t).toISOString())).toEqual([
      "2027-09-13T07:00:00.000Z",
    ]);
  });
});

describe("the group page's live stream", () => {
  it("hears each schedule change and each scheduled opening, with the group's version", async () => {
    const { admin, members, id } = await groupWith(1);
    const stream = await groupStream(members[0]!.client, id);
    try {
      const set = await summaryOf(admin.client.put(`/api/groups/${id}/schedule`, BERLIN_MONDAYS));
      await expect.poll(() => stream.versions).toContain(set.version);
      const paused = await summaryOf(admin.client.post(`/api/groups/${id}/schedule/pause`));
      await expect.poll(() => stream.versions).toContain(paused.version);
      // No change, no message.
      await summaryOf(admin.client.post(`/api/groups/${id}/schedule/pause`));
      const resumed = await summaryOf(admin.client.post(`/api/groups/${id}/schedule/resume`));
      await expect.poll(() => stream.versions).toContain(resumed.version);
      expect(stream.versions).toEqual([set.version, paused.version, resumed.version]);
      await dueAt(id, "2027-10-04T07:00:00Z");
      expect(await opensOf(id, "2027-10-04T07:00:01Z")).toBe(1);
      const { version } = await stored(id);
      await expect.poll(() => stream.versions).toContain(version);
    } finally {
      stream.close();
    }
  });
});

describe("the email: A new round is open", () => {
  it("goes to each member with a verified account who wants it, in their language and zone", async () => {
    const { admin, members, id } = await groupWith(3, "Book club");
    const [reader, german, quiet] = members;
    // A guest and an account whose address was never verified get none.
    const [guest] = await people(world.app, 1, "Guest", { guests: true });
    const unverified = await userWithSession(world.app, { verified: false });
    const code = (await admin.client.get(`/api/groups/${id}`)).json.group.invitationCode;
    for (const person of [guest!, unverified]) {
      expect((await person.client.post("/api/groups/join", { code })).status).toBe(200);
    }
    await german!.client.patch("/api/me", { language: "de", timeZone: "Europe/Berlin" });
    await reader!.client.patch("/api/me", { timeZone: "America/New_York" });
    await quiet!.client.put("/api/me/notifications", { roundOpened: false });
    await admin.client.put(`/api/groups/${id}/schedule`, BERLIN_MONDAYS);
    await dueAt(id, "2027-03-01T08:00:00Z");

    const since = Date.now();
    expect(await opensOf(id, "2027-03-01T08:00:02Z")).toBe(1);
    const [round] = await roundsOf(id);
    const emailOf = async (userId: string) =>
      (
        await testRows<{ email: string }>(
          world.app.db,
          sql`select email from "user" where id = ${userId}`,
        )
      )[0]!.email;

    const toReader = await world.smtp.waitFor(await emailOf(reader!.id), { since });
    expect(toReader.subject).toBe('A new round of "Book club" is open');
    expect(toReader.text).toContain("Round 1 of Book club is open");
    // Friday 5 March 2027, 18:00 in Berlin, told in New York's time.
    expect(toReader.text).toContain("Friday, 5 March 2027 at 12:00 GMT-5");
    expect(linkIn(toReader, `${world.app.url}/event/`)).toBe(`${world.app.url}/event/${round!.id}`);

    const toGerman = await world.smtp.waitFor(await emailOf(german!.id), { since });
    expect(toGerman.subject).toBe("Eine neue Runde von „Book club“ ist offen");
    expect(toGerman.text).toContain("Freitag, 5. März 2027 um 18:00 MEZ");

    const toAdmin = await world.smtp.waitFor(await emailOf(admin.id), { since });
    const oneClick = toAdmin.headers["list-unsubscribe"]!.replace(/^<|>$/g, "");
    // Everyone who should have one has one; the one who opted out and the guest have none.
    const rows = await testRows<{ recipient: string }>(
      world.app.db,
      sql`select recipient from notification_outbox
          where kind = 'roundOpened' and content->>'text' like ${`%/event/${round!.id}%`}`,
    );
    expect(rows.map((r) => r.recipient).sort()).toEqual(
      (await Promise.all([admin.id, reader!.id, german!.id].map(emailOf))).sort(),
    );

    // The admin unsubscribes by the link in it: the next round's email is not written for them.
    const response = await fetch(oneClick, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(await response.json()).toMatchObject({ kind: "roundOpened", subscribed: false });
    expect((await admin.client.post(`/api/events/${round!.id}/close`)).status).toBe(200);
    await dueAt(id, "2027-03-08T08:00:00Z");
    expect(await opensOf(id, "2027-03-08T08:00:02Z")).toBe(1);
    const second = (await roundsOf(id))[1]!;
    const next = await testRows<{ recipient: string }>(
      world.app.db,
      sql`select recipient from notification_outbox
          where kind = 'roundOpened' and content->>'text' like ${`%/event/${second.id}%`}`,
    );
    expect(next.map((r) => r.recipient).sort()).toEqual(
      (await Promise.all([reader!.id, german!.id].map(emailOf))).sort(),
    );
  });

  it("goes out for a round an admin opens by hand too", async () => {
    const { admin, members, id } = await groupWith(1, "Lunch crew");
    const since = Date.now();
    const round = await admin.client.call<{ id: string }>("POST", `/api/groups/${id}/rounds`, {});
    const email = (
      await testRows<{ email: string }>(
        world.app.db,
        sql`select email from "user" where id = ${members[0]!.id}`,
      )
    )[0]!.email;
    const mail = await world.smtp.waitFor(email, { since });
    expect(mail.subject).toBe('A new round of "Lunch crew" is open');
    expect(linkIn(mail, `${world.app.url}/event/`)).toBe(`${world.app.url}/event/${round.id}`);
  });
});
