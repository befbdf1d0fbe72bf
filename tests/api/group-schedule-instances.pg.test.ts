// Several Huddle instances on one PostgreSQL database (decision 226): each due opening happens
// once, whichever instance claims it, with one "A new round is open" email per member, however
// many instances tick at the same moment, and hundreds of due rounds are shared between them (how
// fast is the bench's "1,000 rounds due in one tick": targets live there, not in a test). Each
// instance has its own connection pool, as separate processes would. Runs only in the
// "postgres" project (*.pg.test.ts).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { testRows } from "../support/rows";
import { people } from "../support/factories/people";
import { startSmtpCatcher } from "../support/smtp-catcher";
import { startInstances } from "../support/instances";
import type { TestApp } from "../support/test-app";

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let instances: TestApp[] = [];
let stopInstances: (() => Promise<void>) | undefined;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  ({ instances, close: stopInstances } = await startInstances(3, { SMTP_URL: smtp.url }));
});
afterAll(async () => {
  await stopInstances?.();
  await smtp.close();
});

/** `count` groups due at `due` (Mondays 09:00 in Berlin), each with its creator and the same
 * `members`, written straight to the database: what is tested is the opening, not the making. */
async function dueGroups(
  app: TestApp,
  prefix: string,
  count: number,
  due: string,
  memberIds: string[],
) {
  const [creator] = await people(app, 1, prefix);
  const everyone = [creator!.id, ...memberIds];
  await app.db.execute(sql`
    with made as (
      insert into groups (name, invitation_code, creator_id, member_count, time_zone, opens_on,
                          opens_at, closes_on, closes_at, next_opening_at)
      select ${prefix} || ' ' || i, upper(${prefix}) || lpad(i::text, 8, '0'), ${creator!.id},
             ${everyone.length}, 'Europe/Berlin', 1, '09:00', 5, '18:00', ${due}::timestamptz
        from generate_series(1, ${count}) i
      returning id)
    insert into group_members (group_id, user_id, role)
    select made.id, u.id, case when u.id = ${creator!.id} then 'admin' else 'member' end
      from made cross join unnest(string_to_array(${everyone.join(",")}, ',')) as u(id)`);
  return creator!;
}

it(
  "opens each due round once when every instance ticks at once, one email per member",
  { timeout: 120_000 },
  async () => {
    const [first] = instances;
    const members = await people(first!, 2, "Twice");
    const creator = await dueGroups(
      first!,
      "Twice",
      60,
      "2027-03-22T08:00:00Z",
      members.map((m) => m.id),
    );
    const now = new Date("2027-03-22T08:00:03Z");
    const since = Date.now();
    // Every instance at the same moment, twice.
    const opened = await Promise.all(
      instances.flatMap((app) => [app.scheduler.openDue(now), app.scheduler.openDue(now)]),
    );
    expect(opened.reduce((a, b) => a + b, 0)).toBe(60);

    const [counts] = await testRows<{
      groups: number;
      rounds: number;
      per_group: number;
      next: string;
    }>(
      first!.db,
      sql`select count(distinct g.id)::int as groups, count(e.id)::int as rounds,
               max((select count(*) from events x where x.group_id = g.id))::int as per_group,
               min(g.next_opening_at)::text as next
          from groups g left join events e on e.group_id = g.id
         where g.creator_id = ${creator.id}`,
    );
    expect(counts).toMatchObject({ groups: 60, rounds: 60, per_group: 1 });
    // Monday 09:00 after the change of 28 March: CEST.
    expect(new Date(counts!.next).toISOString()).toBe("2027-03-29T07:00:00.000Z");

    const rows = await testRows<{ recipient: string; n: number }>(
      first!.db,
      sql`select recipient, count(*)::int as n from notification_outbox
         where kind = 'roundOpened' and content->>'subject' like '%Twice%' group by recipient`,
    );
    // Three people (the creator and two members), one email per round each.
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.n === 60)).toBe(true);
    await expect
      .poll(
        () => smtp.mails.filter((m) => m.receivedAt >= since && m.subject.includes("Twice")).length,
        {
          timeout: 60_000,
        },
      )
      .toBe(180);
    await new Promise((r) => setTimeout(r, 300));
    const caught = smtp.mails.filter((m) => m.receivedAt >= since && m.subject.includes("Twice"));
    expect(caught).toHaveLength(180);
    expect(new Set(caught.map((m) => m.headers["x-huddle-outbox-id"])).size).toBe(180);
  },
);

it(
  "opens four hundred due rounds once each, the instances sharing the work",
  { timeout: 120_000 },
  async () => {
    const [first] = instances;
    // Four batches of OPEN_BATCH: more than one lane's, so lanes and instances share them (how
    // fast a thousand open is the bench's row).
    const creator = await dueGroups(first!, "Crowd", 400, "2027-09-06T07:00:00Z", []);
    // No four hundred emails to send after the test: the recipients are still looked for.
    await first!.db.execute(sql`insert into mail_opt_outs (email, kind)
    select email, 'roundOpened' from "user" where id = ${creator.id}`);
    const now = new Date("2027-09-06T07:00:30Z");
    const opened = await Promise.all(instances.map((app) => app.scheduler.openDue(now)));
    expect(opened.reduce((a, b) => a + b, 0)).toBe(400);
    const [left] = await testRows<{ rounds: number; due: number }>(
      first!.db,
      sql`select (select count(*)::int from events where creator_id = ${creator.id}) as rounds,
               (select count(*)::int from groups where creator_id = ${creator.id}
                   and next_opening_at <= ${now.toISOString()}::timestamptz) as due`,
    );
    expect(left).toEqual({ rounds: 400, due: 0 });
  },
);
