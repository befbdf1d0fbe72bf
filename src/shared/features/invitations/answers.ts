// What inviting answers, and what an invitation code shows before joining.
import { z } from "zod";
import { uuid, time, count } from "../common/answer-fields";
import { eventStatus } from "../events/answers";
import { publicResult } from "../results/answers";

/** POST /api/events/:id/invitations: the address the invitation went to. */
export const invitationSent = z.strictObject({ email: z.string() });
export type InvitationSent = z.infer<typeof invitationSent>;

/** GET /api/invite/:code (public; the code is the secret). What the invitation is for: title,
 * description, deadline, who made it, and with an emailed invitation's `?invitation=` secret who
 * sent it. A closed event's result comes too, as the public result shows it (no names), for
 * the invite page shows it instead of a join prompt (decision 208). `eventId` comes only to a
 * viewer who is already a member, so the invite page can open the event instead of joining it
 * again. */
export const invitePreview = z.strictObject({
  title: z.string(),
  description: z.string(),
  memberCount: count,
  status: eventStatus,
  deadline: time.nullable(),
  creatorName: z.string(),
  /** Only with the emailed invitation's secret: the member who sent it. */
  inviterName: z.string().nullable(),
  result: publicResult.nullable(),
  eventId: uuid.optional(),
  /** What the code names: an event, or a standing group (decision 226). For a group, `title` is
   * its name, `status` "active", `deadline` its open round's (or null), `result` null, and
   * `groupId` is there when the viewer is a member already. */
  kind: z.enum(["event", "group"]),
  groupId: uuid.optional(),
});
export type InvitePreview = z.infer<typeof invitePreview>;
