// Link counts for the closing message, read in its transaction so they match the winner.
import { sql } from "drizzle-orm";
import type { LinkResult } from "../../../shared/live";
import { selectRows, type Executor } from "../../db/connection";
import { z } from "zod";
import { ballot } from "../../../shared/responses";

/** Each ballot of link `l` as the API shows it, oldest change first. */
export const ballotsOf = sql`
  (select coalesce(json_agg(json_build_object('userId', v.user_id, 'value', v.value,
      'weight', v.weight) order by v.updated_at, v.user_id), '[]')
     from votes v where v.link_id = l.id)`;

const linkResultRow = z.object({
  event_id: z.string(),
  id: z.string(),
  up: z.number(),
  down: z.number(),
  voters: z.union([z.array(ballot), z.string()]),
});

/** The results of each event's links, by event id (an event with no links has none). */
export async function linkResultsOf(db: Executor, eventIds: string[]) {
  const byEvent = new Map<string, LinkResult[]>(eventIds.map((id) => [id, []]));
  if (eventIds.length === 0) return byEvent;
  const rows = await selectRows(
    db,
    linkResultRow,
    sql`select l.event_id, l.id, l.up_count as up, l.down_count as down, ${ballotsOf} as voters
        from links l
        where l.event_id in (${sql.join(
          eventIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        order by l.created_at desc, l.id desc`,
  );
  for (const row of rows) {
    const voters = typeof row.voters === "string" ? JSON.parse(row.voters) : row.voters;
    byEvent.get(row.event_id)!.push({ linkId: row.id, up: row.up, down: row.down, voters });
  }
  return byEvent;
}
