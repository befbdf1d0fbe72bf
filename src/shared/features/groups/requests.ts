// What the groups' requests take (decision 226).
import { z } from "zod";
import { description, noDirectionControls, refusals, title } from "../common/fields";
import { limits } from "../../core/limits";
import { isTimeZone } from "../../core/time-zones";
import type { groupsErrors } from "./errors";
import type { commonErrors } from "../common/errors";

const code = refusals<typeof groupsErrors & typeof commonErrors>();

const groupName = z
  .string({ error: code("groupNameRequired") })
  .trim()
  .min(1, code("groupNameRequired"))
  .max(limits.title, code("groupNameTooLong"))
  .refine(noDirectionControls, code("directionControls"));

/** "Give others a chance": the winners of the last N rounds cannot win (0 turns it off). A year
 * of weekly rounds is the most that means anything. */
const barLastWinners = z
  .number({ error: code("barLastWinnersInvalid") })
  .int(code("barLastWinnersInvalid"))
  .min(0, code("barLastWinnersInvalid"))
  .max(limits.barLastWinnersMax, code("barLastWinnersInvalid"));

export const createGroupInput = z.strictObject({
  name: groupName,
  description: description.optional(),
  barLastWinners: barLastWinners.optional(),
});

export const updateGroupInput = z
  .strictObject({
    name: groupName.optional(),
    description: description.optional(),
    barLastWinners: barLastWinners.optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), code("nothingToChange"));

/** An ISO weekday, 1 = Monday ... 7 = Sunday. */
const weekday = z
  .number({ error: code("weekdayUnknown") })
  .int(code("weekdayUnknown"))
  .min(1, code("weekdayUnknown"))
  .max(7, code("weekdayUnknown"));
/** A time on the group's clock, "HH:MM" (24 hours). */
const clockTime = z
  .string({ error: code("clockTimeInvalid") })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, code("clockTimeInvalid"));

/** PUT /api/groups/:id/schedule: a round opens every `opensOn` at `opensAt` and closes at the next
 * `closesOn` `closesAt`, both on the clock of `timeZone` (an IANA name; daylight saving follows
 * it). */
export const scheduleInput = z.strictObject({
  timeZone: z
    .string({ error: code("timeZoneNotText") })
    .refine(isTimeZone, code("unknownTimeZone")),
  opensOn: weekday,
  opensAt: clockTime,
  closesOn: weekday,
  closesAt: clockTime,
});
export type ScheduleInput = z.infer<typeof scheduleInput>;

/** POST /api/groups/:id/rounds: a new round (its settings are the last round's). The title
 * defaults to the group's name; `runnersUp` brings back the last round's shortlisted links that
 * did not win, with their sharers. */
export const openRoundInput = z.strictObject({
  title: title.optional(),
  runnersUp: z.boolean({ error: code("notTrueOrFalse") }).optional(),
});

/** PUT /api/groups/:id/members/:userId/role. */
export const groupRoleInput = z.strictObject({
  role: z.enum(["admin", "member"], { error: code("groupRoleUnknown") }),
});

/** DELETE /api/groups/:id?rounds=keep|delete: what happens to the group's rounds is asked, never
 * assumed. keep: they stay as standalone events (their creators keep them); delete: they go too. */
export const groupRoundsChoice = z.enum(["keep", "delete"], {
  error: code("roundsChoiceRequired"),
});
