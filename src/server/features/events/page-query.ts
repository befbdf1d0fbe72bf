// GET /api/events/:id in one response and a fixed number of queries: the event (membership in
// the WHERE), its members, and its links with counts and the viewer's own vote. The three reads
// share one snapshot, so the version they carry matches what they show (live updates rely on it).
import { and, desc, eq } from "drizzle-orm";
import type { EventPage, Link } from "../../../shared/api";
import type { Db, Executor } from "../../db/connection";
import { links, user, votes } from "../../db/schema";
import { listMembers } from "../members/queries";
import { findMyEvent } from "./queries";

/** The whole page, or null when there is no such event or the viewer is not a member. */
export async function loadEventPage(
  db: Db,
  eventId: string,
  viewerId: string,
): Promise<EventPage | null> {
  return db.transaction(
    async (tx) => {
      const event = await findMyEvent(tx, eventId, viewerId);
      if (!event) return null;
      const members = await listMembers(tx, eventId, event.creatorId);
      const eventLinks = await listLinks(tx, eventId, viewerId);
      return { event, members, links: eventLinks };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** Newest first (created_at desc, id desc, as the winner rule orders them). Counts come from
 * the links row, never from summing votes; the viewer's vote from one LEFT JOIN. */
export async function listLinks(db: Executor, eventId: string, viewerId: string): Promise<Link[]> {
  const rows = await db
    .select({
      id: links.id,
      url: links.url,
      title: links.title,
      description: links.description,
      sharerId: links.sharedBy,
      sharerName: user.name,
      inShortlist: links.inShortlist,
      shortlistedBy: links.shortlistedBy,
      shortlistedAt: links.shortlistedAt,
      up: links.upCount,
      down: links.downCount,
      myVote: votes.value,
      createdAt: links.createdAt,
    })
    .from(links)
    .innerJoin(user, eq(user.id, links.sharedBy))
    .leftJoin(votes, and(eq(votes.linkId, links.id), eq(votes.userId, viewerId)))
    .where(eq(links.eventId, eventId))
    .orderBy(desc(links.createdAt), desc(links.id));
  return rows.map(({ sharerId, sharerName, ...row }) => ({
    ...row,
    sharedBy: { id: sharerId, name: sharerName },
    shortlistedAt: row.shortlistedAt ? row.shortlistedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  }));
}
