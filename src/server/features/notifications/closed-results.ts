// What each "closed" email shows, by shared/winner.ts, in one query.
import { sql, type SQL } from "drizzle-orm";
import { voteMethods } from "../../../shared/core/voting";
import { selectRows, type Executor } from "../../db/connection";
import { RANKING_SHOWN, type ClosedResult } from "../../mail/ranking";
import { z } from "zod";
import { rankedRow } from "../../db/rows";

const closedResultRow = z.object({
  event_id: z.string(),
  method: z.enum(voteMethods),
  winner_link_id: z.string().nullable(),
  shortlisted: z.number(),
  ranked: z.array(rankedRow).nullable(),
});

/** `eventIds`: a SQL list of the events' ids, "(id, id, …)". */
export async function closedResultsOf(db: Executor, eventIds: SQL) {
  const rows = await selectRows(
    db,
    closedResultRow,
    sql`select e.id as event_id, e.method, e.winner_link_id,
          (select count(*)::int from links l where l.event_id = e.id and l.in_shortlist)
            as shortlisted,
          (select json_agg(json_build_object('id', r.id, 'title', r.title, 'url', r.url,
              'up', r.up_count, 'down', r.down_count, 'barred', r.barred)
              order by r.barred, r.up_count - r.down_count desc, r.created_at desc, r.id desc)
            from (select l.id, l.title, l.url, l.up_count, l.down_count, l.created_at,
                    l.url = any(e.barred_urls) as barred
                  from links l
                  where l.event_id = e.id and l.in_shortlist
                  order by barred, l.up_count - l.down_count desc, l.created_at desc, l.id desc
                  limit ${RANKING_SHOWN}) r) as ranked
        from events e where e.id in ${eventIds}`,
  );
  return new Map<string, ClosedResult>(
    rows.map((row) => [
      row.event_id,
      {
        method: row.method,
        winnerId: row.winner_link_id,
        top: row.ranked ?? [],
        shortlisted: row.shortlisted,
      },
    ]),
  );
}
