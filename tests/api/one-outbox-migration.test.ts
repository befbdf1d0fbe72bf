// Migration 0026 (decision 218): the three outboxes' rows move to notification_outbox, with their
// delivery state, a chat's messages in their order; then the three tables are gone. A PGlite
// migrated to 0025 is filled through the old tables, then migrated on.
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { migratedBefore, migrateOn } from "../support/migrated-before";

let pglite: PGlite;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ pglite, close } = await migratedBefore("0026_one-outbox"));
}, 60_000);
afterAll(() => close());

it("moves every row of the three outboxes, keeping its state, and drops them", async () => {
  await pglite.exec(`
    insert into "user" (id, name, email) values ('u1', 'Ada', 'ada@example.test');
    insert into session (id, token, user_id, expires_at) values ('s1', 't1', 'u1', now() + interval '1 day');
    insert into push_subscriptions (id, session_id, endpoint, p256dh, auth)
      values ('00000000-0000-4000-8000-000000000001', 's1', 'https://push.example.test/1', 'k', 'a');
    insert into events (id, title, invitation_code, creator_id)
      values ('00000000-0000-4000-8000-000000000002', 'Dinner', 'code', 'u1');
    insert into chat_targets (id, event_id, kind, name, sealed, shown, opened, link_shared, deadline, closed)
      values ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000002',
        'slack', 'Team', 'sealed', 'shown', true, true, true, true);
    insert into outbox (kind, recipient, subject, text, html, unsubscribe_url, attempts, last_error,
        created_at, next_attempt_at)
      values ('closed', 'ada@example.test', 'Closed', 'The text', '<p>The text</p>', 'https://u',
        2, '451 later', '2026-11-01T10:00:00Z', '2026-11-01T10:05:00Z');
    insert into outbox (kind, recipient, subject, text, html, created_at, sent_at)
      values ('reminder', 'bo@example.test', 'Sent', 't', 'h', '2026-11-01T09:00:00Z', '2026-11-01T09:00:01Z');
    insert into push_outbox (subscription_id, kind, title, body, url, lang, attempts, failed_at)
      values ('00000000-0000-4000-8000-000000000001', 'closed', 'Dinner', 'It closed', '/event/x',
        'de', 10, '2026-11-01T11:00:00Z');
    -- The later message first in time: the chat's order is by id.
    insert into chat_outbox (target_id, message, payload, created_at)
      values ('00000000-0000-4000-8000-000000000003', 'linkShared', '{"b":1,"a":2}', '2026-11-01T12:00:00Z');
    insert into chat_outbox (target_id, message, payload, attempts, created_at)
      values ('00000000-0000-4000-8000-000000000003', 'closed', '{"z":0}', 3, '2026-11-01T11:59:00Z');
  `);
  await migrateOn(pglite);

  const { rows } = await pglite.query<Record<string, unknown>>(`
    select channel, kind, recipient, subscription_id, target_id, content, attempts, last_error,
      to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as created,
      to_char(next_attempt_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as next,
      sent_at is not null as sent, failed_at is not null as failed
    from notification_outbox order by id`);
  const base = { recipient: null, subscription_id: null, target_id: null, last_error: null };
  expect(rows).toEqual([
    expect.objectContaining({
      ...base,
      channel: "email",
      kind: "closed",
      recipient: "ada@example.test",
      content: {
        subject: "Closed",
        text: "The text",
        html: "<p>The text</p>",
        unsubscribeUrl: "https://u",
      },
      attempts: 2,
      last_error: "451 later",
      created: "2026-11-01T10:00",
      next: "2026-11-01T10:05",
      sent: false,
      failed: false,
    }),
    expect.objectContaining({
      channel: "email",
      kind: "reminder",
      content: { subject: "Sent", text: "t", html: "h", unsubscribeUrl: null },
      sent: true,
    }),
    expect.objectContaining({
      ...base,
      channel: "push",
      kind: "closed",
      subscription_id: "00000000-0000-4000-8000-000000000001",
      content: { title: "Dinner", body: "It closed", url: "/event/x", lang: "de" },
      attempts: 10,
      failed: true,
    }),
    expect.objectContaining({
      ...base,
      channel: "chat",
      kind: "linkShared",
      target_id: "00000000-0000-4000-8000-000000000003",
      // The payload's text as written, its keys in their order.
      content: { payload: '{"b":1,"a":2}' },
      created: "2026-11-01T12:00",
    }),
    expect.objectContaining({ channel: "chat", kind: "closed", attempts: 3 }),
  ]);
  const { rows: left } = await pglite.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_name in ('outbox', 'push_outbox', 'chat_outbox')`,
  );
  expect(left).toEqual([]);
}, 60_000);
