// The members of an event, for the event page: one query whatever their number, oldest first
// (so the creator, the first member, leads the list).
import { asc, eq } from "drizzle-orm";
import type { Member } from "../../../shared/api";
import type { Executor } from "../../db/connection";
import { eventMembers, user } from "../../db/schema";

/** Callers have already checked that the viewer is a member of the event. */
export async function listMembers(
  db: Executor,
  eventId: string,
  creatorId: string,
): Promise<Member[]> {
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      image: user.image,
      joinedAt: eventMembers.joinedAt,
    })
    .from(eventMembers)
    .innerJoin(user, eq(user.id, eventMembers.userId))
    .where(eq(eventMembers.eventId, eventId))
    .orderBy(asc(eventMembers.joinedAt), asc(user.id));
  return rows.map((row) => ({
    ...row,
    isCreator: row.id === creatorId,
    joinedAt: row.joinedAt.toISOString(),
  }));
}
