// The chat outbox's worker (decision 229), the push worker's (push/worker.ts) with attempts: a
// message is written in its cause's transaction (enqueue.ts) and sent here after the commit,
// through the address guard (previews/guarded-post.ts), retried with doubling waits. Each try is
// recorded for the chat's owner (attempts.ts); a chat whose tries all failed for a day
// (`turnOffAfterMs`: failing_since older than that, and the newest try failed) is turned off
// (turn-off.ts). At least once: between the chat taking a message and the mark "sent" being
// committed lies the one window in which a crash sends it again, with the same id (webhook-id,
// Matrix's transaction id), so a receiver can drop the repeat.
//
// The loop, the claiming and the retries are the outboxes' engine (mail/outbox-engine.ts).
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

/** A message is given up after this many tries (more than a day's at the longest wait, so a
 * chat that keeps failing is turned off first). */
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

/** The messages due now, each only once every older message of its chat has been sent or given
 * up: a chat reads its messages in the order they happened, also while an earlier one waits for
 * its retry ("closed" never before the "link shared" that was refused a moment ago). While one is
 * in flight on PostgreSQL its row is still unsent to the other lanes, so they wait for it too. */
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

/** The message's id, the same on every try: as a push's (the row's id and its creation time,
 * which tells apart two rows of one id in two databases). */
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

  /** After a try: the chat's failing clock, the row and the chat's attempts, in one
   * transaction. The chat's row is written first: the tries of one chat queue on its lock, so a
   * try that ends while another turns the chat off waits for that, then sees it off. */
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

  // The chat's row is claimed with the message: every other writer of a chat's messages
  // (removing the chat or its event or group, turning it off) takes the chat's row first, so none
  // waits on the message while the worker waits on the chat (a deadlock); and one chat is sent
  // one message at a time, in order, while the lanes serve other chats. On the embedded database
  // a chat's messages of a batch go one after another, and none after the chat is turned off.
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
