// Creating, editing and deleting events and renewing their invitation codes. The creator check
// is in each statement's WHERE; a refused write changes nothing and is explained (access.ts).
import { and, eq, sql } from "drizzle-orm";
import type { EventSummary } from "../../../shared/api";
import type { Db } from "../../db/connection";
import { eventMembers, events } from "../../db/schema";
import { messages } from "../../../shared/errors";
import { conflict } from "../../http/errors";
import { asCreator, explainCreatorOnly, roleIn } from "./access";
import { withFreshCode } from "./codes";
import { summaryColumns, toSummary } from "./queries";

const DAY_MS = 24 * 3600_000;

/** The deadline columns for a new deadline (or none). The automatic "deadline is near" reminder is
 * owed only to a deadline set more than a day ahead: one set closer has just been announced. */
const deadlineColumns = (deadline: Date | null) => ({
  deadline,
  deadlineRemindedAt: deadline && deadline.getTime() - Date.now() <= DAY_MS ? sql`now()` : null,
});

export async function createEvent(
  db: Db,
  creatorId: string,
  input: { title: string; description?: string; deadline?: Date | null },
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
          ...deadlineColumns(input.deadline ?? null),
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

const EDIT_FORBIDDEN = "Only the creator can edit this event";

/** Title, description and deadline. A deadline is set, changed or removed only while the event
 * is active: a closed event has its result (reopening it clears the deadline). */
export async function editEvent(
  db: Db,
  eventId: string,
  userId: string,
  changes: { title?: string; description?: string; deadline?: Date | null },
): Promise<EventSummary> {
  const { deadline, ...text } = changes;
  if (deadline === undefined) return updateAsCreator(db, eventId, userId, EDIT_FORBIDDEN, text);
  const [row] = await db
    .update(events)
    .set({ ...text, ...deadlineColumns(deadline), version: sql`${events.version} + 1` })
    .where(and(eq(events.id, eventId), eq(events.creatorId, userId), eq(events.status, "active")))
    .returning(summaryColumns);
  if (row) return toSummary(row, userId);
  const role = await roleIn(db, eventId, userId);
  if (role === "creator") throw conflict(messages.deadlineOfClosedEvent);
  return explainCreatorOnly(db, eventId, userId, EDIT_FORBIDDEN);
}

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
