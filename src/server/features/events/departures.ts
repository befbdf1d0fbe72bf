// Members leave with their votes, in the usual order: event row, membership, votes.
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

/** Removes `userId` with their votes; throws NothingToDrop when a concurrent removal won. */
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
  // A concurrent removal got the lock first and did it already: undo this counter change.
  if (gone.length !== left.length) throw new NothingToDrop();
  const counts = await dropVotesIn(tx, ids, userId);
  return left.map((event) => ({ ...event, counts: counts.get(event.eventId) ?? [] }));
}
