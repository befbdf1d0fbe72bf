// The outbox: every email is written to the outbox table in the transaction of the change that
// causes it (enqueueMail), then sent by the worker here. A crash loses nothing (the row is still
// there, unsent, after a restart) and a sent message is marked in the same transaction that held
// it: see docs/decisions/090-mail-outbox.md.
//
// On PostgreSQL several instances share the table: a message is claimed with FOR UPDATE SKIP
// LOCKED in a transaction that stays open while it is sent and marks it sent before it commits.
// Another instance skips it; if this one dies, its connection closes, the lock goes with it and
// the message is due again at once. The embedded database has one server by construction (the
// data folder's lock), so there the worker needs no transaction, only to run one loop at a time.
import { sql } from "drizzle-orm";
import { selectRows, type Database, type Executor } from "../db/connection";
import { outbox } from "../db/schema";
import type { Logger } from "../http/request-log";
import type { Mail, Mailer } from "./mailer";

/** What kind of mail a row is: the notification kinds (mail-kinds.ts) or account mail. */
export type OutboxMail = Mail & { kind: string };

/** Writes mails to the outbox, in the caller's transaction; the worker sends them. */
export async function enqueueMail(db: Executor, mails: OutboxMail[]) {
  if (mails.length === 0) return;
  await db.insert(outbox).values(
    mails.map((mail) => ({
      kind: mail.kind,
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      unsubscribeUrl: mail.unsubscribeUrl ?? null,
    })),
  );
}

/** After this many failed attempts a message is given up (failed_at set, and logged). */
export const MAX_ATTEMPTS = 10;
const MAX_BACKOFF_MS = 3600_000;

type Row = {
  id: number | string;
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  unsubscribe_url: string | null;
  attempts: number;
};

const nextDue = sql`
  select id, kind, recipient, subject, text, html, unsubscribe_url, attempts from outbox
  where sent_at is null and failed_at is null and next_attempt_at <= now()
  order by next_attempt_at, id limit 1`;

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;

export function createOutboxWorker(deps: {
  database: Database;
  mailer: Mailer;
  log?: Logger;
  /** The wait after the first failure; it doubles with each failure, up to an hour. */
  retryBaseMs: number;
}) {
  const { database, mailer, log, retryBaseMs } = deps;
  const { db } = database;
  let running: Promise<number> | undefined;
  let again = false;

  /** Sends `row` and records the outcome with `tx` (the claiming transaction, on PostgreSQL). */
  async function sendAndRecord(tx: Executor, row: Row) {
    const id = Number(row.id);
    try {
      await mailer.send({
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
        unsubscribeUrl: row.unsubscribe_url ?? undefined,
        outboxId: id,
      });
      await tx.execute(
        sql`update outbox set sent_at = clock_timestamp(), attempts = attempts + 1 where id = ${id}`,
      );
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const message = String((error as Error)?.message ?? error).slice(0, 500);
      const waitMs = Math.min(retryBaseMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);
      const givenUp = attempts >= MAX_ATTEMPTS;
      // From the failure, not from the claim (now() is when the transaction began, before a send
      // that may have taken seconds).
      await tx.execute(sql`
        update outbox set attempts = ${attempts}, last_error = ${message},
          next_attempt_at = clock_timestamp() + ${waitMs} * interval '1 millisecond',
          failed_at = ${givenUp ? sql`clock_timestamp()` : null}
        where id = ${id}`);
      // The kind, never the address or the body (which can hold sign-in links).
      log?.({
        level: givenUp ? "error" : "warn",
        msg: givenUp ? "mail given up" : "mail not sent, will retry",
        kind: row.kind,
        outboxId: id,
        attempts,
        error: message,
      });
      return false;
    }
  }

  /** Claims and sends one due message; false when there was none. */
  async function deliverOne(): Promise<boolean | "failed"> {
    if (database.kind === "postgres") {
      return db.transaction(async (tx) => {
        const [row] = await selectRows<Row>(tx, sql`${nextDue} for update skip locked`);
        if (!row) return false;
        return (await sendAndRecord(tx, row)) || "failed";
      });
    }
    const [row] = await selectRows<Row>(db, nextDue);
    if (!row) return false;
    return (await sendAndRecord(db, row)) || "failed";
  }

  async function deliverAll() {
    let sent = 0;
    for (;;) {
      const outcome = await deliverOne();
      if (outcome === false) return sent;
      if (outcome === true) sent++;
    }
  }

  return {
    /** Sends every message due now; resolves with how many were sent. One run at a time: a call
     * during a run makes the run go round once more, so nothing enqueued meanwhile waits. */
    async deliverDue(): Promise<number> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let sent = 0;
        try {
          do {
            again = false;
            sent += await deliverAll();
          } while (again);
        } finally {
          running = undefined;
        }
        return sent;
      })();
      return running;
    },
    /** Resolves when a run in progress has finished (for a clean stop). */
    idle: () => running?.then(() => undefined) ?? Promise.resolve(),
  };
}
