// The event page's ETag, from one small query: the event's version (up by one with every change
// to the event or anything in it), the viewer (the page holds their own votes), and the latest
// profile change among the members (names and pictures are on the page but are not event
// changes). Membership is in the WHERE, so a non-member gets no tag and then a 404.
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/connection";
import { weakEtag } from "../../http/etag";

export async function eventPageTag(db: Executor, eventId: string, viewerId: string) {
  const result = (await db.execute(sql`
    select e.version,
      (select coalesce(floor(extract(epoch from max(u.updated_at)) * 1000), 0)::bigint
         from event_members m join "user" u on u.id = m.user_id
        where m.event_id = e.id) as profiles
    from events e
    where e.id = ${eventId}
      and exists (select 1 from event_members v where v.event_id = e.id and v.user_id = ${viewerId})
  `)) as unknown as { rows: Array<{ version: number; profiles: string | number }> };
  const row = result.rows[0];
  if (!row) return null;
  const version = Number(row.version);
  const profiles = String(row.profiles);
  return { etag: weakEtag(eventId, version, viewerId, profiles), version, profiles };
}
