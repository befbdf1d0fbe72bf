// Closing an event (recording the winner) and reopening it. Creator only.
import { eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { EventClosure } from "../../../shared/api";
import type { Db } from "../../db/connection";
import { events } from "../../db/schema";
import { lockForCreator } from "../events/access";

const creatorOnly = "Only the creator of this event can close or reopen it";

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

/** Moves the event to `status` with `changes`, for its creator. An event already there changes
 * nothing (`changed: false`), so a double click is harmless. */
function moveTo(
  db: Db,
  eventId: string,
  userId: string,
  status: EventClosure["status"],
  changes: PgUpdateSetSource<typeof events>,
) {
  return db.transaction(async (tx) => {
    const current = await lockForCreator(tx, eventId, userId, creatorOnly);
    if (current.status === status) return { changed: false, closure: toClosure(current) };
    const [row] = await tx
      .update(events)
      .set({ ...changes, status, version: sql`${events.version} + 1` })
      .where(eq(events.id, eventId))
      .returning(closure);
    return { changed: true, closure: toClosure(row!) };
  });
}

/**
 * Records the current winner by the rule of src/shared/winner.ts, in SQL: among shortlisted
 * links the highest up - down, ties to the newest (created_at desc, id desc); none shortlisted,
 * no winner.
 */
export const closeEvent = (db: Db, eventId: string, userId: string) =>
  moveTo(db, eventId, userId, "completed", {
    closedAt: sql`now()`,
    winnerLinkId: sql`(
      select l.id from links l
      where l.event_id = ${eventId} and l.in_shortlist
      order by l.up_count - l.down_count desc, l.created_at desc, l.id desc
      limit 1
    )`,
  });

/** Clears the recorded winner. */
export const reopenEvent = (db: Db, eventId: string, userId: string) =>
  moveTo(db, eventId, userId, "active", { closedAt: null, winnerLinkId: null });
