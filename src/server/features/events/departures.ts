// Members leave events with their votes: one departure, or many at once (a group's active
// rounds, decision 226), through one function that writes in the order every write to an event
// keeps (event row, then membership, then votes).
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { PublishedRules, VoteCounts } from "../../../shared/live";
import type { Tx } from "../../db/connection";
import { eventMembers, events } from "../../db/schema";
import { isMember } from "../../kernel/access";
import { publishedRulesColumns } from "./queries";
import { dropVotesIn } from "../votes";

export type Departure = {
  memberCount: number;
  version: number;
  counts: VoteCounts[];
  rules: PublishedRules;
};

/** A concurrent removal of the same member got there first: the caller's transaction rolls back. */
export class NothingToDrop extends Error {}

export type EventDeparture = Departure & { eventId: string };

/**
 * Takes `userId` out of every event whose row matches `which` and that they are a member of, in
 * the caller's transaction, with their votes there: one departure for each event (its member
 * count and version after, and the links whose counts changed). The event rows are updated
 * first, as every write to an event starts (event row, then membership, then votes). Leaving one
 * event, being removed from it, and leaving a group's active rounds (decision 226) all go
 * through here. Throws NothingToDrop (rolled back by the caller's transaction) when a concurrent
 * removal took a membership first.
 */
export async function dropFromEvents(
  tx: Tx,
  userId: string,
  which: SQL,
): Promise<EventDeparture[]> {
  const left = await tx
    .update(events)
    .set({ memberCount: sql`${events.memberCount} - 1`, version: sql`${events.version} + 1` })
    .where(and(which, isMember(events.id, userId)))
    .returning({
      eventId: events.id,
      memberCount: events.memberCount,
      version: events.version,
      rules: publishedRulesColumns,
    });
  if (left.length === 0) return [];
  const ids = left.map((event) => event.eventId);
  const gone = await tx
    .delete(eventMembers)
    .where(and(inArray(eventMembers.eventId, ids), eq(eventMembers.userId, userId)))
    .returning({ eventId: eventMembers.eventId });
  // A concurrent removal of the same member got the lock first and has already done it: undo
  // this one's counter change.
  if (gone.length !== left.length) throw new NothingToDrop();
  const counts = await dropVotesIn(tx, ids, userId);
  return left.map((event) => ({ ...event, counts: counts.get(event.eventId) ?? [] }));
}
