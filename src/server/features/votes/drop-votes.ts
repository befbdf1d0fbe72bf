// A departing member's votes go with them, in one statement that also adjusts the links' counters.
import { sql, type SQL } from "drizzle-orm";
import type { VoteCounts } from "../../../shared/live";
import { selectRows, type Tx } from "../../db/connection";
import { links, votes } from "../../db/schema";
import { z } from "zod";

/** The member's votes in some events; answers the links' counts after, by event. */
export async function dropVotesIn(tx: Tx, eventIds: string[], userId: string) {
  const rows = await dropVotesWhere(
    tx,
    sql`l.event_id = any(${`{${eventIds.join(",")}}`}::uuid[]) and v.user_id = ${userId}`,
  );
  const byEvent = new Map<string, VoteCounts[]>();
  for (const { eventId, ...counts } of rows) {
    byEvent.set(eventId, [...(byEvent.get(eventId) ?? []), counts]);
  }
  return byEvent;
}

/** Every vote of the user; the caller locked those events first, as every event write does. */
export const dropEveryVote = (tx: Tx, userId: string) =>
  dropVotesWhere(tx, sql`v.user_id = ${userId}`);

const droppedRow = z.object({
  event_id: z.string(),
  link_id: z.string(),
  up: z.number(),
  down: z.number(),
});

async function dropVotesWhere(
  tx: Tx,
  which: SQL,
): Promise<Array<VoteCounts & { eventId: string }>> {
  const rows = await selectRows(
    tx,
    droppedRow,
    sql`
    with gone as (
      delete from ${votes} v
      using ${links} l
      where v.link_id = l.id and ${which}
      returning v.link_id, v.value, v.weight
    )
    update ${links}
    set up_count = up_count - (gone.value = 'up')::int * gone.weight,
        down_count = down_count - (gone.value = 'down')::int * gone.weight
    from gone
    where ${links}.id = gone.link_id
    returning ${links}.event_id, ${links}.id as link_id, ${links}.up_count as up,
              ${links}.down_count as down`,
  );
  return rows.map((row) => ({
    eventId: row.event_id,
    linkId: row.link_id,
    up: Number(row.up),
    down: Number(row.down),
  }));
}
