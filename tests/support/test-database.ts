// A fresh database for one test file: a copy of the migrated template, on PGlite or (in the
// "postgres" project) on PostgreSQL. Counts queries, so tests can prove "no query per row".
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../src/server/db/connection";
import { giveBack, takeCopy } from "./pglite-copies";
import { databaseUrlFor, runPrefix, templateName } from "./postgres-names";

export type TestDatabase = Database & {
  /** SQL statements run since the last reset. */
  queries: string[];
  /** The connection string, on PostgreSQL. */
  url?: string;
  dispose: () => Promise<void>;
};

export const testDatabaseKind = () =>
  process.env.HUDDLE_TEST_DB === "postgres" ? "postgres" : "pglite";

export async function createTestDatabase(): Promise<TestDatabase> {
  const queries: string[] = [];
  const onQuery = (sql: string) => void queries.push(sql);
  if (testDatabaseKind() === "postgres") {
    const baseUrl = process.env.TEST_DATABASE_URL!;
    const run = inject("pgRun");
    const name = `${runPrefix(baseUrl, run)}_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database "${name}" template "${templateName(baseUrl, run)}"`);
    await admin.end();
    const url = databaseUrlFor(baseUrl, name);
    const database = await openDatabase({ databaseUrl: url, onQuery });
    return {
      ...database,
      queries,
      url,
      dispose: async () => {
        if (!database.pool!.ended) await database.close();
        const drop = new pg.Client({ connectionString: baseUrl });
        await drop.connect();
        await drop.query(`drop database if exists "${name}" with (force)`);
        await drop.end();
      },
    };
  }
  const pglite = await takeCopy();
  const database = await openDatabase({ pglite, onQuery });
  // A file that closes its database itself (database.close) gives back a closed copy, which is
  // not kept.
  return { ...database, queries, dispose: () => giveBack(pglite) };
}
