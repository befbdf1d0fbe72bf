// What the data looks like, table by table, so a test can prove a refused request changed
// nothing: take a snapshot before, send the request, and expect an equal snapshot after.
import { sql } from "drizzle-orm";
import { selectRows, type Executor } from "../../src/server/db/connection";

/** Huddle's own tables and the users. Sessions and rate-limit counters are left out: signing in
 * and being rate-limited change them by design. */
export const DATA_TABLES = [
  "user",
  "events",
  "event_members",
  "links",
  "votes",
  "invitations",
] as const;

export type TableSnapshot = Record<string, string[]>;

/** Every row of each table as JSON text, sorted, so equal data gives equal snapshots. */
export async function snapshotTables(
  db: Executor,
  tables: readonly string[] = DATA_TABLES,
): Promise<TableSnapshot> {
  const snapshot: TableSnapshot = {};
  for (const table of tables) {
    const rows = await selectRows<{ row: string }>(
      db,
      sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t order by 1`,
    );
    snapshot[table] = rows.map((r) => r.row);
  }
  return snapshot;
}
