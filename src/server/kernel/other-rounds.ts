// Closing or reopening a round moves its siblings' versions: their pages show it.
import { sql } from "drizzle-orm";
import { selectRows, type Executor } from "../db/connection";
import { z } from "zod";
import { idRow, versionedRow } from "../db/rows";

const roundOfGroupRow = z.object({ id: z.string(), group_id: z.string() });

/** Bumps the versions of the other rounds of `eventIds`' groups; answers them with their groups. */
export async function touchOtherRounds(tx: Executor, eventIds: string[]) {
  if (eventIds.length === 0) return [];
  const ids = sql.join(
    eventIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return selectRows(
    tx,
    roundOfGroupRow,
    sql`update events o set version = o.version + 1
        where o.group_id in (select c.group_id from events c
                              where c.id in (${ids}) and c.group_id is not null)
          and o.id not in (${ids})
        returning o.id, o.group_id`,
  );
}

/** Group before round, always, so version bumps cannot deadlock with a join. */
export async function lockGroupOf(tx: Executor, eventId: string) {
  await selectRows(
    tx,
    idRow,
    sql`select g.id from groups g
         where g.id = (select e.group_id from events e where e.id = ${eventId})
           for no key update of g`,
  );
}

/** Moves the groups' versions in the caller's transaction; the caller locked them. */
export async function bumpGroupsOf(tx: Executor, eventIds: string[]) {
  if (eventIds.length === 0) return [];
  const rows = await selectRows(
    tx,
    versionedRow,
    sql`update groups g set version = g.version + 1
          where g.id in (select e.group_id from events e
                          where e.id = any(${`{${eventIds.join(",")}}`}::uuid[]))
      returning g.id, g.version`,
  );
  return rows.map((row) => ({ id: row.id, version: Number(row.version) }));
}
