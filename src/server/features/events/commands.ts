// Creating, editing and deleting events; the creator check is in each statement's WHERE.
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { createEventInput, EventSummary, updateEventInput } from "../../../shared/api";
import { selectRows, type Db, type Tx } from "../../db/connection";
import { eventMembers, events } from "../../db/schema";
import type { VotingRules } from "../../../shared/core/voting";
import { conflict, type ForbiddenCode } from "../../kernel/errors";
import { asCreator, lockForCreator } from "../../kernel/access";
import { withFreshCode } from "./codes";
import { bumpGroupsOf, lockGroupOf, touchOtherRounds } from "../../kernel/other-rounds";
import { summaryColumns, toSummary } from "./queries";

const DAY_MS = 24 * 3600_000;

/** Deadline columns; one set within a day records when, so its warning comes halfway. */
const deadlineColumns = (deadline: Date | null) => ({
  deadline,
  deadlineRemindedAt: deadline && deadline.getTime() - Date.now() <= DAY_MS ? sql`now()` : null,
});

export async function createEvent(
  db: Db,
  creatorId: string,
  input: z.output<typeof createEventInput>,
): Promise<EventSummary> {
  const row = await withFreshCode(db, (code) =>
    db.transaction(async (tx) => {
      const [event] = await tx
        .insert(events)
        .values({
          title: input.title,
          description: input.description ?? "",
          invitationCode: code,
          creatorId,
          ...deadlineColumns(input.deadline ?? null),
          resultsShown: input.resultsShown,
          votesShown: input.votesShown,
          method: input.method,
          dots: input.dots,
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
  refusal: ForbiddenCode,
  changes: { title?: string; description?: string; invitationCode?: string } & Partial<
    Pick<VotingRules, "resultsShown" | "votesShown">
  >,
): Promise<EventSummary> {
  return asCreator(db, eventId, userId, refusal, async (byCreator) => {
    const [row] = await db
      .update(events)
      .set({ ...changes, version: sql`${events.version} + 1` })
      .where(byCreator)
      .returning(summaryColumns);
    return row && toSummary(row, userId, true);
  });
}

/** Deadline only while active; method only while nobody voted (votes do not convert). */
export async function editEvent(
  db: Db,
  eventId: string,
  userId: string,
  changes: z.output<typeof updateEventInput>,
): Promise<EventSummary> {
  const { deadline, method, dots, ...rest } = changes;
  if (deadline === undefined && method === undefined && dots === undefined) {
    return updateAsCreator(db, eventId, userId, "editCreatorOnly", rest);
  }
  return db.transaction(async (tx) => {
    // Locked first: a vote in flight commits before the check below, or waits for this edit.
    const current = await lockForCreator(tx, eventId, userId, "editCreatorOnly");
    if (deadline !== undefined && current.status !== "active") {
      throw conflict("deadlineOfClosedEvent");
    }
    const nextMethod = method ?? current.method;
    const methodChanges =
      nextMethod !== current.method ||
      (nextMethod === "dots" && (dots ?? current.dots) !== current.dots);
    if (methodChanges && (await hasVotes(tx, eventId))) throw conflict("methodAfterVotes");
    const [row] = await tx
      .update(events)
      .set({
        ...rest,
        ...(method === undefined ? {} : { method }),
        ...(dots === undefined ? {} : { dots }),
        ...(deadline === undefined ? {} : deadlineColumns(deadline)),
        version: sql`${events.version} + 1`,
      })
      .where(eq(events.id, eventId))
      .returning(summaryColumns);
    return toSummary(row!, userId, true);
  });
}

const anyRow = z.object({ any: z.boolean() });

async function hasVotes(tx: Tx, eventId: string) {
  const [row] = await selectRows(
    tx,
    anyRow,
    sql`select exists (select 1 from votes v join links l on l.id = v.link_id
                       where l.event_id = ${eventId}) as any`,
  );
  return row!.any;
}

/** A new code for the event; the old one stops working at once (codes are looked up, not kept). */
export const renewCode = (db: Db, eventId: string, userId: string) =>
  withFreshCode(db, (invitationCode) =>
    updateAsCreator(db, eventId, userId, "newCodeCreatorOnly", {
      invitationCode,
    }),
  );

/** Deletes the event; a round's group and siblings move version (their history showed it). */
export const deleteEvent = (db: Db, eventId: string, userId: string) =>
  db.transaction(async (tx) => {
    // A round's group before the round (the lock order).
    await lockGroupOf(tx, eventId);
    const round = await lockForCreator(tx, eventId, userId, "deleteCreatorOnly");
    // The versions move while the round still names its group.
    const otherRounds = round.status === "completed" ? await touchOtherRounds(tx, [eventId]) : [];
    const groups = await bumpGroupsOf(tx, [eventId]);
    await tx.delete(events).where(eq(events.id, eventId));
    return { version: round.version + 1, otherRounds: otherRounds.map((o) => o.id), groups };
  });
