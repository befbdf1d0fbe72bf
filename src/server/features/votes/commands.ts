// Casting, switching and taking back a vote: the client sends the vote it wants, so a retry or
// a double click cannot count twice.
import { sql } from "drizzle-orm";
import type { VoteResult, VoteValue } from "../../../shared/api";
import type { Db } from "../../db/connection";
import { conflict, notFound } from "../../http/errors";
import { lockActiveEvent } from "../links/event-lock";
import { findLinkInEvent } from "../links/queries";

type Counts = { link_id: string; up: number; down: number };

/**
 * Two statements after BEGIN. The first locks the event (links/event-lock.ts), so every other
 * write to it, this person's second click included, waits until we commit. The second, one
 * CTE on a fresh snapshot: find the shortlisted link (membership in the same WHERE), read the
 * old vote, delete or upsert the new one (the primary key makes a second row impossible) and
 * move up_count/down_count by the difference, returning the new counts.
 */
export async function castVote(
  db: Db,
  eventId: string,
  linkId: string,
  userId: string,
  vote: VoteValue | null,
): Promise<VoteResult & { version: number }> {
  return db.transaction(async (tx) => {
    const { version } = await lockActiveEvent(tx, eventId, userId);
    // Both drivers (node-postgres and PGlite) answer raw SQL with `{ rows }`.
    const result = (await tx.execute(sql`
      with target as (
        select l.id from links l
        where l.id = ${linkId} and l.event_id = ${eventId} and l.in_shortlist
          and exists (select 1 from event_members m where m.event_id = ${eventId} and m.user_id = ${userId})
      ),
      old as (
        select v.value from votes v join target t on t.id = v.link_id where v.user_id = ${userId}
      ),
      removed as (
        delete from votes v using target t
        where v.link_id = t.id and v.user_id = ${userId} and ${vote}::text is null
        returning v.value
      ),
      saved as (
        insert into votes (link_id, user_id, value)
        select t.id, ${userId}, ${vote}::text from target t where ${vote}::text is not null
        on conflict (link_id, user_id) do update set value = excluded.value, updated_at = now()
        returning value
      ),
      counted as (
        update links l set
          up_count = l.up_count
            + (case when ${vote}::text = 'up' then 1 else 0 end)
            - (select count(*) from old where value = 'up')::int,
          down_count = l.down_count
            + (case when ${vote}::text = 'down' then 1 else 0 end)
            - (select count(*) from old where value = 'down')::int
        from target t
        where l.id = t.id
        returning l.id, l.up_count, l.down_count
      )
      select id as link_id, up_count as up, down_count as down from counted
    `)) as unknown as { rows: Counts[] };
    const counts = result.rows[0];
    if (!counts) {
      const link = await findLinkInEvent(tx, eventId, linkId);
      throw link
        ? conflict("Only links on the shortlist can be voted on")
        : notFound("Link not found");
    }
    return { version, linkId, up: Number(counts.up), down: Number(counts.down), myVote: vote };
  });
}
