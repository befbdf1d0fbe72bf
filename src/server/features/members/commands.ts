// Each starts with the event row's UPDATE, so concurrent writes queue, never deadlock.
import { and, eq, isNull, not, sql, type SQL } from "drizzle-orm";
import type { EventSummary, Member } from "../../../shared/api";
import type { SessionUser } from "../../auth/session-check";
import type { Db, Tx } from "../../db/connection";
import { eventMembers, events } from "../../db/schema";
import { conflict, notFound } from "../../kernel/errors";
import { isMember, manages } from "../../kernel/access";
import {
  summaryColumns,
  toSummary,
  isPossibleCode,
  dropFromEvents,
  NothingToDrop,
  type Departure,
} from "../events";
import { joinGroup, type GroupJoin } from "../groups";

export type { Departure };

export type Joined = {
  event: EventSummary;
  /** The new member, when the event itself was joined here (not through its group). */
  member?: Member;
  /** A round's code joins its group, and so its active rounds. */
  group?: GroupJoin;
};

/** Joins the event whose code this is (closed events too: people may come to see the result). */
export async function joinByCode(db: Db, code: string, person: SessionUser): Promise<Joined> {
  // Only the code alphabet can name an event: anything else is answered without a query.
  if (!isPossibleCode(code)) throw notFound("invalidCode");
  return db.transaction(async (tx) => {
    const [event] = await tx
      .update(events)
      .set(joinCounters)
      .where(and(eq(events.invitationCode, code), isNull(events.groupId)))
      .returning(summaryColumns);
    if (!event) return joinRound(tx, code, person);
    // The primary key decides: a second join inserts nothing, and the throw rolls the counter back.
    const member = await insertMembership(tx, event.id, person);
    if (!member) throw conflict("alreadyMember");
    return { event: toSummary(event, person.id), member };
  });
}

const joinCounters = {
  memberCount: sql`${events.memberCount} + 1`,
  version: sql`${events.version} + 1`,
  // Counted for the creator's "N people joined" email (notifications/due-notices.ts).
  joinsUnannounced: sql`${events.joinsUnannounced} + 1`,
};

async function insertMembership(tx: Tx, eventId: string, person: SessionUser) {
  const [membership] = await tx
    .insert(eventMembers)
    .values({ eventId, userId: person.id })
    .onConflictDoNothing()
    .returning({ joinedAt: eventMembers.joinedAt });
  if (!membership) return undefined;
  const member: Member = {
    ...person,
    isCreator: false,
    joinedAt: membership.joinedAt.toISOString(),
  };
  return member;
}

/** One cannot be in a round without its group: the group is joined, with its active rounds. */
async function joinRound(tx: Tx, code: string, person: SessionUser): Promise<Joined> {
  // Only an open round's code: a closed round's joins nothing.
  const [round] = await tx
    .select({ id: events.id, groupId: events.groupId })
    .from(events)
    .where(and(eq(events.invitationCode, code), eq(events.status, "active")));
  if (!round?.groupId) throw notFound("invalidCode");
  const group = await joinGroup(tx, round.groupId, person);
  const [event] = await tx
    .update(events)
    .set(joinCounters)
    .where(and(eq(events.id, round.id), not(isMember(events.id, person.id))))
    .returning(summaryColumns);
  if (event) {
    const member = await insertMembership(tx, event.id, person);
    return { event: toSummary(event, person.id), member, group };
  }
  // A member already: through the group just now (an active round), or from before.
  if (!group) throw conflict("alreadyMember");
  const [now] = await tx.select(summaryColumns).from(events).where(eq(events.id, round.id));
  return { event: toSummary(now!, person.id), group };
}

/** The member leaves; undefined for a non-member, the creator, or a round (leave the group). */
export function leaveEvent(db: Db, eventId: string, userId: string) {
  return dropMember(
    db,
    eventId,
    userId,
    and(isNull(events.groupId), sql`${events.creatorId} <> ${userId}`)!,
  );
}

/** The creator removes a member; undefined when not allowed, or for a round. */
export function removeMember(db: Db, eventId: string, creatorId: string, userId: string) {
  return dropMember(
    db,
    eventId,
    userId,
    and(isNull(events.groupId), manages(creatorId), sql`${events.creatorId} <> ${userId}`)!,
  );
}

/** Takes `userId` out if the event row matches `allowed`, with their votes and counters. */
async function dropMember(
  db: Db,
  eventId: string,
  userId: string,
  allowed: SQL,
): Promise<Departure | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const [gone] = await dropFromEvents(tx, userId, and(eq(events.id, eventId), allowed)!);
      if (!gone) return undefined;
      const { eventId: _, ...departure } = gone;
      return departure;
    });
  } catch (error) {
    if (error instanceof NothingToDrop) return undefined;
    throw error;
  }
}
