// A departing member's votes go with them. One statement for any number of votes: delete them
// and take each from its link's counters, returning the links' new counts for the live message.
import { sql, type SQL } from "drizzle-orm";
import type { VoteCounts } from "../../../shared/live";
import { selectRows, type Tx } from "../../db/connection";
import { links, votes } from "../../db/schema";

/** The member's votes in one event (leaving it, or removed from it). */
export const dropVotes = (tx: Tx, eventId: string, userId: string) =>
  dropVotesWhere(tx, sql`l.event_id = ${eventId} and v.user_id = ${userId}`);

/** Every vote of the user, in every event (the account is being deleted). The caller has locked
 * the events of those votes first, as every write to an event does. */
export const dropEveryVote = (tx: Tx, userId: string) =>
  dropVotesWhere(tx, sql`v.user_id = ${userId}`);

async function dropVotesWhere(tx: Tx, which: SQL): Promise<VoteCounts[]> {
  const rows = await selectRows<{ link_id: string; up: number; down: number }>(
    tx,
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
    returning ${links}.id as link_id, ${links}.up_count as up, ${links}.down_count as down`,
  );
  return rows.map((row) => ({ linkId: row.link_id, up: Number(row.up), down: Number(row.down) }));
}
