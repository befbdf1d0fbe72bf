// One `db` for the process: PGlite by default, or PostgreSQL; both speak the same dialect.
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { ExtractTablesWithRelations, SQL } from "drizzle-orm";
import pg from "pg";
import { z } from "zod";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a query function runs on: the `db`, or the `tx` of the transaction it is part of. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
  pool?: pg.Pool;
  pglite?: PGlite;
};

export type OpenOptions = {
  databaseUrl?: string;
  /** PGlite's folder; omitted means in memory. */
  pgliteDir?: string;
  /** An already open PGlite (tests load one from a migrated template). */
  pglite?: PGlite;
  /** Called with every SQL statement: tests count queries with it. */
  onQuery?: (sql: string) => void;
  onPoolError?: (error: Error) => void;
  poolSize?: number;
};

/** How long a query waits for a connection before it fails (and the request gets 503). */
export const CONNECT_TIMEOUT_MS = 3000;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const logger = options.onQuery ? { logQuery: (sql: string) => options.onQuery!(sql) } : undefined;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // While the database is away a request waits this long, then gets a 503, not a spinner.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A connection whose peer vanished without a word (no RST) is noticed in seconds, not hours.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // A connection lost while idle is reported on the pool; unhandled, it would kill the process.
    pool.on("error", (error) => options.onPoolError?.(error));
    // A client lost mid-transaction emits on itself; unhandled, it would kill the process.
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzlePg(pool, { schema, logger, casing: "snake_case" }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      pool,
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
    };
  }
  const client = options.pglite ?? new PGlite(options.pgliteDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema, logger, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    pglite: client,
    ping: async () => {
      await client.query("select 1");
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Raw SQL with each row parsed by `row`, so a wrong column fails at the query. */
export async function selectRows<Row extends z.ZodType>(
  db: Executor,
  row: Row,
  query: SQL,
): Promise<z.output<Row>[]> {
  const result = (await db.execute(query)) as unknown as { rows: unknown[] };
  return arrayOf(row).parse(result.rows);
}

// One array schema per row schema, made at its first query rather than at each.
const arrays = new WeakMap<z.ZodType, z.ZodArray<z.ZodType>>();
function arrayOf<Row extends z.ZodType>(row: Row): z.ZodArray<Row> {
  let array = arrays.get(row);
  if (!array) arrays.set(row, (array = z.array(row)));
  return array as z.ZodArray<Row>;
}
