// The chat channel of the outbox worker. At least once: a crash before "sent" resends with the
// same id.
import { sql } from "drizzle-orm";
import { selectRows, type Database, type Executor } from "../../db/connection";
import type { Logger } from "../../kernel/request-log";
import { chatContent, outboxIdOf } from "../../outbox/content";
import { createOutboxEngine, outboxRow } from "../../outbox/engine";
import type { OutboundResult } from "../previews";
import { recordAttempt } from "./attempts";
import type { ChatPayload } from "./payload";
import { sendChat } from "./send";
import { turnOff } from "./turn-off";
import { z } from "zod";

/** Given up after this many tries: over a day, so a failing chat is turned off first. */
export const CHAT_MAX_ATTEMPTS = 40;
/** PostgreSQL: lanes claiming at once (the pool has 10 connections; requests keep the rest). */
const PG_LANES = 2;
const BATCH = 32;
const IN_FLIGHT = 8;

const dueRow = outboxRow(chatContent, { target_id: z.string(), sealed: z.string() });
type Row = z.infer<typeof dueRow>;
const failingRow = z.object({ active: z.boolean(), over: z.boolean() });
type Chat = z.infer<typeof failingRow> | undefined;

/** Stable across tries: row id plus creation time (ids repeat across databases). */
export const chatMessageIdOf = (row: { id: number | string; created_us: string }) =>
  `msg_${outboxIdOf(row)}`;

/** The chat channel of the outbox worker (outbox/worker.ts). */
export function chatChannel(deps: {
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
      () => JSON.parse(row.content.payload) as ChatPayload,
      { id: chatMessageIdOf(row), now: new Date() },
      { testLoopbackPort: deps.testLoopbackPort },
    );

  /** The chat's row first: its tries queue on its lock and see a turn-off. */
  async function before(tx: Executor, row: Row, result: OutboundResult) {
    if (result.ok) {
      await tx.execute(
        sql`update chat_targets set failing_since = null where id = ${row.target_id}`,
      );
      return { chat: undefined as Chat };
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
    // Given up at once when the chat was turned off meanwhile.
    return { chat: chat as Chat, giveUp: !chat?.active };
  }

  // Claimed with the chat's row, as every writer takes it first: no deadlock, in order.
  return createOutboxEngine(database, {
    channel: "chat",
    row: dueRow,
    columns: sql`o.target_id, t.sealed`,
    join: sql`join chat_targets t on t.id = o.target_id`,
    // Each waits for its chat's older messages, so they arrive in order across retries.
    where: sql`t.active and not exists (
      select 1 from notification_outbox earlier
      where earlier.target_id = o.target_id and earlier.id < o.id
        and earlier.sent_at is null and earlier.failed_at is null)`,
    lock: sql`for no key update of o, t skip locked`,
    lanes: PG_LANES,
    batch: BATCH,
    inFlight: IN_FLIGHT,
    maxAttempts: CHAT_MAX_ATTEMPTS,
    retryBaseMs,
    keyOf: (row) => row.target_id,
    inOrder: true,
    send,
    outcomeOf: (result) =>
      result.ok ? { sent: true } : { sent: false, error: result.error ?? "failed" },
    before,
    async after(tx, row, result, failure, { chat }) {
      await recordAttempt(tx, row.target_id, row.kind, result);
      if (!failure) return false;
      // The chat's address and token are its owner's secrets: the log names the chat's id only.
      log?.({
        level: failure.givenUp ? "error" : "warn",
        msg: failure.givenUp ? "chat message given up" : "chat message not taken, will retry",
        chatId: row.target_id,
        chatMessageId: Number(row.id),
        attempts: failure.attempts,
        status: result.status,
        error: result.error,
      });
      if (!chat?.active || !chat.over) return false;
      await turnOff(tx, publicUrl, row.target_id, result.error ?? "failed");
      log?.({
        level: "warn",
        msg: "chat turned off after failing for a day",
        chatId: row.target_id,
      });
      return true;
    },
    recordInTransaction: true,
  });
}
