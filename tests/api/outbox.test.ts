// The outbox (issue #14): an email is a row first; the worker sends it, retries a refused send
// with a growing wait and the same Message-ID, marks it sent once, and gives up (logged) after
// MAX_ATTEMPTS. Real SMTP on loopback, refusing on demand.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testRows } from "../support/rows";
import { createMailer } from "../../src/server/mail/mailer";
import { emailChannel, enqueueMail, MAX_ATTEMPTS } from "../../src/server/mail/outbox";
import { createNotificationOutbox } from "../../src/server/outbox/worker";
import type { LogLine } from "../../src/server/kernel/request-log";
import { startSmtpCatcher } from "../support/smtp-catcher";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
let refusing = false;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpCatcher({ refuse: () => refusing });
});
afterAll(async () => {
  await smtp.close();
  await database.dispose();
});

type Row = {
  /** When the next attempt is due, in milliseconds since 1970. */
  due_ms: number;
  attempts: number;
  sent_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
};
const rowOf = async (to: string) =>
  (
    await testRows<Row>(
      database.db,
      sql`select attempts, sent_at, failed_at, last_error,
            (extract(epoch from next_attempt_at) * 1000)::float8 as due_ms
          from notification_outbox where recipient = ${to}`,
    )
  )[0]!;

function worker(logs: LogLine[] = [], retryBaseMs = 1000) {
  const mailer = createMailer({
    smtpUrl: smtp.url,
    from: "Huddle <huddle@localhost>",
    outboxDir: "/tmp/unused",
  });
  const outbox = createNotificationOutbox([
    emailChannel({
      database,
      mailer,
      publicUrl: "https://huddle.example.test:8443",
      log: (l) => void logs.push(l),
      retryBaseMs,
    }),
  ]);
  return { outbox, close: () => mailer.close() };
}
const mail = (to: string) => ({
  kind: "reminder",
  to,
  subject: `For ${to}`,
  text: "Hello",
  html: "<p>Hello</p>",
});

describe("the outbox worker", () => {
  it("sends a waiting message once, with its outbox id", async () => {
    const { outbox, close } = worker();
    await enqueueMail(database.db, [mail("once@example.test")]);
    expect(await outbox.deliverDue()).toBe(1);
    expect(await outbox.deliverDue()).toBe(0);
    const caught = smtp.mails.filter((m) => m.to.includes("once@example.test"));
    expect(caught).toHaveLength(1);
    expect(caught[0]!.headers["x-huddle-outbox-id"]).toMatch(/^\d+$/);
    const rowId = caught[0]!.headers["x-huddle-outbox-id"];
    expect(caught[0]!.headers["message-id"]).toMatch(
      new RegExp(`^<${rowId}\\.[0-9a-z]+@huddle\\.example\\.test>$`),
    );
    expect((await rowOf("once@example.test")).sent_at).not.toBeNull();
    close();
  });

  it("gives a message one Message-ID, made from its row, on every attempt", async () => {
    const { outbox, close } = worker();
    await enqueueMail(database.db, [mail("same-id@example.test"), mail("other-id@example.test")]);
    const [row] = await testRows<{ id: number | string; created_us: string }>(
      database.db,
      sql`select id, (extract(epoch from created_at) * 1000000)::bigint::text as created_us
          from notification_outbox where recipient = 'same-id@example.test'`,
    );
    refusing = true;
    try {
      expect(await outbox.deliverDue()).toBe(0);
    } finally {
      refusing = false;
    }
    expect((await rowOf("same-id@example.test")).attempts).toBe(1);
    const due = Math.max(
      (await rowOf("same-id@example.test")).due_ms,
      (await rowOf("other-id@example.test")).due_ms,
    );
    await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now()) + 10));
    expect(await outbox.deliverDue()).toBe(2);

    const attempts = smtp.arrived.filter((m) => m.headers["to"] === "same-id@example.test");
    const kept = smtp.mails.filter((m) => m.to.includes("same-id@example.test"));
    expect(attempts).toHaveLength(2);
    expect(kept).toHaveLength(1);
    const messageId = kept[0]!.headers["message-id"];
    // <row id>.<the row's creation time in microseconds, base 36>@<host of PUBLIC_URL>
    expect(messageId).toBe(
      `<${row!.id}.${BigInt(row!.created_us).toString(36)}@huddle.example.test>`,
    );
    expect(messageId).toMatch(/^<\d+\.[0-9a-z]+@huddle\.example\.test>$/);
    expect(attempts.map((m) => m.headers["message-id"])).toEqual([messageId, messageId]);
    const other = smtp.mails.find((m) => m.to.includes("other-id@example.test"));
    expect(other!.headers["message-id"]).not.toBe(messageId);
    close();
  });

  it("retries a refused message later, with a wait that doubles", async () => {
    const logs: LogLine[] = [];
    const { outbox, close } = worker(logs, 200);
    await enqueueMail(database.db, [mail("later@example.test")]);
    /** A failed attempt made between `before` and now is due again `wait` ms after it. */
    const expectDueAfter = (row: Row, before: number, wait: number) => {
      expect(row.due_ms).toBeGreaterThanOrEqual(before + wait - 5);
      expect(row.due_ms).toBeLessThanOrEqual(Date.now() + wait + 5);
    };
    refusing = true;
    try {
      let before = Date.now();
      expect(await outbox.deliverDue()).toBe(0);
      let row = await rowOf("later@example.test");
      expect(row).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });
      expect(row.last_error).toMatch(/451/);
      expectDueAfter(row, before, 200);
      // Not due yet: nothing is tried.
      if (Date.now() < row.due_ms - 20) {
        expect(await outbox.deliverDue()).toBe(0);
        expect((await rowOf("later@example.test")).attempts).toBe(1);
      }
      await new Promise((r) => setTimeout(r, Math.max(0, row.due_ms - Date.now()) + 10));
      before = Date.now();
      await outbox.deliverDue();
      row = await rowOf("later@example.test");
      expect(row.attempts).toBe(2);
      expectDueAfter(row, before, 400);
    } finally {
      refusing = false;
    }
    expect(
      logs.some(
        (l) => l.msg === "mail not sent, will retry" && !JSON.stringify(l).includes("later@"),
      ),
    ).toBe(true);
    // The SMTP server's words stay in last_error; the log names the error, never what it said.
    for (const line of logs.filter((l) => l.msg === "mail not sent, will retry")) {
      expect(line).toMatchObject({ error: expect.any(String) });
      expect(JSON.stringify(line)).not.toMatch(/Try again later/);
    }
    const { due_ms } = await rowOf("later@example.test");
    await new Promise((r) => setTimeout(r, Math.max(0, due_ms - Date.now()) + 10));
    expect(await outbox.deliverDue()).toBe(1);
    expect(smtp.mails.filter((m) => m.to.includes("later@example.test"))).toHaveLength(1);
    close();
  });

  it("gives up a row whose content does not parse, and sends the rest", async () => {
    const { outbox, close } = worker();
    await database.db.execute(
      sql`insert into notification_outbox (channel, kind, recipient, content)
          values ('email', 'reminder', 'unreadable@example.test', '{"subject": 1}')`,
    );
    await enqueueMail(database.db, [mail("readable@example.test")]);
    expect(await outbox.deliverDue()).toBe(1);
    const row = await rowOf("unreadable@example.test");
    expect(row.failed_at).not.toBeNull();
    expect(row.last_error).toMatch(/^unreadable: /);
    expect(smtp.mails.filter((m) => m.to.includes("readable@example.test"))).toHaveLength(1);
    close();
  });

  it("gives up after the last attempt, and says so in the log", async () => {
    const logs: LogLine[] = [];
    const { outbox, close } = worker(logs, 1);
    await enqueueMail(database.db, [mail("never@example.test")]);
    await database.db.execute(
      sql`update notification_outbox set attempts = ${MAX_ATTEMPTS - 1} where recipient = 'never@example.test'`,
    );
    refusing = true;
    try {
      await outbox.deliverDue();
    } finally {
      refusing = false;
    }
    const row = await rowOf("never@example.test");
    expect(row.attempts).toBe(MAX_ATTEMPTS);
    expect(row.failed_at).not.toBeNull();
    expect(logs.find((l) => l.msg === "mail given up")).toMatchObject({
      level: "error",
      kind: "reminder",
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(await outbox.deliverDue()).toBe(0);
    close();
  });
});
