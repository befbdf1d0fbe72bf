// The push worker. At least once: a resend has the same tag, replacing the first.
import { sql } from "drizzle-orm";
import type { PushKind, PushMessage } from "../../../shared/core/push";
import { selectRows, type Database, type Executor } from "../../db/connection";
import type { Logger } from "../../kernel/request-log";
import type { Sender, SendOutcome } from "./send";
import { createOutboxEngine, retryWaitMs } from "../../mail/outbox-engine";
import { z } from "zod";
import { bigintColumn } from "../../db/rows";

/** After this many failed attempts a push is given up (failed_at set, and logged). */
export const PUSH_MAX_ATTEMPTS = 10;
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

/** Stable across attempts: ids repeat in a new database, so creation time (µs) is added. */
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

  /** Refused: dead subscriptions go, refused addresses give up, the rest retries. */
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
    const waitMs = retryWaitMs(retryBaseMs, attempts);
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

  /** After the row's commit: on PostgreSQL the cascade would wait on other lanes. */
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

  // A dead subscription's other rows are skipped; it goes after this row's commit.
  return createOutboxEngine<Row, SendOutcome>(database, {
    due,
    read: (executor, query) => selectRows(executor, dueRow, query),
    lock: sql`for update of o skip locked`,
    lanes: PG_LANES,
    batch: BATCH,
    inFlight: IN_FLIGHT,
    keyOf: (row) => row.subscription_id,
    send: sendRow,
    markSending: (tx, row) => markSent(tx, row.id),
    async record(executor, row, outcome, marked) {
      if (outcome.kind !== "taken") await recordOutcome(executor, row, outcome);
      else if (!marked) await markSent(executor, row.id);
      return outcome.kind === "gone";
    },
    afterStop: (row) => removeGone(row.subscription_id),
  });
}
