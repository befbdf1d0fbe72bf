// Applies the committed migrations in drizzle/ at start-up. On PostgreSQL, instances starting
// together take turns under an advisory lock so they do not race on the same DDL.
import path from "node:path";
import { fileURLToPath } from "node:url";
import fs from "node:fs";
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

export async function migrateDatabase(database: Database) {
  if (database.pglite) {
    await migratePglite(drizzlePglite(database.pglite), { migrationsFolder: migrationsFolder() });
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
