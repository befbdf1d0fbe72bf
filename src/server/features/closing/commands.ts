// Closing an event (recording the winner) and reopening it. Creator only.
import { and, eq, sql } from "drizzle-orm";
import type { EventClosure } from "../../../shared/api";
import type { Db, Tx } from "../../db/connection";
import { events } from "../../db/schema";
import { forbidden, notFound } from "../../http/errors";
import { isMember } from "../links/event-lock";

/**
 * Locks the event for its creator. A non-member gets 404, another member 403. FOR UPDATE waits
 * for any vote in flight, and the statement after it sees that vote (READ COMMITTED).
 */
async function lockForCreator(tx: Tx, eventId: string, userId: string) {
  const [row] = await tx
    .select({
      creatorId: events.creatorId,
      status: events.status,
      winnerLinkId: events.winnerLinkId,
      closedAt: events.closedAt,
      version: events.version,
    })
    .from(events)
    .where(and(eq(events.id, eventId), isMember(eventId, userId)))
    .for("update");
  if (!row) throw notFound("Event not found");
  if (row.creatorId !== userId)
    throw forbidden("Only the creator of this event can close or reopen it");
  return row;
}

const closure = {
  status: events.status,
  winnerLinkId: events.winnerLinkId,
  closedAt: events.closedAt,
  version: events.version,
};

type ClosureRow = {
  status: EventClosure["status"];
  winnerLinkId: string | null;
  closedAt: Date | null;
  version: number;
};

const toClosure = (row: ClosureRow): EventClosure => ({
  status: row.status,
  winnerLinkId: row.winnerLinkId,
  closedAt: row.closedAt?.toISOString() ?? null,
  version: row.version,
});

/**
 * Records the current winner by the rule of src/shared/winner.ts, in SQL: among shortlisted
 * links the highest up - down, ties to the newest (created_at desc, id desc); none shortlisted,
 * no winner. Closing a closed event changes nothing (`changed: false`), so a double click is harmless.
 */
export async function closeEvent(db: Db, eventId: string, userId: string) {
  return db.transaction(async (tx) => {
    const current = await lockForCreator(tx, eventId, userId);
    if (current.status === "completed") return { changed: false, closure: toClosure(current) };
    const [row] = await tx
      .update(events)
      .set({
        status: "completed",
        closedAt: sql`now()`,
        version: sql`${events.version} + 1`,
        winnerLinkId: sql`(
          select l.id from links l
          where l.event_id = ${eventId} and l.in_shortlist
          order by l.up_count - l.down_count desc, l.created_at desc, l.id desc
          limit 1
        )`,
      })
      .where(eq(events.id, eventId))
      .returning(closure);
    return { changed: true, closure: toClosure(row!) };
  });
}

/** Clears the recorded winner; reopening an open event changes nothing. */
export async function reopenEvent(db: Db, eventId: string, userId: string) {
  return db.transaction(async (tx) => {
    const current = await lockForCreator(tx, eventId, userId);
    if (current.status === "active") return { changed: false, closure: toClosure(current) };
    const [row] = await tx
      .update(events)
      .set({
        status: "active",
        closedAt: null,
        winnerLinkId: null,
        version: sql`${events.version} + 1`,
      })
      .where(eq(events.id, eventId))
      .returning(closure);
    return { changed: true, closure: toClosure(row!) };
  });
}
