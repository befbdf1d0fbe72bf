// Schedule commands lock the group and bump its version on change, so ETag and live stream follow.
import { sql } from "drizzle-orm";
import type { GroupSummary } from "../../../shared/api";
import { conflict } from "../../kernel/errors";
import { selectRows, type Db, type Tx } from "../../db/connection";
import { lockGroup } from "../../kernel/group-access";
import { findMyGroup } from "./queries";
import {
  nextOpening,
  scheduleOf,
  scheduleRow,
  type ScheduleRow,
  type WeeklySchedule,
} from "./schedule";

export type ScheduleChange = {
  summary: GroupSummary;
  /** False when the group already was as asked (nothing written, no live message). */
  changed: boolean;
};

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

/** Locks the group for an admin and reads its schedule columns. */
async function lockSchedule(tx: Tx, groupId: string, userId: string) {
  await lockGroup(tx, groupId, userId, "admin", "groupAdminOnly");
  const [row] = await selectRows(
    tx,
    scheduleRow,
    sql`select time_zone, opens_on, opens_at, closes_on, closes_at, schedule_paused,
               next_opening_at
          from groups where id = ${groupId}`,
  );
  return row!;
}

/** The group's summary for the admin after the change (inside the transaction: what it wrote). */
const answer = async (tx: Tx, groupId: string, userId: string, changed: boolean) => ({
  summary: (await findMyGroup(tx, groupId, userId))!,
  changed,
});

/** Runs `change` on the locked group: its SET part, or null for "nothing to do". */
function changeSchedule(
  db: Db,
  groupId: string,
  userId: string,
  change: (row: ScheduleRow) => ReturnType<typeof sql> | null,
): Promise<ScheduleChange> {
  return db.transaction(async (tx) => {
    const set = change(await lockSchedule(tx, groupId, userId));
    if (set) {
      await tx.execute(sql`update groups set ${set}, version = version + 1 where id = ${groupId}`);
    }
    return answer(tx, groupId, userId, set !== null);
  });
}

/** A paused schedule stays paused; otherwise the next opening is the first after `now`. */
export const setSchedule = (
  db: Db,
  groupId: string,
  userId: string,
  input: WeeklySchedule,
  now: Date,
) =>
  changeSchedule(db, groupId, userId, (row) => {
    const next = row.schedule_paused ? null : nextOpening(input, now);
    return sql`time_zone = ${input.timeZone}, opens_on = ${input.opensOn},
               opens_at = ${input.opensAt}, closes_on = ${input.closesOn},
               closes_at = ${input.closesAt}, next_opening_at = ${iso(next)}::timestamptz`;
  });

/** No schedule: rounds open only when an admin opens one. Idempotent. */
export const clearSchedule = (db: Db, groupId: string, userId: string) =>
  changeSchedule(db, groupId, userId, (row) =>
    scheduleOf(row)
      ? sql`time_zone = null, opens_on = null, opens_at = null, closes_on = null,
            closes_at = null, schedule_paused = false, next_opening_at = null`
      : null,
  );

/** The schedule of a locked row, or 409 noSchedule. */
function scheduleOrRefuse(row: ScheduleRow) {
  const schedule = scheduleOf(row);
  if (!schedule) throw conflict("noSchedule");
  return schedule;
}

/** No opening until resumed (the open round, if any, still closes at its deadline). */
export const pauseSchedule = (db: Db, groupId: string, userId: string) =>
  changeSchedule(db, groupId, userId, (row) => {
    scheduleOrRefuse(row);
    return row.schedule_paused ? null : sql`schedule_paused = true, next_opening_at = null`;
  });

/** Openings again, from the first after `now` (those missed while paused are not made up). */
export const resumeSchedule = (db: Db, groupId: string, userId: string, now: Date) =>
  changeSchedule(db, groupId, userId, (row) => {
    const schedule = scheduleOrRefuse(row);
    if (!row.schedule_paused) return null;
    return sql`schedule_paused = false,
               next_opening_at = ${iso(nextOpening(schedule, now))}::timestamptz`;
  });

/** Skips the next opening; one already due but not yet run counts as the next. */
export const skipOpening = (db: Db, groupId: string, userId: string, now: Date) =>
  changeSchedule(db, groupId, userId, (row) => {
    const schedule = scheduleOrRefuse(row);
    if (row.schedule_paused) throw conflict("schedulePaused");
    const current = row.next_opening_at ? new Date(row.next_opening_at) : now;
    const after = current > now ? current : now;
    return sql`next_opening_at = ${iso(nextOpening(schedule, after))}::timestamptz`;
  });
