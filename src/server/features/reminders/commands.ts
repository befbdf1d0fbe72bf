// "Remind the others": one email per member who never voted, at most once per event per 12 hours.
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Turnout } from "../../../shared/api";
import { limits } from "../../../shared/core/limits";
import type { SessionUser } from "../../auth/session-check";
import { selectRows, type Db, type Executor } from "../../db/connection";
import { events } from "../../db/schema";
import { AppError, conflict, forbidden } from "../../kernel/errors";
import { eventNotFound, isMember, manages, membersOf, roleIn } from "../../kernel/access";
import { hasVoted, type Notices } from "../notifications";
import { z } from "zod";

const EVERY = sql`${limits.reminderEveryMs} * interval '1 millisecond'`;

/** How many members have voted, and the names of those who have not (never who voted what). */
const turnoutRow = z.object({ id: z.string(), name: z.string(), voted: z.boolean() });

export async function findTurnout(db: Executor, eventId: string, viewerId: string) {
  const [event] = await db
    .select({
      nextReminderAt: sql<Date | string | null>`case when ${events.remindedAt} > now() - ${EVERY}
        then ${events.remindedAt} + ${EVERY} end`,
    })
    .from(events)
    .where(and(eq(events.id, eventId), isMember(events.id, viewerId)));
  if (!event) throw eventNotFound();
  const members = await selectRows(
    db,
    turnoutRow,
    sql`select u.id, u.name, ${hasVoted} as voted
        from ${membersOf(eventId)} order by lower(u.name), u.id`,
  );
  const next = event.nextReminderAt;
  return {
    memberCount: members.length,
    votedCount: members.filter((m) => m.voted).length,
    notVoted: members.filter((m) => !m.voted).map(({ id, name }) => ({ id, name })),
    nextReminderAt: next === null ? null : new Date(next).toISOString(),
  } satisfies Turnout;
}

/** Claims the reminder and writes the emails; nobody to remind is a 409. */
export function sendReminders(db: Db, notices: Notices, eventId: string, sender: SessionUser) {
  return db.transaction(async (tx) => {
    const [event] = await tx
      .update(events)
      .set({ remindedAt: sql`now()` })
      .where(
        and(
          eq(events.id, eventId),
          manages(sender.id),
          eq(events.status, "active"),
          or(isNull(events.remindedAt), lte(events.remindedAt, sql`now() - ${EVERY}`)),
        ),
      )
      .returning({ title: events.title, deadline: events.deadline });
    if (!event) return explainRefusal(tx, eventId, sender.id);
    const { waiting, reminded } = await notices.reminder(
      tx,
      { id: eventId, title: event.title, deadline: event.deadline, creatorName: sender.name },
      sender.id,
    );
    if (waiting === 0) throw conflict("everyoneVoted");
    return reminded;
  });
}

// hours is null for a reminder never sent (the refusal then says 1).
const refusalRow = z.object({ status: z.string(), hours: z.number().nullable() });

async function explainRefusal(db: Executor, eventId: string, userId: string): Promise<never> {
  const role = await roleIn(db, eventId, userId);
  if (role === null) throw eventNotFound();
  if (role !== "creator") throw forbidden("remindCreatorOnly");
  const [event] = await selectRows(
    db,
    refusalRow,
    sql`select status,
          ceil(extract(epoch from (reminded_at + ${EVERY} - now())) / 3600)::int as hours
        from events where id = ${eventId}`,
  );
  if (event?.status !== "active") throw conflict("eventClosed");
  const hours = Math.max(1, event.hours ?? 0);
  throw new AppError("reminderTooSoon", { count: hours });
}
