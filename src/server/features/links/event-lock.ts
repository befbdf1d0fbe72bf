// Every write to an active event's links, shortlist or votes starts here: one UPDATE that bumps
// the event's version (and the link counter, when the write changes it) only if the event is
// active and the user is a member. The row lock it takes serialises the writes to one event, so
// each statement after it (a fresh snapshot under READ COMMITTED) sees every earlier write and
// nothing can slip in between: a vote cannot land after the event closed, and two requests of
// one person cannot both read the same old vote.
import { and, eq, sql } from "drizzle-orm";
import { messages } from "../../../shared/errors";
import type { Executor, Tx } from "../../db/connection";
import { eventMembers, events } from "../../db/schema";
import { conflict, notFound } from "../../http/errors";

/** The membership condition, for the WHERE clause of any query about one event. */
export const isMember = (eventId: string, userId: string) =>
  sql`exists (select 1 from ${eventMembers} where ${eventMembers.eventId} = ${eventId} and ${eventMembers.userId} = ${userId})`;

export async function lockActiveEvent(tx: Tx, eventId: string, userId: string, linkDelta = 0) {
  const [row] = await tx
    .update(events)
    .set({
      version: sql`${events.version} + 1`,
      ...(linkDelta ? { linkCount: sql`${events.linkCount} + ${linkDelta}` } : {}),
    })
    .where(and(eq(events.id, eventId), eq(events.status, "active"), isMember(eventId, userId)))
    .returning({ version: events.version, creatorId: events.creatorId });
  if (!row) throw await whyNotWritable(tx, eventId, userId);
  return row;
}

/** Only asked after a refusal: a non-member sees no event at all, a member sees it is closed. */
export async function whyNotWritable(tx: Executor, eventId: string, userId: string) {
  const [row] = await tx
    .select({ status: events.status })
    .from(events)
    .where(and(eq(events.id, eventId), isMember(eventId, userId)));
  return row ? conflict(messages.eventClosed) : notFound("Event not found");
}
