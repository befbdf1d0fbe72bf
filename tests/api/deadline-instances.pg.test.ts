// Several Huddle instances on one PostgreSQL database (issue #14): an event whose deadline
// passes is closed by exactly one of them, with one "closed" email per member, and each message
// of the outbox is sent by exactly one worker. Each instance has its own connection pool, as
// separate processes would. Runs only in the "postgres" project (*.pg.test.ts).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { testRows } from "../support/rows";
import { enqueueMail } from "../../src/server/mail/outbox";
import { eventWithMembers } from "../support/factories/events";
import { startSmtpCatcher } from "../support/smtp-catcher";
import { snapshot } from "../support/snapshot";
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

it("closes a due event once, with one closed email per member", async () => {
  const [first] = instances;
  const { id } = await eventWithMembers(first!, 4);
  await first!.db.execute(
    sql`update events set deadline = now() - interval '1 second' where id = ${id}`,
  );
  const before = (await snapshot(first!, id)).event;
  const since = Date.now();
  // Every instance ticks at once, several times.
  await Promise.all(instances.flatMap((app) => [app.scheduler.tick(), app.scheduler.tick()]));
  await Promise.all(instances.map((app) => app.scheduler.tick()));

  const after = (await snapshot(first!, id)).event;
  expect(after.status).toBe("completed");
  expect(after.version).toBe(before.version + 1);
  const rows = await testRows<{ recipient: string }>(
    first!.db,
    sql`select recipient from notification_outbox where kind = 'closed' and content->>'text' like ${`%/event/${id}%`}`,
  );
  expect(rows).toHaveLength(5);
  expect(new Set(rows.map((r) => r.recipient)).size).toBe(5);
  await expect
    .poll(() => smtp.mails.filter((m) => m.receivedAt >= since && m.text.includes(id)).length)
    .toBe(5);
  await new Promise((r) => setTimeout(r, 300));
  expect(smtp.mails.filter((m) => m.receivedAt >= since && m.text.includes(id))).toHaveLength(5);
});

it("writes the warning of a deadline set 3 hours ahead once, halfway, whichever instance ticks", async () => {
  const [first] = instances;
  const { creator, id } = await eventWithMembers(first!, 4);
  const set = await creator.client.patch(`/api/events/${id}`, {
    deadline: new Date(Date.now() + 3 * 3600_000).toISOString(),
  });
  expect(set.status).toBe(200);
  // 91 minutes pass: the deadline and the moment it was set move back together.
  await first!.db.execute(sql`
    update events set deadline = deadline - interval '91 minutes',
      deadline_reminded_at = deadline_reminded_at - interval '91 minutes'
    where id = ${id}`);
  await Promise.all(instances.flatMap((app) => [app.scheduler.tick(), app.scheduler.tick()]));
  await Promise.all(instances.map((app) => app.scheduler.tick()));
  const rows = await testRows<{ recipient: string }>(
    first!.db,
    sql`select recipient from notification_outbox where kind = 'deadline' and content->>'text' like ${`%/event/${id}?%`}`,
  );
  expect(rows).toHaveLength(5);
  expect(new Set(rows.map((r) => r.recipient)).size).toBe(5);
});

it("sends each outbox message exactly once when every instance's worker runs at once", async () => {
  const [first] = instances;
  const since = Date.now();
  const mails = Array.from({ length: 40 }, (_, i) => ({
    kind: "reminder",
    to: `many-${i}@example.test`,
    subject: `Message ${i}`,
    text: "Hello",
    html: "<p>Hello</p>",
  }));
  await enqueueMail(first!.db, mails);
  const sent = await Promise.all(instances.map((app) => app.outbox.deliverDue("email")));
  expect(sent.reduce((a, b) => a + b, 0)).toBe(40);
  // More than one instance did some of the work.
  expect(sent.filter((n) => n > 0).length).toBeGreaterThan(1);
  const caught = smtp.mails.filter((m) => m.receivedAt >= since && m.to[0]!.startsWith("many-"));
  expect(caught).toHaveLength(40);
  const ids = caught.map((m) => m.headers["x-huddle-outbox-id"]);
  expect(new Set(ids).size).toBe(40);
});
