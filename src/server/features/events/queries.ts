// Reading events. Every read names the viewer, and membership is part of the query itself, so
// an event someone is not a member of is simply not there.
import { and, eq } from "drizzle-orm";
import type { EventSummary } from "../../../shared/api";
import type { Executor } from "../../db/connection";
import { eventMembers, events } from "../../db/schema";

export const summaryColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  invitationCode: events.invitationCode,
  status: events.status,
  creatorId: events.creatorId,
  memberCount: events.memberCount,
  linkCount: events.linkCount,
  winnerLinkId: events.winnerLinkId,
  createdAt: events.createdAt,
  closedAt: events.closedAt,
  version: events.version,
};

export type EventRow = Pick<typeof events.$inferSelect, keyof typeof summaryColumns>;

export function toSummary(row: EventRow, viewerId: string): EventSummary {
  return {
    ...row,
    isCreator: row.creatorId === viewerId,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt ? row.closedAt.toISOString() : null,
  };
}

/** The event if the viewer is a member of it, else undefined. */
export async function findMyEvent(db: Executor, eventId: string, viewerId: string) {
  const [row] = await db
    .select(summaryColumns)
    .from(events)
    .innerJoin(
      eventMembers,
      and(eq(eventMembers.eventId, events.id), eq(eventMembers.userId, viewerId)),
    )
    .where(eq(events.id, eventId));
  return row ? toSummary(row, viewerId) : undefined;
}

export type EventRole = "creator" | "member";

/** What the user is in the event: used only to explain a refusal (404 or 403). */
export async function roleIn(
  db: Executor,
  eventId: string,
  userId: string,
): Promise<EventRole | null> {
  const [row] = await db
    .select({ creatorId: events.creatorId })
    .from(events)
    .innerJoin(
      eventMembers,
      and(eq(eventMembers.eventId, events.id), eq(eventMembers.userId, userId)),
    )
    .where(eq(events.id, eventId));
  if (!row) return null;
  return row.creatorId === userId ? "creator" : "member";
}
