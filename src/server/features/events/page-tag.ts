// The event page's ETag, from one small query that is also the request's session check: the
// event's version (up by one with every change to the event or anything in it), the viewer (the
// page holds their own votes), and the latest profile change among the members (names and
// pictures are on the page but are not event changes). Membership is in the join, so a
// non-member gets no tag and then a 404.
import { sql } from "drizzle-orm";
import { viewerUserId, type Viewer } from "../../auth/session-check";
import { selectRows, type Executor } from "../../db/connection";
import { weakEtag } from "../../http/etag";
import { isMember, membersOf } from "./access";

/** The latest profile change among the members of the event aliased `e`, in ms (0: none). */
export const profileStamp = sql`
  (select coalesce(floor(extract(epoch from max(u.updated_at)) * 1000), 0)::bigint
     from ${membersOf(sql`e.id`)})`;

export type PageTag = { etag: string; version: number; profiles: string };

/** Who is asking (null: the session has ended), and the page's tag when they are a member. */
export async function eventPageTag(
  db: Executor,
  eventId: string,
  viewer: Viewer,
): Promise<{ viewerId: string | null; tag: PageTag | null }> {
  const [row] = await selectRows<{
    user_id: string | null;
    version: number | null;
    profiles: string | number;
  }>(
    db,
    sql`
    select me.user_id, e.version, ${profileStamp} as profiles
    from (select ${viewerUserId(viewer)} as user_id) me
    left join events e on e.id = ${eventId} and ${isMember(sql`e.id`, sql`me.user_id`)}`,
  );
  const viewerId = row!.user_id;
  if (viewerId === null || row!.version === null) return { viewerId, tag: null };
  const version = Number(row!.version);
  const profiles = String(row!.profiles);
  return {
    viewerId,
    tag: { etag: weakEtag(eventId, version, viewerId, profiles), version, profiles },
  };
}
