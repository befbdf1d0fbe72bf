// Creating, editing and deleting events and renewing their invitation codes. The creator check
// is in each statement's WHERE; a refused write changes nothing and is explained by refusal.ts.
import { and, eq, sql } from "drizzle-orm";
import type { EventSummary } from "../../../shared/api";
import type { Db } from "../../db/connection";
import { eventMembers, events } from "../../db/schema";
import { withFreshCode } from "./codes";
import { summaryColumns, toSummary } from "./queries";

export async function createEvent(
  db: Db,
  creatorId: string,
  input: { title: string; description?: string },
): Promise<EventSummary> {
  const row = await withFreshCode((code) =>
    db.transaction(async (tx) => {
      const [event] = await tx
        .insert(events)
        .values({
          title: input.title,
          description: input.description ?? "",
          invitationCode: code,
          creatorId,
          // The creator is the first member, inserted just below in the same transaction.
          memberCount: 1,
        })
        .returning(summaryColumns);
      await tx.insert(eventMembers).values({ eventId: event!.id, userId: creatorId });
      return event!;
    }),
  );
  return toSummary(row, creatorId);
}

const byCreator = (eventId: string, userId: string) =>
  and(eq(events.id, eventId), eq(events.creatorId, userId));

/** The edited event, or undefined when the user is not its creator (or it does not exist). */
export async function editEvent(
  db: Db,
  eventId: string,
  userId: string,
  changes: { title?: string; description?: string },
): Promise<EventSummary | undefined> {
  const [row] = await db
    .update(events)
    .set({ ...changes, version: sql`${events.version} + 1` })
    .where(byCreator(eventId, userId))
    .returning(summaryColumns);
  return row && toSummary(row, userId);
}

/** A new code for the event; the old one stops working at once (codes are looked up, not kept). */
export async function renewCode(
  db: Db,
  eventId: string,
  userId: string,
): Promise<EventSummary | undefined> {
  const row = await withFreshCode(async (code) => {
    const [updated] = await db
      .update(events)
      .set({ invitationCode: code, version: sql`${events.version} + 1` })
      .where(byCreator(eventId, userId))
      .returning(summaryColumns);
    return updated;
  });
  return row && toSummary(row, userId);
}

/** Deletes the event and, by cascade, its members, links, votes and invitations. Returns the
 * version the deletion would have had, for the live message, or undefined when refused. */
export async function deleteEvent(
  db: Db,
  eventId: string,
  userId: string,
): Promise<number | undefined> {
  const [row] = await db
    .delete(events)
    .where(byCreator(eventId, userId))
    .returning({ version: events.version });
  return row && row.version + 1;
}
