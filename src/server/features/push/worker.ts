// The push outbox's worker (decision 227), the email outbox's (mail/outbox.ts) with more at once:
// a push is written in its cause's transaction (enqueue.ts), and sent here after the commit,
// retried with growing waits until the push service takes it. At least once: between the push
// service taking a message and the mark "sent" being committed lies the one window in which a
// crash sends it again, with the same id (the notification's tag, so the repeat replaces the
// first on the device).
//
// On PostgreSQL a row is claimed FOR UPDATE SKIP LOCKED in a transaction that stays open while
// it is sent, as email is: another instance skips it, and if this one dies the lock goes with its
// connection and the row is due again at once. Several lanes claim at once (a closing with a
// thousand members is a thousand pushes), each one row at a time, so a crash repeats at most one
// message per lane. On the embedded database (one process by construction) a batch is read and
// sent several at a time, each marked sent as soon as it was taken.
import { sql } from "drizzle-orm";
import type { PushKind, PushMessage } from "../../../shared/core/push";
import { selectRows, type Database, type Executor } from "../../db/connection";
import type { Logger } from "../../kernel/request-log";
import type { Sender, SendOutcome } from "./send";
import { eachAtOnce, inLanes, oneRunAtATime } from "../../mail/one-run-at-a-time";
import { z } from "zod";
import { bigintColumn } from "../../db/rows";

/** After this many failed attempts a push is given up (failed_at set, and logged). */
export const PUSH_MAX_ATTEMPTS = 10;
const MAX_BACKOFF_MS = 3600_000;
/** PostgreSQL: lanes claiming at once (the pool has 10 connections; requests keep the rest). */
const PG_LANES = 4;
/** The embedded database: rows read at once, and sends in flight among them. */
const BATCH = 64;
const IN_FLIGHT = 16;

const dueRow = z.object({
  id: bigintColumn,
  subscription_id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  lang: z.string(),
  attempts: z.number(),
  created_us: z.string(),
  endpoint: z.string(),
  p256dh: z.string(),
  auth: z.string(),
});
type Row = z.infer<typeof dueRow>;

const due = (limit: number) => sql`
  select o.id, o.subscription_id, o.kind, o.title, o.body, o.url, o.lang, o.attempts,
    (extract(epoch from o.created_at) * 1000000)::bigint::text as created_us,
    s.endpoint, s.p256dh, s.auth
  from push_outbox o join push_subscriptions s on s.id = o.subscription_id
  where o.sent_at is null and o.failed_at is null and o.next_attempt_at <= now()
  order by o.next_attempt_at, o.id limit ${limit}`;

/** The message's id: the same on every attempt, so a repeat can be told from a new message. The
 * row's id alone comes round again in a new database; its creation time, in microseconds, tells
 * them apart (as an email's Message-ID, mail/outbox.ts). */
export const pushIdOf = (row: { id: number | string; created_us: string }) =>
  `${row.id}.${BigInt(row.created_us).toString(36)}`;

const messageOf = (row: Row): PushMessage => ({
  id: pushIdOf(row),
  kind: row.kind as PushKind,
  title: row.title,
  body: row.body,
  url: row.url,
  lang: row.lang,
});

export type PushWorker = ReturnType<typeof createPushWorker>;

export function createPushWorker(deps: {
  database: Database;
  send: Sender;
  log?: Logger;
  /** The wait after the first failure; it doubles with each failure, up to an hour. */
  retryBaseMs: number;
}) {
  const { database, send, log, retryBaseMs } = deps;
  const { db } = database;

  const markSent = (executor: Executor, id: number | string) =>
    executor.execute(
      sql`update push_outbox set sent_at = clock_timestamp(), attempts = attempts + 1
          where id = ${Number(id)}`,
    );

  /** After a send that was not taken: a dead subscription goes (its waiting rows with it, by the
   * foreign key), a refused address is given up, anything else waits and goes again. */
  async function recordOutcome(executor: Executor, row: Row, outcome: SendOutcome) {
    const id = Number(row.id);
    const attempts = row.attempts + 1;
    if (outcome.kind === "gone" || outcome.kind === "refused") {
      await executor.execute(sql`
        update push_outbox set sent_at = null, attempts = ${attempts},
          last_error = ${outcome.kind === "gone" ? `gone (${outcome.status})` : "address refused"},
          failed_at = clock_timestamp()
        where id = ${id}`);
      log?.({
        level: "info",
        msg:
          outcome.kind === "gone"
            ? "push subscription gone, removed"
            : "push endpoint refused by the address guard",
        kind: row.kind,
        pushId: id,
      });
      return;
    }
    if (outcome.kind !== "failed") return;
    const waitMs = Math.min(retryBaseMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);
    const givenUp = attempts >= PUSH_MAX_ATTEMPTS;
    await executor.execute(sql`
      update push_outbox set sent_at = null, attempts = ${attempts},
        last_error = ${outcome.error.slice(0, 500)},
        next_attempt_at = clock_timestamp() + ${waitMs} * interval '1 millisecond',
        failed_at = ${givenUp ? sql`clock_timestamp()` : null}
      where id = ${id}`);
    // The kind and the status, never the endpoint (it identifies a person's device).
    log?.({
      level: givenUp ? "error" : "warn",
      msg: givenUp ? "push given up" : "push not taken, will retry",
      kind: row.kind,
      pushId: id,
      attempts,
      status: outcome.status ?? null,
      error: outcome.error,
    });
  }

  /** A subscription the push service no longer knows, removed after the row's own commit (on
   * PostgreSQL the cascade would wait for the rows other lanes hold). */
  const removeGone = (subscriptionId: string) =>
    db.execute(sql`delete from push_subscriptions where id = ${subscriptionId}::uuid`);

  /** Sends a row; answers "sent", "failed" or the id of a subscription to remove. */
  async function sendRow(row: Row) {
    try {
      return await send(
        { endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth },
        messageOf(row),
      );
    } catch (error) {
      // web-push refuses to encrypt for keys it cannot use.
      return { kind: "failed", error: String((error as Error)?.message ?? error) } as const;
    }
  }

  /** PostgreSQL: claims one due row and sends it, in one transaction; false when none was due. */
  async function pgDeliverOne(): Promise<boolean> {
    let gone: string | undefined;
    const claimed = await db.transaction(async (tx) => {
      const [row] = await selectRows(tx, dueRow, sql`${due(1)} for update of o skip locked`);
      if (!row) return false;
      // Marked before the send: once the service takes it only the COMMIT is left to go; a
      // failed send overwrites the mark, and a crash rolls it back.
      await markSent(tx, row.id);
      const outcome = await sendRow(row);
      if (outcome.kind !== "taken") await recordOutcome(tx, row, outcome);
      if (outcome.kind === "gone") gone = row.subscription_id;
      return true;
    });
    if (gone) await removeGone(gone);
    return claimed;
  }

  /** The embedded database: a batch at a time, IN_FLIGHT sends at once, each marked as it ends. */
  async function pgliteDeliverAll() {
    let count = 0;
    for (;;) {
      const rows = await selectRows(db, dueRow, due(BATCH));
      if (rows.length === 0) return count;
      const gone = new Set<string>();
      await eachAtOnce(rows, IN_FLIGHT, async (row) => {
        if (gone.has(row.subscription_id)) return;
        const outcome = await sendRow(row);
        if (outcome.kind === "taken") await markSent(db, row.id);
        else await recordOutcome(db, row, outcome);
        if (outcome.kind === "gone") gone.add(row.subscription_id);
        count++;
      });
      for (const id of gone) await removeGone(id);
    }
  }

  return oneRunAtATime(() =>
    database.kind === "postgres" ? inLanes(PG_LANES, pgDeliverOne) : pgliteDeliverAll(),
  );
}
