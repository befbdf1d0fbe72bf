// The outbox (issue #14): an email is a row first; the worker sends it, retries a refused send
// with a growing wait, marks it sent once, and gives up (logged) after MAX_ATTEMPTS. Real SMTP
// on loopback, refusing on demand.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "../../src/server/db/connection";
import { createMailer } from "../../src/server/mail/mailer";
import { createOutboxWorker, enqueueMail, MAX_ATTEMPTS } from "../../src/server/mail/outbox";
import type { LogLine } from "../../src/server/http/request-log";
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
  attempts: number;
  sent_at: Date | null;
  failed_at: Date | null;
  wait_ms: number;
  last_error: string | null;
};
const rowOf = async (to: string) =>
  (
    await selectRows<Row>(
      database.db,
      sql`select attempts, sent_at, failed_at, last_error,
            (extract(epoch from (next_attempt_at - now())) * 1000)::float8 as wait_ms
          from outbox where recipient = ${to}`,
    )
  )[0]!;

function worker(logs: LogLine[] = [], retryBaseMs = 1000) {
  const mailer = createMailer({
    smtpUrl: smtp.url,
    from: "Huddle <huddle@localhost>",
    outboxDir: "/tmp/unused",
  });
  const outbox = createOutboxWorker({
    database,
    mailer,
    log: (l) => void logs.push(l),
    retryBaseMs,
  });
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
    expect((await rowOf("once@example.test")).sent_at).not.toBeNull();
    close();
  });

  it("retries a refused message later, with a wait that doubles", async () => {
    const logs: LogLine[] = [];
    const { outbox, close } = worker(logs, 200);
    await enqueueMail(database.db, [mail("later@example.test")]);
    refusing = true;
    try {
      expect(await outbox.deliverDue()).toBe(0);
      let row = await rowOf("later@example.test");
      expect(row).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });
      expect(row.last_error).toMatch(/451/);
      expect(row.wait_ms).toBeGreaterThan(100);
      expect(row.wait_ms).toBeLessThanOrEqual(200);
      // Not due yet: nothing is tried.
      expect(await outbox.deliverDue()).toBe(0);
      expect((await rowOf("later@example.test")).attempts).toBe(1);
      await new Promise((r) => setTimeout(r, 250));
      await outbox.deliverDue();
      row = await rowOf("later@example.test");
      expect(row.attempts).toBe(2);
      expect(row.wait_ms).toBeGreaterThan(300);
      expect(row.wait_ms).toBeLessThanOrEqual(400);
    } finally {
      refusing = false;
    }
    expect(
      logs.some(
        (l) => l.msg === "mail not sent, will retry" && !JSON.stringify(l).includes("later@"),
      ),
    ).toBe(true);
    await new Promise((r) => setTimeout(r, 450));
    expect(await outbox.deliverDue()).toBe(1);
    expect(smtp.mails.filter((m) => m.to.includes("later@example.test"))).toHaveLength(1);
    close();
  });

  it("gives up after the last attempt, and says so in the log", async () => {
    const logs: LogLine[] = [];
    const { outbox, close } = worker(logs, 1);
    await enqueueMail(database.db, [mail("never@example.test")]);
    await database.db.execute(
      sql`update outbox set attempts = ${MAX_ATTEMPTS - 1} where recipient = 'never@example.test'`,
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
