// A round's page shows what the group's other closed rounds say of its links (links/history.ts).
// When a round closes or opens again that changes for every other round of its group, so their
// versions move in the same transaction: a page kept per version (decision 212) is then never
// stale, and the caller tells their open pages to fetch again after the commit.
import { sql } from "drizzle-orm";
import { selectRows, type Executor } from "../../db/connection";

/** Bumps the version of every other round of the groups of `eventIds` (closed or reopened
 * together); answers the rounds it bumped with their groups. Standalone events touch nothing. */
export async function touchOtherRounds(tx: Executor, eventIds: string[]) {
  if (eventIds.length === 0) return [];
  const ids = sql.join(
    eventIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return selectRows<{ id: string; group_id: string }>(
    tx,
    sql`update events o set version = o.version + 1
        where o.group_id in (select c.group_id from events c
                              where c.id in (${ids}) and c.group_id is not null)
          and o.id not in (${ids})
        returning o.id, o.group_id`,
  );
}
