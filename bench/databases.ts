// The two databases the benchmark runs on, each made fresh and migrated: a PostgreSQL database
// beside the one in TEST_DATABASE_URL (or DATABASE_URL), dropped afterwards, and a PGlite folder
// that is seeded here and then opened by the server (PGlite is single-process).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openDatabase } from "../src/server/db/connection";
import { migrateDatabase } from "../src/server/db/migrate";

export type DatabaseKind = "postgres" | "pglite";

/** Raw SQL on the seeded database, with the same answer shape from both drivers. */
export type Sql = <R = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<R[]>;

export type BenchDatabase = {
  kind: DatabaseKind;
  /** What the server is started with. */
  serverEnv: Record<string, string>;
  sql: Sql;
  /** Let go of the database so the server can open it (PGlite), keeping the data. */
  release: () => Promise<void>;
  /** Remove everything the benchmark made. */
  drop: () => Promise<void>;
};

export function postgresUrl() {
  return process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
}

export async function createPostgres(baseUrl: string): Promise<BenchDatabase> {
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1) || "huddle"}_bench`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  await migrateDatabase(database);
  const pool = database.pool!;
  return {
    kind: "postgres",
    serverEnv: { DATABASE_URL: url.toString() },
    sql: async (text, params) => (await pool.query(text, params)).rows,
    release: async () => {},
    drop: async () => {
      await pool.end();
      const again = new pg.Client({ connectionString: baseUrl });
      await again.connect();
      await again.query(`drop database if exists "${name}" with (force)`);
      await again.end();
    },
  };
}

export async function createPglite(): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "huddle-bench-"));
  const client = new PGlite(path.join(dataDir, "pglite"));
  const database = await openDatabase({ pglite: client });
  await migrateDatabase(database);
  return {
    kind: "pglite",
    serverEnv: { DATA_DIR: dataDir },
    sql: async (text, params) => (await client.query(text, params)).rows as never,
    release: async () => {
      if (!client.closed) await client.close();
    },
    drop: async () => {
      if (!client.closed) await client.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
