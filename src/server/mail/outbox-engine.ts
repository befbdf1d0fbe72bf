// Every outbox's sending loop: at least once, stable ids, growing waits. On PostgreSQL
// a row is marked sent under its lock, so a crash rolls it back; PGlite runs batches.
import { sql, type SQL } from "drizzle-orm";
import type { Database, Executor } from "../db/connection";
import { eachAtOnce, oneRunAtATime } from "./one-run-at-a-time";

const MAX_BACKOFF_MS = 3600_000;

/** The wait after the `attempts`-th failure: `baseMs`, doubling, up to an hour. */
export const retryWaitMs = (baseMs: number, attempts: number) =>
  Math.min(baseMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);

export type OutboxChannel<Row, Result> = {
  /** The due rows, in the order they go. */
  due: (limit: number) => SQL;
  /** Reads rows of `due` (the channel knows their shape). */
  read: (executor: Executor, query: SQL) => Promise<Row[]>;
  /** How PostgreSQL claims the row `due(1)` answers. */
  lock: SQL;
  /** PostgreSQL: lanes claiming at once. */
  lanes: number;
  /** The embedded database: rows read at once, and sends in flight among them. */
  batch: number;
  inFlight: number;
  /** Rows of one key: once one stops its key (see `record`), the rest of the batch skip it. */
  keyOf?: (row: Row) => string;
  /** The embedded database: rows of one key go one after another, in order. */
  inOrder?: boolean;
  send: (row: Row) => Promise<Result>;
  /** PostgreSQL, before the send, in the claiming transaction: marks the row sent. */
  markSending: (tx: Executor, row: Row) => Promise<unknown>;
  /** After the send: what came of it (`marked`: markSending ran). True stops the row's key. */
  record: (executor: Executor, row: Row, result: Result, marked: boolean) => Promise<boolean>;
  /** The embedded database: `record` in a transaction of its own. */
  recordInTransaction?: boolean;
  /** After the commit of a row that stopped its key. */
  afterStop?: (row: Row) => Promise<unknown>;
  /** Whether a try counts in what deliverDue answers (all, unless said). */
  counts?: (result: Result) => boolean;
};

export function createOutboxEngine<Row, Result>(
  database: Database,
  channel: OutboxChannel<Row, Result>,
) {
  const { db } = database;
  const counted = (result: Result) => ((channel.counts?.(result) ?? true) ? 1 : 0);

  /** PostgreSQL: claims one due row and sends it, in one transaction; false when none was due. */
  async function pgDeliverOne(): Promise<number | false> {
    let stopped: Row | undefined;
    const outcome = await db.transaction(async (tx) => {
      const [row] = await channel.read(tx, sql`${channel.due(1)} ${channel.lock}`);
      if (!row) return false;
      await channel.markSending(tx, row);
      const result = await channel.send(row);
      if (await channel.record(tx, row, result, true)) stopped = row;
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
      const rows = await channel.read(db, channel.due(channel.batch));
      if (rows.length === 0) return count;
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
            ? await db.transaction((tx) => channel.record(tx, row, result, false))
            : await channel.record(db, row, result, false);
          if (stop && key !== undefined) stopped.set(key, row);
        }
      });
      for (const row of stopped.values()) await channel.afterStop?.(row);
    }
  }

  return oneRunAtATime(() => (database.kind === "postgres" ? pgDeliverAll() : pgliteDeliverAll()));
}
