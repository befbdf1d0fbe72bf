// Mail in the one outbox: written in the causing transaction; resends keep the Message-ID.
import { sql } from "drizzle-orm";
import type { Database, Executor } from "../db/connection";
import { errorFacts } from "../kernel/error-facts";
import type { Logger } from "../kernel/request-log";
import type { Mail, Mailer } from "./mailer";
import { emailContent, outboxIdOf, type EmailContent } from "../outbox/content";
import { createOutboxEngine, outboxRow } from "../outbox/engine";
import { z } from "zod";

/** What kind of mail a row is: the notification kinds (mailKinds, shared/features/notifications/kinds.ts) or account mail. */
export type OutboxMail = Mail & { kind: string };

/** Writes mails to the outbox, in the caller's transaction; the worker sends them. */
export async function enqueueMail(db: Executor, mails: OutboxMail[]) {
  if (mails.length === 0) return;
  const rows = mails.map((mail) => ({
    kind: mail.kind,
    recipient: mail.to,
    content: {
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      unsubscribeUrl: mail.unsubscribeUrl ?? null,
    } satisfies EmailContent,
  }));
  await db.execute(sql`
    insert into notification_outbox (channel, kind, recipient, content)
    select 'email', m.mail->>'kind', m.mail->>'recipient', m.mail->'content'
    from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as m(mail, n)
    order by m.n`);
}

/** After this many failed attempts a message is given up (failed_at set, and logged). */
export const MAX_ATTEMPTS = 10;

const dueRow = outboxRow(emailContent, { recipient: z.string() });
type Row = z.infer<typeof dueRow>;

/** A stable Message-ID; row ids repeat in a new database, so creation time is added. */
export function messageIdOf(row: { id: number | string; createdUs: string }, host: string) {
  return `<${outboxIdOf({ id: row.id, created_us: row.createdUs })}@${host}>`;
}

/** The email channel of the outbox worker (outbox/worker.ts). */
export function emailChannel(deps: {
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
        subject: row.content.subject,
        text: row.content.text,
        html: row.content.html,
        unsubscribeUrl: row.content.unsubscribeUrl ?? undefined,
        outboxId: Number(row.id),
        messageId: messageIdOf({ id: row.id, createdUs: row.created_us }, host),
      });
      return undefined;
    } catch (error) {
      return error ?? new Error("mail not sent");
    }
  }

  // A crash between SMTP acceptance and the "sent" commit sends twice: keep it short.
  return createOutboxEngine<Row, unknown>(database, {
    channel: "email",
    row: dueRow,
    columns: sql`o.recipient`,
    lock: sql`for update of o skip locked`,
    lanes: 1,
    batch: 1,
    inFlight: 1,
    maxAttempts: MAX_ATTEMPTS,
    retryBaseMs,
    send,
    outcomeOf: (error) =>
      error === undefined
        ? { sent: true }
        : { sent: false, error: String((error as Error)?.message ?? error) },
    async after(_executor, row, error, failure) {
      if (!failure) return;
      // The kind, never address or body; the error by name and code (SMTP text names people).
      log?.({
        level: failure.givenUp ? "error" : "warn",
        msg: failure.givenUp ? "mail given up" : "mail not sent, will retry",
        kind: row.kind,
        outboxId: Number(row.id),
        attempts: failure.attempts,
        ...errorFacts(error),
      });
    },
    counts: (error) => error === undefined,
  });
}
