// The push channel of the outbox worker. At least once: a resend has the same tag, replacing
// the first.
import { sql } from "drizzle-orm";
import type { PushKind } from "../../../shared/features/notifications/kinds";
import type { PushMessage } from "../../../shared/features/push/message";
import type { Database } from "../../db/connection";
import type { Logger } from "../../kernel/request-log";
import type { Sender, SendOutcome } from "./send";
import { outboxIdOf, pushContent } from "../../outbox/content";
import { createOutboxEngine, outboxRow } from "../../outbox/engine";
import { z } from "zod";

/** After this many failed attempts a push is given up (failed_at set, and logged). */
export const PUSH_MAX_ATTEMPTS = 10;
/** PostgreSQL: lanes claiming at once (the pool has 10 connections; requests keep the rest). */
const PG_LANES = 4;
/** The embedded database: rows read at once, and sends in flight among them. */
const BATCH = 64;
const IN_FLIGHT = 16;

const dueRow = outboxRow(pushContent, {
  subscription_id: z.string(),
  endpoint: z.string(),
  p256dh: z.string(),
  auth: z.string(),
});
type Row = z.infer<typeof dueRow>;

const messageOf = (row: Row): PushMessage => ({
  // Stable across attempts, the notification's tag: a resend replaces the first.
  id: outboxIdOf(row),
  kind: row.kind as PushKind,
  title: row.content.title,
  body: row.content.body,
  url: row.content.url,
  lang: row.content.lang,
});

/** The push channel of the outbox worker (outbox/worker.ts). */
export function pushChannel(deps: {
  database: Database;
  send: Sender;
  log?: Logger;
  /** The wait after the first failure; it doubles with each failure, up to an hour. */
  retryBaseMs: number;
}) {
  const { database, send, log, retryBaseMs } = deps;
  const { db } = database;

  /** After the row's commit: on PostgreSQL the cascade would wait on other lanes. */
  const removeGone = (subscriptionId: string) =>
    db.execute(sql`delete from push_subscriptions where id = ${subscriptionId}::uuid`);

  /** Sends a row; answers "taken", "failed", "refused" or "gone" (the device to remove). */
  async function sendRow(row: Row): Promise<SendOutcome> {
    try {
      return await send(
        { endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth },
        messageOf(row),
      );
    } catch (error) {
      // web-push refuses to encrypt for keys it cannot use.
      return { kind: "failed", error: String((error as Error)?.message ?? error) };
    }
  }

  /** Dead subscriptions go, refused addresses give up, the rest retries. */
  const outcomeOf = (outcome: SendOutcome) => {
    switch (outcome.kind) {
      case "taken":
        return { sent: true } as const;
      case "gone":
        return { sent: false, error: `gone (${outcome.status})`, giveUp: true } as const;
      case "refused":
        return { sent: false, error: "address refused", giveUp: true } as const;
      case "failed":
        return { sent: false, error: outcome.error } as const;
    }
  };

  // A dead subscription's other rows are skipped; it goes after this row's commit.
  return createOutboxEngine<Row, SendOutcome>(database, {
    channel: "push",
    row: dueRow,
    columns: sql`o.subscription_id, s.endpoint, s.p256dh, s.auth`,
    join: sql`join push_subscriptions s on s.id = o.subscription_id`,
    lock: sql`for update of o skip locked`,
    lanes: PG_LANES,
    batch: BATCH,
    inFlight: IN_FLIGHT,
    maxAttempts: PUSH_MAX_ATTEMPTS,
    retryBaseMs,
    keyOf: (row) => row.subscription_id,
    send: sendRow,
    outcomeOf,
    async after(_executor, row, outcome, failure) {
      if (!failure) return false;
      if (outcome.kind === "gone" || outcome.kind === "refused") {
        log?.({
          level: "info",
          msg:
            outcome.kind === "gone"
              ? "push subscription gone, removed"
              : "push endpoint refused by the address guard",
          kind: row.kind,
          pushId: Number(row.id),
        });
        return outcome.kind === "gone";
      }
      // The kind and the status, never the endpoint (it identifies a person's device).
      log?.({
        level: failure.givenUp ? "error" : "warn",
        msg: failure.givenUp ? "push given up" : "push not taken, will retry",
        kind: row.kind,
        pushId: Number(row.id),
        attempts: failure.attempts,
        status: outcome.kind === "failed" ? (outcome.status ?? null) : null,
        error: outcome.kind === "failed" ? outcome.error : null,
      });
      return false;
    },
    afterStop: (row) => removeGone(row.subscription_id),
  });
}
