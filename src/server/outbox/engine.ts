// The one outbox's sending loop, run per channel: at least once, stable ids, growing waits. On
// PostgreSQL a row is marked sent under its lock, so a crash rolls it back; PGlite runs batches.
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database, Executor } from "../db/connection";
import { bigintColumn } from "../db/rows";
import type { OutboxChannelName } from "./content";
import { eachAtOnce } from "./one-run-at-a-time";

const MAX_BACKOFF_MS = 3600_000;

/** The wait after the `attempts`-th failure: `baseMs`, doubling, up to an hour. */
export const retryWaitMs = (baseMs: number, attempts: number) =>
  Math.min(baseMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);

/** The columns every channel reads of its rows, its content parsed by `content`. */
export const outboxRow = <C extends z.ZodType, E extends z.ZodRawShape>(content: C, extra: E) =>
  z.object({
    id: bigintColumn,
    kind: z.string(),
    content,
    attempts: z.number(),
    /** created_at in microseconds since 1970, as text (a bigint). */
    created_us: z.string(),
    ...extra,
  });
export type OutboxRow = { id: number | string; kind: string; attempts: number; created_us: string };

/** What came of a send: sent, or not and why (`giveUp`: no retry, as for a gone device). */
export type Outcome = { sent: true } | { sent: false; error: string; giveUp?: boolean };
/** A failed try as recorded: its number, and whether it was the last. */
export type Failure = { attempts: number; givenUp: boolean };
type Before = { giveUp?: boolean } | void;

export type OutboxChannel<Row extends OutboxRow, Result, B extends Before = void> = {
  channel: OutboxChannelName;
  row: z.ZodType<Row>;
  /** What the channel reads beside the row `o`: columns (after a comma), joins, conditions. */
  columns?: SQL;
  join?: SQL;
  where?: SQL;
  /** How PostgreSQL claims the row the due query answers. */
  lock: SQL;
  /** PostgreSQL: lanes claiming at once. */
  lanes: number;
  /** The embedded database: rows read at once, and sends in flight among them. */
  batch: number;
  inFlight: number;
  /** Given up after this many failed tries (failed_at set). */
  maxAttempts: number;
  /** The wait after the first failure; it doubles with each failure, up to an hour. */
  retryBaseMs: number;
  /** Rows of one key: once one stops its key (see `after`), the rest of the batch skip it. */
  keyOf?: (row: Row) => string;
  /** The embedded database: rows of one key go one after another, in order. */
  inOrder?: boolean;
  send: (row: Row) => Promise<Result>;
  outcomeOf: (result: Result) => Outcome;
  /** Before the row is recorded, in its transaction; may give the row up at once. */
  before?: (executor: Executor, row: Row, result: Result) => Promise<B>;
  /** After the row is recorded (`failure` unless sent): the channel's own. True stops its key. */
  after?: (
    executor: Executor,
    row: Row,
    result: Result,
    failure: Failure | undefined,
    before: B,
  ) => Promise<boolean | void>;
  /** The embedded database: the record in a transaction of its own. */
  recordInTransaction?: boolean;
  /** After the commit of a row that stopped its key. */
  afterStop?: (row: Row) => Promise<unknown>;
  /** Whether a try counts in what deliverDue answers (all, unless said). */
  counts?: (result: Result) => boolean;
};

/** One channel's sending: `deliverAll` sends what is due and answers how many it tried. */
export type ChannelDelivery = { channel: OutboxChannelName; deliverAll: () => Promise<number> };

// On PostgreSQL this runs before the send, so sent_at is when the send began there.
const markSent = (executor: Executor, id: number | string) =>
  executor.execute(sql`update notification_outbox
    set sent_at = clock_timestamp(), attempts = attempts + 1 where id = ${Number(id)}`);

export function createOutboxEngine<Row extends OutboxRow, Result, B extends Before = void>(
  database: Database,
  channel: OutboxChannel<Row, Result, B>,
): ChannelDelivery {
  const { db } = database;
  const counted = (result: Result) => ((channel.counts?.(result) ?? true) ? 1 : 0);

  const due = (limit: number) => sql`
    select o.id, o.kind, o.content, o.attempts,
      (extract(epoch from o.created_at) * 1000000)::bigint::text as created_us
      ${channel.columns ? sql`, ${channel.columns}` : sql``}
    from notification_outbox o ${channel.join ?? sql``}
    where o.channel = ${channel.channel} and o.sent_at is null and o.failed_at is null
      and o.next_attempt_at <= now() ${channel.where ? sql`and ${channel.where}` : sql``}
    order by o.next_attempt_at, o.id limit ${limit}`;
  const giveUpUnreadable = (executor: Executor, raw: { id: number | string }, why: string) =>
    executor.execute(sql`update notification_outbox
      set failed_at = clock_timestamp(), last_error = ${`unreadable: ${why}`.slice(0, 500)}
      where id = ${Number(raw.id)}`);

  /** The rows `query` answers, parsed; one that does not parse is given up, not left to block. */
  async function read(executor: Executor, query: SQL) {
    const { rows } = (await executor.execute(query)) as unknown as { rows: unknown[] };
    const readable: Row[] = [];
    for (const raw of rows) {
      const parsed = channel.row.safeParse(raw);
      if (parsed.success) readable.push(parsed.data);
      else await giveUpUnreadable(executor, raw as { id: number | string }, parsed.error.message);
    }
    return { readable, read: rows.length };
  }

  /** Records a try (and clears the mark "sent" made before a failed one, on PostgreSQL). */
  async function record(executor: Executor, row: Row, result: Result, marked: boolean) {
    const before = (await channel.before?.(executor, row, result)) as B;
    const outcome = channel.outcomeOf(result);
    let failure: Failure | undefined;
    if (outcome.sent) {
      if (!marked) await markSent(executor, row.id);
    } else {
      const attempts = row.attempts + 1;
      const givenUp = !!outcome.giveUp || !!before?.giveUp || attempts >= channel.maxAttempts;
      const waitMs = retryWaitMs(channel.retryBaseMs, attempts);
      failure = { attempts, givenUp };
      // From the failure, not the claim: now() is the transaction's start, possibly seconds earlier.
      await executor.execute(sql`
        update notification_outbox set sent_at = null, attempts = ${attempts},
          last_error = ${outcome.error.slice(0, 500)},
          next_attempt_at = clock_timestamp() + ${waitMs} * interval '1 millisecond',
          failed_at = ${givenUp ? sql`clock_timestamp()` : null}
        where id = ${Number(row.id)}`);
    }
    return (await channel.after?.(executor, row, result, failure, before)) === true;
  }

  /** PostgreSQL: claims one due row and sends it, in one transaction; false when none was due. */
  async function pgDeliverOne(): Promise<number | false> {
    let stopped: Row | undefined;
    const outcome = await db.transaction(async (tx) => {
      const { readable, read: claimed } = await read(tx, sql`${due(1)} ${channel.lock}`);
      const row = readable[0];
      if (!row) return claimed > 0 ? 0 : false;
      await markSent(tx, row.id);
      const result = await channel.send(row);
      if (await record(tx, row, result, true)) stopped = row;
      return counted(result);
    });
    if (stopped !== undefined) await channel.afterStop?.(stopped);
    return outcome;
  }

  async function pgDeliverAll() {
    let count = 0;
    await Promise.all(
      Array.from({ length: channel.lanes }, async () => {
        for (;;) {
          const outcome = await pgDeliverOne();
          if (outcome === false) return;
          count += outcome;
        }
      }),
    );
    return count;
  }

  async function pgliteDeliverAll() {
    let count = 0;
    for (;;) {
      const { readable: rows, read: claimed } = await read(db, due(channel.batch));
      if (claimed === 0) return count;
      const stopped = new Map<string, Row>();
      const keyOf = channel.keyOf;
      let groups = rows.map((row) => [row]);
      if (channel.inOrder && keyOf) {
        const byKey = new Map<string, Row[]>();
        for (const row of rows) byKey.set(keyOf(row), [...(byKey.get(keyOf(row)) ?? []), row]);
        groups = [...byKey.values()];
      }
      await eachAtOnce(groups, channel.inFlight, async (group) => {
        for (const row of group) {
          const key = keyOf?.(row);
          if (key !== undefined && stopped.has(key)) return;
          const result = await channel.send(row);
          count += counted(result);
          const stop = channel.recordInTransaction
            ? await db.transaction((tx) => record(tx, row, result, false))
            : await record(db, row, result, false);
          if (stop && key !== undefined) stopped.set(key, row);
        }
      });
      for (const row of stopped.values()) await channel.afterStop?.(row);
    }
  }

  return {
    channel: channel.channel,
    deliverAll: () => (database.kind === "postgres" ? pgDeliverAll() : pgliteDeliverAll()),
  };
}
