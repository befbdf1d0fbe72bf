// Joining by code, leaving, and removal by the creator. Membership and the counters on events
// and links change together in one transaction. Like every write to an event, each starts with
// the UPDATE of the event row: its lock orders concurrent writes to one event the same way
// everywhere (event row, then membership, then votes), so they queue instead of deadlocking.
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { EventSummary, Member } from "../../../shared/api";
import type { PublishedRules, VoteCounts } from "../../../shared/live";
import type { SessionUser } from "../../auth/session-check";
import type { Db } from "../../db/connection";
import { eventMembers, events } from "../../db/schema";
import { conflict, notFound } from "../../http/errors";
import { isMember } from "../events/access";
import { publishedRulesColumns, summaryColumns, toSummary } from "../events/queries";
import { isPossibleCode } from "../events/codes";
import { dropVotes } from "./drop-votes";

export type Joined = { event: EventSummary; member: Member };

/** Joins the event whose code this is (closed events too: people may come to see the result). */
export async function joinByCode(db: Db, code: string, person: SessionUser): Promise<Joined> {
  // Only the code alphabet can name an event: anything else is answered without a query.
  if (!isPossibleCode(code)) throw notFound("invalidCode");
  return db.transaction(async (tx) => {
    const [event] = await tx
      .update(events)
      .set({
        memberCount: sql`${events.memberCount} + 1`,
        version: sql`${events.version} + 1`,
        // Counted for the creator's "N people joined" email (notifications/due-notices.ts).
        joinsUnannounced: sql`${events.joinsUnannounced} + 1`,
      })
      .where(eq(events.invitationCode, code))
      .returning(summaryColumns);
    if (!event) throw notFound("invalidCode");
    // The primary key decides: a second join inserts nothing, and the throw rolls the counter back.
    const [membership] = await tx
      .insert(eventMembers)
      .values({ eventId: event.id, userId: person.id })
      .onConflictDoNothing()
      .returning({ joinedAt: eventMembers.joinedAt });
    if (!membership) throw conflict("alreadyMember");
    const member: Member = {
      ...person,
      isCreator: false,
      joinedAt: membership.joinedAt.toISOString(),
    };
    return { event: toSummary(event, person.id), member };
  });
}

export type Departure = {
  memberCount: number;
  version: number;
  counts: VoteCounts[];
  rules: PublishedRules;
};

/** The member leaves. Undefined when they are not a member, or are the creator (who cannot). */
export function leaveEvent(db: Db, eventId: string, userId: string) {
  return dropMember(db, eventId, userId, sql`${events.creatorId} <> ${userId}`);
}

/** The creator removes a member. Undefined when the actor is not the creator, or the person is
 * not a member (the creator themself included: the creator stays). */
export function removeMember(db: Db, eventId: string, creatorId: string, userId: string) {
  return dropMember(
    db,
    eventId,
    userId,
    and(eq(events.creatorId, creatorId), sql`${events.creatorId} <> ${userId}`)!,
  );
}

class NothingToDrop extends Error {}

/** Takes `userId` out of the event if the event row matches `allowed`, with their votes (the
 * links' counters adjusted in the same transaction). */
async function dropMember(
  db: Db,
  eventId: string,
  userId: string,
  allowed: SQL,
): Promise<Departure | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const [event] = await tx
        .update(events)
        .set({ memberCount: sql`${events.memberCount} - 1`, version: sql`${events.version} + 1` })
        .where(and(eq(events.id, eventId), allowed, isMember(eventId, userId)))
        .returning({
          memberCount: events.memberCount,
          version: events.version,
          rules: publishedRulesColumns,
        });
      if (!event) return undefined;
      const gone = await tx
        .delete(eventMembers)
        .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId)))
        .returning({ userId: eventMembers.userId });
      // A concurrent removal of the same member got the lock first and has already done it:
      // undo this one's counter change.
      if (gone.length === 0) throw new NothingToDrop();
      const counts = await dropVotes(tx, eventId, userId);
      return { ...event, counts };
    });
  } catch (error) {
    if (error instanceof NothingToDrop) return undefined;
    throw error;
  }
}
