// Creating, editing and deleting events and renewing their invitation codes. The creator check
// is in each statement's WHERE; a refused write changes nothing and is explained (access.ts).
import { sql } from "drizzle-orm";
import type { EventSummary } from "../../../shared/api";
import type { Db } from "../../db/connection";
import { eventMembers, events } from "../../db/schema";
import { asCreator } from "./access";
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

/** Changes the event for its creator and bumps its version: the summary after, or 404/403. */
function updateAsCreator(
  db: Db,
  eventId: string,
  userId: string,
  forbiddenMessage: string,
  changes: { title?: string; description?: string; invitationCode?: string },
): Promise<EventSummary> {
  return asCreator(db, eventId, userId, forbiddenMessage, async (byCreator) => {
    const [row] = await db
      .update(events)
      .set({ ...changes, version: sql`${events.version} + 1` })
      .where(byCreator)
      .returning(summaryColumns);
    return row && toSummary(row, userId);
  });
}

export const editEvent = (
  db: Db,
  eventId: string,
  userId: string,
  changes: { title?: string; description?: string },
) => updateAsCreator(db, eventId, userId, "Only the creator can edit this event", changes);

/** A new code for the event; the old one stops working at once (codes are looked up, not kept). */
export const renewCode = (db: Db, eventId: string, userId: string) =>
  withFreshCode((invitationCode) =>
    updateAsCreator(db, eventId, userId, "Only the creator can make a new invitation code", {
      invitationCode,
    }),
  );

/** Deletes the event and, by cascade, its members, links, votes and invitations. Returns the
 * version the deletion would have had, for the live message. */
export const deleteEvent = (db: Db, eventId: string, userId: string) =>
  asCreator(db, eventId, userId, "Only the creator can delete this event", async (byCreator) => {
    const [row] = await db.delete(events).where(byCreator).returning({ version: events.version });
    return row && row.version + 1;
  });
