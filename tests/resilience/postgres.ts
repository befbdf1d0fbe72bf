// The PostgreSQL these scripts use: TEST_DATABASE_URL or DATABASE_URL, else the local one. Each
// run makes a fresh database beside it and drops it after; the database itself is never stopped.
import { randomBytes } from "node:crypto";
import pg from "pg";

export const SECRET = "resilience-secret-resilience-secret-0123456789";

/** An empty variable counts as unset, as in src/server/kernel/config.ts: `TEST_DATABASE_URL= npm run
 * test:resilience` means the local one, not a database at "". */
export function postgresBaseUrl(env: Record<string, string | undefined> = process.env) {
  return env.TEST_DATABASE_URL || env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
}

/** The same server and credentials with another database name, host or port. */
export function withUrl(url: string, change: { database?: string; host?: string; port?: number }) {
  const next = new URL(url);
  if (change.database) next.pathname = "/" + encodeURIComponent(change.database);
  if (change.host) next.hostname = change.host;
  if (change.port) next.port = String(change.port);
  return next.toString();
}

export async function postgresReachable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function admin(baseUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end().catch(() => {});
  }
}

/** A new empty database (the server migrates it at start); `drop` removes it. */
export async function freshDatabase(baseUrl: string, purpose: string) {
  const name = `huddle_${purpose}_${randomBytes(4).toString("hex")}`;
  await admin(baseUrl, `create database "${name}"`);
  return {
    name,
    url: withUrl(baseUrl, { database: name }),
    drop: () => admin(baseUrl, `drop database if exists "${name}" with (force)`),
  };
}
