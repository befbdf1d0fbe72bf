// Weekly schedules via croner: on DST days skipped times run after the gap, repeats once.
import { Cron } from "croner";
import type { ScheduleInput } from "../../../shared/api";
import { z } from "zod";
import { timestamp } from "../../db/rows";

/** The schedule's five settings (the request's, and the columns'). */
export type WeeklySchedule = ScheduleInput;

/** The schedule's columns as selected with raw SQL (snake case; all null: no schedule). */
export const scheduleRow = z.object({
  time_zone: z.string().nullable(),
  opens_on: z.number().nullable(),
  opens_at: z.string().nullable(),
  closes_on: z.number().nullable(),
  closes_at: z.string().nullable(),
  schedule_paused: z.boolean(),
  next_opening_at: timestamp.nullable(),
});
export type ScheduleRow = z.infer<typeof scheduleRow>;

/** The first `weekday` (ISO, 1 = Monday) at `clock` ("HH:MM") in `timeZone` after `after`. */
function nextWeekly(timeZone: string, weekday: number, clock: string, after: Date): Date | null {
  const [hour, minute] = clock.split(":").map(Number);
  // A paused job is a calendar only: it starts no timer.
  const cron = new Cron(`${minute} ${hour} * * ${weekday}`, { timezone: timeZone, paused: true });
  return cron.nextRun(after);
}

export const nextOpening = (schedule: WeeklySchedule, after: Date) =>
  nextWeekly(schedule.timeZone, schedule.opensOn, schedule.opensAt, after);

/** The next closing after `openedAt` (one at the opening time itself is a week later). */
export const closingFor = (schedule: WeeklySchedule, openedAt: Date) =>
  nextWeekly(schedule.timeZone, schedule.closesOn, schedule.closesAt, openedAt);

/** The schedule of a group row, or null when it has none. */
export function scheduleOf(row: ScheduleRow): WeeklySchedule | null {
  const { time_zone, opens_on, opens_at, closes_on, closes_at } = row;
  if (time_zone === null || opens_on === null || opens_at === null) return null;
  if (closes_on === null || closes_at === null) return null;
  return {
    timeZone: time_zone,
    opensOn: opens_on,
    opensAt: opens_at,
    closesOn: closes_on,
    closesAt: closes_at,
  };
}
