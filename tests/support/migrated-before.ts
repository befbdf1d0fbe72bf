// A PGlite migrated up to, not including, one migration: for tests of what that migration does
// to rows written in the shape before it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { migrationsFolder } from "../../src/server/db/migrate";

/** The migrations folder as it was before `tag` (a copy, its journal cut there). */
function folderBefore(tag: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `huddle-before-${tag}-`));
  fs.cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as {
    entries: Array<{ idx: number; tag: string }>;
  };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at <= 0) throw new Error(`no migration ${tag} after the first`);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** A PGlite at the migration before `tag`; `close` removes it and its folder copy. */
export async function migratedBefore(tag: string) {
  const pglite = new PGlite();
  const before = folderBefore(tag);
  await migrate(drizzle(pglite), { migrationsFolder: before });
  return {
    pglite,
    close: async () => {
      await pglite.close();
      fs.rmSync(before, { recursive: true, force: true });
    },
  };
}

/** Runs the migrations still to run: the one under test and any after it. */
export async function migrateOn(pglite: PGlite) {
  await migrate(drizzle(pglite), { migrationsFolder: migrationsFolder() });
}
