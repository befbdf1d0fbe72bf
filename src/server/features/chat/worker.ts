// The chat outbox worker. At least once: a crash before "sent" resends with the same id.
import { sql } from "drizzle-orm";
import { selectRows, type Database, type Executor } from "../../db/connection";
import type { Logger } from "../../kernel/request-log";
import { createOutboxEngine, retryWaitMs } from "../../mail/outbox-engine";
import type { OutboundResult } from "../previews";
import { pushIdOf } from "../push";
import { recordAttempt } from "./attempts";
import type { ChatPayload } from "./payload";
import { sendChat } from "./send";
import { turnOff } from "./turn-off";
import { z } from "zod";
import { bigintColumn } from "../../db/rows";

/** Given up after this many tries: over a day, so a failing chat is turned off first. */
export const CHAT_MAX_ATTEMPTS = 40;
/** PostgreSQL: lanes claiming at once (the pool has 10 connections; requests keep the rest). */
const PG_LANES = 2;
const BATCH = 32;
const IN_FLIGHT = 8;

const dueRow = z.object({
  id: bigintColumn,
  target_id: z.string(),
  message: z.string(),
  payload: z.string(),
  attempts: z.number(),
  created_us: z.string(),
  sealed: z.string(),
});
type Row = z.infer<typeof dueRow>;
const failingRow = z.object({ active: z.boolean(), over: z.boolean() });

/** Each waits for its chat's older messages, so they arrive in order across retries. */
const due = (limit: number) => sql`
  select o.id, o.target_id, o.message, o.payload, o.attempts,
    (extract(epoch from o.created_at) * 1000000)::bigint::text as created_us, t.sealed
  from chat_outbox o join chat_targets t on t.id = o.target_id
  where o.sent_at is null and o.failed_at is null and o.next_attempt_at <= now() and t.active
    and not exists (
      select 1 from chat_outbox earlier
      where earlier.target_id = o.target_id and earlier.id < o.id
        and earlier.sent_at is null and earlier.failed_at is null)
  order by o.next_attempt_at, o.id limit ${limit}`;

/** Stable across tries: row id plus creation time (ids repeat across databases). */
export const chatMessageIdOf = (row: { id: number | string; created_us: string }) =>
  `msg_${pushIdOf(row)}`;

export type ChatWorker = ReturnType<typeof createChatWorker>;

export function createChatWorker(deps: {
  database: Database;
  /** The server's secret, which the destinations are sealed with (sealed.ts). */
  secret: string;
  publicUrl: string;
  log?: Logger;
  /** The wait after the first failure; it doubles with each failure, up to an hour. */
  retryBaseMs: number;
  /** How long a chat fails on every try before it is turned off. */
  turnOffAfterMs: number;
  testLoopbackPort?: number;
}) {
  const { database, secret, publicUrl, log, retryBaseMs, turnOffAfterMs } = deps;

  const send = (row: Row): Promise<OutboundResult> =>
    sendChat(
      secret,
      row.sealed,
      () => JSON.parse(row.payload) as ChatPayload,
      { id: chatMessageIdOf(row), now: new Date() },
      { testLoopbackPort: deps.testLoopbackPort },
    );

  /** The chat's row first: its tries queue on its lock and see a turn-off. */
  async function record(
    tx: Executor,
    row: Row,
    result: OutboundResult,
  ): Promise<"turned off" | undefined> {
    const id = Number(row.id);
    const attempts = row.attempts + 1;
    if (result.ok) {
      await tx.execute(
        sql`update chat_targets set failing_since = null where id = ${row.target_id}`,
      );
      await tx.execute(sql`update chat_outbox set sent_at = clock_timestamp(), attempts = ${attempts}
                           where id = ${id}`);
      await recordAttempt(tx, row.target_id, row.message, result);
      return undefined;
    }
    const [chat] = await selectRows(
      tx,
      failingRow,
      sql`update chat_targets set failing_since = coalesce(failing_since, clock_timestamp())
          where id = ${row.target_id}
          returning active,
            failing_since <= clock_timestamp() - ${turnOffAfterMs} * interval '1 millisecond'
              as over`,
    );
    const waitMs = retryWaitMs(retryBaseMs, attempts);
    // Given up after the last try, or at once when the chat was turned off meanwhile.
    const givenUp = attempts >= CHAT_MAX_ATTEMPTS || !chat?.active;
    await tx.execute(sql`
      update chat_outbox set sent_at = null, attempts = ${attempts},
        next_attempt_at = clock_timestamp() + ${waitMs} * interval '1 millisecond',
        failed_at = ${givenUp ? sql`clock_timestamp()` : null}
      where id = ${id}`);
    await recordAttempt(tx, row.target_id, row.message, result);
    // The chat's address and token are its owner's secrets: the log names the chat's id only.
    log?.({
      level: givenUp ? "error" : "warn",
      msg: givenUp ? "chat message given up" : "chat message not taken, will retry",
      chatId: row.target_id,
      chatMessageId: id,
      attempts,
      status: result.status,
      error: result.error,
    });
    if (chat?.active && chat.over) {
      await turnOff(tx, publicUrl, row.target_id, result.error ?? "failed");
      log?.({
        level: "warn",
        msg: "chat turned off after failing for a day",
        chatId: row.target_id,
      });
      return "turned off";
    }
    return undefined;
  }

  // Claimed with the chat's row, as every writer takes it first: no deadlock, in order.
  return createOutboxEngine<Row, OutboundResult>(database, {
    due,
    read: (executor, query) => selectRows(executor, dueRow, query),
    lock: sql`for no key update of o, t skip locked`,
    lanes: PG_LANES,
    batch: BATCH,
    inFlight: IN_FLIGHT,
    keyOf: (row) => row.target_id,
    inOrder: true,
    send,
    // A crash rolls the mark back, and the row goes again, with the same id.
    markSending: (tx, row) =>
      tx.execute(
        sql`update chat_outbox set sent_at = clock_timestamp() where id = ${Number(row.id)}`,
      ),
    record: async (tx, row, result) => (await record(tx, row, result)) === "turned off",
    recordInTransaction: true,
  });
}
