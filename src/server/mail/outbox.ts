// The mail outbox: written in the causing transaction; resends keep the Message-ID.
import { sql } from "drizzle-orm";
import { selectRows, type Database, type Executor } from "../db/connection";
import { outbox } from "../db/schema";
import { errorFacts } from "../kernel/error-facts";
import type { Logger } from "../kernel/request-log";
import type { Mail, Mailer } from "./mailer";
import { createOutboxEngine, retryWaitMs } from "./outbox-engine";
import { z } from "zod";
import { bigintColumn } from "../db/rows";

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

const dueRow = z.object({
  id: bigintColumn,
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  unsubscribe_url: z.string().nullable(),
  attempts: z.number(),
  /** created_at in microseconds since 1970, as text (a bigint). */
  created_us: z.string(),
});
type Row = z.infer<typeof dueRow>;

const nextDue = sql`
  select id, kind, recipient, subject, text, html, unsubscribe_url, attempts,
    (extract(epoch from created_at) * 1000000)::bigint::text as created_us
  from outbox
  where sent_at is null and failed_at is null and next_attempt_at <= now()
  order by next_attempt_at, id limit 1`;

/** A stable Message-ID; row ids repeat in a new database, so creation time is added. */
export function messageIdOf(row: { id: number | string; createdUs: string }, host: string) {
  return `<${row.id}.${BigInt(row.createdUs).toString(36)}@${host}>`;
}

// On PostgreSQL this runs before the send, so sent_at is when the send began there.
const markSent = (id: number) =>
  sql`update outbox set sent_at = clock_timestamp(), attempts = attempts + 1 where id = ${id}`;

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;

export function createOutboxWorker(deps: {
  database: Database;
  mailer: Mailer;
  /** PUBLIC_URL: its host is the right-hand side of every Message-ID. */
  publicUrl: string;
  log?: Logger;
  /** The wait after the first failure; it doubles with each failure, up to an hour. */
  retryBaseMs: number;
}) {
  const { database, mailer, log, retryBaseMs } = deps;
  const host = new URL(deps.publicUrl).hostname;

  /** Sends `row`; resolves with the error when the SMTP server did not accept it. */
  async function send(row: Row): Promise<unknown> {
    try {
      await mailer.send({
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
        unsubscribeUrl: row.unsubscribe_url ?? undefined,
        outboxId: Number(row.id),
        messageId: messageIdOf({ id: row.id, createdUs: row.created_us }, host),
      });
      return undefined;
    } catch (error) {
      return error ?? new Error("mail not sent");
    }
  }

  /** Records a failed attempt (and clears the mark "sent" made before it, on PostgreSQL). */
  async function recordFailure(executor: Executor, row: Row, error: unknown) {
    const id = Number(row.id);
    const attempts = row.attempts + 1;
    const message = String((error as Error)?.message ?? error).slice(0, 500);
    const waitMs = retryWaitMs(retryBaseMs, attempts);
    const givenUp = attempts >= MAX_ATTEMPTS;
    // From the failure, not the claim: now() is the transaction's start, possibly seconds earlier.
    await executor.execute(sql`
      update outbox set sent_at = null, attempts = ${attempts}, last_error = ${message},
        next_attempt_at = clock_timestamp() + ${waitMs} * interval '1 millisecond',
        failed_at = ${givenUp ? sql`clock_timestamp()` : null}
      where id = ${id}`);
    // The kind, never address or body; the error by name and code (SMTP text names people).
    log?.({
      level: givenUp ? "error" : "warn",
      msg: givenUp ? "mail given up" : "mail not sent, will retry",
      kind: row.kind,
      outboxId: id,
      attempts,
      ...errorFacts(error),
    });
  }

  // A crash between SMTP acceptance and the "sent" commit sends twice: keep it short.
  return createOutboxEngine<Row, unknown>(database, {
    due: () => nextDue,
    read: (executor, query) => selectRows(executor, dueRow, query),
    lock: sql`for update skip locked`,
    lanes: 1,
    batch: 1,
    inFlight: 1,
    send,
    markSending: (tx, row) => tx.execute(markSent(Number(row.id))),
    async record(executor, row, error, marked) {
      if (error !== undefined) await recordFailure(executor, row, error);
      else if (!marked) await executor.execute(markSent(Number(row.id)));
      return false;
    },
    counts: (error) => error === undefined,
  });
}
