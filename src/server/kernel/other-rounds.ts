// A round's page shows what the group's other closed rounds say of its links (links/history.ts).
// When a round closes or opens again that changes for every other round of its group, so their
// versions move in the same transaction: a page kept per version (decision 212) is then never
// stale, and the caller tells their open pages to fetch again after the commit.
import { sql } from "drizzle-orm";
import { selectRows, type Executor } from "../db/connection";
import { z } from "zod";
import { idRow, versionedRow } from "../db/rows";

const roundOfGroupRow = z.object({ id: z.string(), group_id: z.string() });

/** Bumps the version of every other round of the groups of `eventIds` (closed or reopened
 * together); answers the rounds it bumped with their groups. Standalone events touch nothing. */
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

/**
 * Locks the group of the round `eventId` (none for a standalone event), before the caller locks
 * the round itself: a group row is always locked before its rounds' rows (a join locks the group,
 * then its rounds), so a closing, reopening or deletion that moves the group's version in its own
 * transaction (bumpGroupsOf) cannot deadlock with a join. FOR NO KEY UPDATE, the lock the version
 * bump takes anyway: it queues behind the group's writes (lockGroup), not behind a round's insert
 * checking its foreign key.
 */
export async function lockGroupOf(tx: Executor, eventId: string) {
  await selectRows(
    tx,
    idRow,
    sql`select g.id from groups g
         where g.id = (select e.group_id from events e where e.id = ${eventId})
           for no key update of g`,
  );
}

/** Moves the group of each round among `eventIds` to a new version, in the caller's
 * transaction: the group page (its open rounds, and its memory kept per version: page-memory.ts)
 * changed with them. Answers the groups with their new versions, to publish after the commit.
 * The caller has locked them first (lockGroupOf; closeDueEvents locks its batch's groups). */
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
