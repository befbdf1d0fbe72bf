// What the email settings and the unsubscribe page send.
import { z } from "zod";
import { refusals } from "../common/fields";
import { mailKinds, type MailKind } from "./kinds";
import type { commonErrors } from "../common/errors";

const code = refusals<typeof commonErrors>();

/** PUT /api/me/notifications: the kinds of email to turn on (true) or off (false). */
export const notificationSettingsInput = z
  .strictObject(
    Object.fromEntries(
      mailKinds.map((kind) => [kind, z.boolean({ error: code("notTrueOrFalse") }).optional()]),
    ) as Record<MailKind, z.ZodOptional<z.ZodBoolean>>,
  )
  .refine((v) => Object.keys(v).length > 0, code("nothingToChange"));

/** POST /api/unsubscribe?token=: from the unsubscribe page, with `subscribed` (false unless
 * said); a mail program's one-click POST sends a form body instead, which means false. */
export const unsubscribeInput = z.strictObject({
  subscribed: z.boolean({ error: code("notTrueOrFalse") }).optional(),
});
