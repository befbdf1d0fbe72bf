// What the turnout and the reminders answer.
import { z } from "zod";
import { id, time, count } from "../common/answer-fields";

/** GET /api/events/:id/turnout: how many members have voted (ever, in the event), and
 * who has not (names only: never who voted what). */
export const turnout = z.strictObject({
  memberCount: count,
  votedCount: count,
  notVoted: z.array(z.strictObject({ id, name: z.string() })),
  /** While the creator's last reminder is less than 12 hours old, when the next may be sent. */
  nextReminderAt: time.nullable(),
});
export type Turnout = z.infer<typeof turnout>;

/** POST /api/events/:id/reminders: how many members were sent a reminder. */
export const remindersSent = z.strictObject({ reminded: count });
export type RemindersSent = z.infer<typeof remindersSent>;
