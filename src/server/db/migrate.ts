// Migrations, then every db/functions/*.sql whose SHA-256 changed; an advisory lock stops races.
import path from "node:path";
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import fs from "node:fs";
import type { PoolClient } from "pg";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./connection";

const MIGRATION_LOCK = 7_305_511_042;

/** The project root: the nearest folder above this file that holds package.json. */
export function projectRoot() {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("package.json not found above " + import.meta.url);
    dir = parent;
  }
  return dir;
}

export const migrationsFolder = () => path.join(projectRoot(), "drizzle");
export const functionsFolder = () => path.join(projectRoot(), "src", "server", "db", "functions");

export type SqlSource = { name: string; text: string; sha256: string };

export function readSqlSources(folder = functionsFolder()): SqlSource[] {
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .map((name) => {
      const text = fs.readFileSync(path.join(folder, name), "utf8");
      return { name, text, sha256: createHash("sha256").update(text).digest("hex") };
    });
}

/** One open transaction: `exec` runs a script, `query` one parameterised statement. */
type Session = {
  exec: (script: string) => Promise<unknown>;
  query: <Row>(statement: string, params?: unknown[]) => Promise<Row[]>;
};

/** Applies changed sources in `session`'s transaction; a failure names its file. */
async function applySqlSources(session: Session, sources: readonly SqlSource[]) {
  await session.exec(`create table if not exists huddle_sql_sources (
    name text primary key,
    sha256 text not null,
    applied_at timestamptz not null default now())`);
  const rows = await session.query<{ name: string; sha256: string }>(
    "select name, sha256 from huddle_sql_sources",
  );
  const applied = new Map(rows.map((row) => [row.name, row.sha256]));
  const changed = sources.filter((source) => applied.get(source.name) !== source.sha256);
  for (const source of changed) {
    try {
      await session.exec(source.text);
    } catch (error) {
      throw new Error(`${source.name}: ${(error as Error).message}`, { cause: error });
    }
    await session.query(
      `insert into huddle_sql_sources (name, sha256) values ($1, $2)
       on conflict (name) do update set sha256 = excluded.sha256, applied_at = now()`,
      [source.name, source.sha256],
    );
  }
  // A removed source is forgotten, so it reapplies if restored; dropping is a migration's job.
  const names = sources.map((source) => source.name);
  const gone = [...applied.keys()].filter((name) => !names.includes(name));
  if (gone.length > 0)
    await session.query("delete from huddle_sql_sources where name = any($1::text[])", [gone]);
  return changed.map((source) => source.name);
}

const pgliteSession = (tx: Transaction): Session => ({
  exec: (script) => tx.exec(script),
  query: async <Row>(statement: string, params?: unknown[]) =>
    (await tx.query<Row>(statement, params)).rows,
});

async function applyOnPglite(pglite: PGlite, sources: readonly SqlSource[]) {
  return pglite.transaction((tx) => applySqlSources(pgliteSession(tx), sources));
}

async function applyOnPostgres(client: PoolClient, sources: readonly SqlSource[]) {
  const session: Session = {
    exec: (script) => client.query(script),
    query: async <Row>(statement: string, params?: unknown[]) =>
      (await client.query(statement, params)).rows as Row[],
  };
  await client.query("begin");
  try {
    const applied = await applySqlSources(session, sources);
    await client.query("commit");
    return applied;
  } catch (error) {
    await client.query("rollback");
    throw error;
  }
}

/** Runs both steps; answers the names of the function sources it applied (none: all current). */
export async function migrateDatabase(
  database: Database,
  sources: readonly SqlSource[] = readSqlSources(),
): Promise<string[]> {
  if (database.pglite) {
    await migratePglite(drizzlePglite(database.pglite), { migrationsFolder: migrationsFolder() });
    return applyOnPglite(database.pglite, sources);
  }
  const client = await database.pool!.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder: migrationsFolder() });
      return await applyOnPostgres(client, sources);
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
