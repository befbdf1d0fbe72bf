// Who may touch an event: membership in each query's WHERE (so it cannot leak), locks, refusals.
import { and, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Context } from "hono";
import type { Executor, Tx } from "../db/connection";
import { events } from "../db/schema";
import { conflict, forbidden, notFound, type ForbiddenCode } from "./errors";
import { uuidParam } from "./path-ids";

/** The `:id` of the route, or the same 404 as an event that does not exist. */
export const eventIdParam = (c: Context) => uuidParam(c, "id", "eventNotFound");

export const eventNotFound = () => notFound("eventNotFound");

/** A value, or a SQL expression: a column of the outer query, the session's user. */
type Ref = string | SQLWrapper;

// The SQL functions repeat this membership condition, held to it by a test.

/** The membership condition: true when the user is a member of the event. */
export const isMember = (eventId: Ref, userId: Ref) =>
  sql`exists (select 1 from event_members membership
               where membership.event_id = ${eventId} and membership.user_id = ${userId})`;

/** The members of an event, as the FROM part of a query: `m` is the membership, `u` the user. */
export const membersOf = (eventId: Ref) =>
  sql`event_members m join "user" u on u.id = m.user_id where m.event_id = ${eventId}`;

/** The members of several events at once (`eventIds`: a parenthesised list), as `membersOf`. */
export const membersOfEach = (eventIds: SQL) =>
  sql`event_members m join "user" u on u.id = m.user_id where m.event_id in ${eventIds}`;

/** An event's memberships as a FROM part, for counting members without reading users. */
export const membershipsOf = (eventId: Ref) => sql`event_members m where m.event_id = ${eventId}`;

/** The events of a member, as the FROM part of a query: `m` is the membership, `e` the event. */
export const eventsOf = (userId: Ref) =>
  sql`event_members m join events e on e.id = m.event_id where m.user_id = ${userId}`;

/** The ids of the events the user is a member of, as a subquery: `x.id in ${eventIdsOf(…)}`. */
export const eventIdsOf = (userId: Ref) =>
  sql`(select membership.event_id from event_members membership
        where membership.user_id = ${userId})`;

/** Manages the event now (creator or group admin), asked per statement: ended roles end powers. */
export const manages = (userId: Ref, event?: string) =>
  event
    ? sql`(${isMember(sql.raw(`${event}.id`), userId)} and huddle_manages(${sql.raw(`${event}.creator_id`)}, ${sql.raw(`${event}.group_id`)}, ${userId}))`
    : sql`(${isMember(events.id, userId)} and huddle_manages(${events.creatorId}, ${events.groupId}, ${userId}))`;

export const isMemberAnywhere = (userId: Ref) => sql`exists ${eventIdsOf(userId)}`;

/** Whether the member has ever voted; null for a non-member, so compare with `true`. */
export const votedIn = (eventId: Ref, userId: Ref) =>
  sql`(select membership.voted_at is not null from event_members membership
        where membership.event_id = ${eventId} and membership.user_id = ${userId})`;

/** Takes the user out of every event (or where `where` holds); callers lock them first. */
export async function dropMemberships(tx: Tx, userId: string, where?: SQL) {
  await tx.execute(sql`
    with gone as (delete from event_members m
                  where m.user_id = ${userId}${where ? sql` and ${where}` : sql``}
                  returning m.event_id)
    update events e set member_count = e.member_count - 1 from gone where e.id = gone.event_id`);
}

/** Where both are members of an event, `toId` has voted there if either had. */
export async function carryVotedAt(tx: Tx, fromId: string, toId: string) {
  await tx.execute(sql`
    update event_members a set voted_at = coalesce(a.voted_at, g.voted_at)
    from event_members g
    where a.user_id = ${toId} and g.user_id = ${fromId} and g.event_id = a.event_id`);
}

/** Hands every membership of `fromId` to `toId`; where `toId` is a member already, theirs stays. */
export async function moveMemberships(tx: Tx, fromId: string, toId: string) {
  await dropMemberships(tx, fromId, isMember(sql`m.event_id`, toId));
  await tx.execute(sql`update event_members set user_id = ${toId} where user_id = ${fromId}`);
}

/** Starts every write to an active event: its row lock serialises them, so none reads stale. */
export async function lockActiveEvent(tx: Tx, eventId: string, userId: string, linkDelta = 0) {
  const [row] = await tx
    .update(events)
    .set({
      version: sql`${events.version} + 1`,
      ...(linkDelta ? { linkCount: sql`${events.linkCount} + ${linkDelta}` } : {}),
    })
    .where(and(eq(events.id, eventId), eq(events.status, "active"), isMember(eventId, userId)))
    .returning({
      version: events.version,
      creatorId: events.creatorId,
      method: events.method,
      // Whether the writer manages the event (its creator, or an admin of its group).
      manager: sql<boolean>`${manages(userId)}`,
    });
  if (!row) return explainNotWritable(tx, eventId, userId);
  return row;
}

/** Locks the event for its creator; FOR UPDATE waits for any write in flight. */
export async function lockForCreator(
  tx: Tx,
  eventId: string,
  userId: string,
  refusal: ForbiddenCode,
) {
  const [row] = await tx
    .select({
      creatorId: events.creatorId,
      status: events.status,
      winnerLinkId: events.winnerLinkId,
      closedAt: events.closedAt,
      deadline: events.deadline,
      version: events.version,
      method: events.method,
      dots: events.dots,
      manager: sql<boolean>`${manages(userId)}`,
    })
    .from(events)
    .where(and(eq(events.id, eventId), isMember(eventId, userId)))
    .for("update");
  if (!row) throw eventNotFound();
  if (!row.manager) throw forbidden(refusal);
  return row;
}

export type EventRole = "creator" | "member";

/** What the user is in the event, and its status; null when they are not a member. */
async function standing(db: Executor, eventId: string, userId: string) {
  const [row] = await db
    .select({ manager: sql<boolean>`${manages(userId)}`, status: events.status })
    .from(events)
    .where(and(eq(events.id, eventId), isMember(eventId, userId)));
  if (!row) return null;
  // "creator": manages it (an admin of its group as well).
  const role: EventRole = row.manager ? "creator" : "member";
  return { role, status: row.status };
}

/** A creator's write touched no row: 404 to a non-member, 403 to another member. */
export async function explainCreatorOnly(
  db: Executor,
  eventId: string,
  userId: string,
  refusal: ForbiddenCode,
): Promise<never> {
  const found = await standing(db, eventId, userId);
  throw found ? forbidden(refusal) : eventNotFound();
}

/** Runs a creator-only write; when it touched no row, says why: 404 or 403. */
export async function asCreator<T>(
  db: Executor,
  eventId: string,
  userId: string,
  refusal: ForbiddenCode,
  write: (byCreator: SQL) => Promise<T | undefined>,
): Promise<T> {
  const done = await write(and(eq(events.id, eventId), manages(userId))!);
  return done ?? explainCreatorOnly(db, eventId, userId, refusal);
}

/** A member's write to an active event touched no row: 404 to a non-member, 409 to a member. */
export async function explainNotWritable(
  db: Executor,
  eventId: string,
  userId: string,
): Promise<never> {
  const found = await standing(db, eventId, userId);
  throw found ? conflict("eventClosed") : eventNotFound();
}

/** The user's role in the event, or null when not a member: for refusals with more cases. */
export async function roleIn(db: Executor, eventId: string, userId: string) {
  return (await standing(db, eventId, userId))?.role ?? null;
}
