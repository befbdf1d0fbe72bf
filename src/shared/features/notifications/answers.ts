// What the email settings and the unsubscribe page are answered.
import { z } from "zod";
import { mailKinds, type MailKind } from "./kinds";

/** GET and PUT /api/me/notifications: which kinds of email the signed-in person gets. */
export const notificationSettings = z.strictObject(
  Object.fromEntries(mailKinds.map((kind) => [kind, z.boolean()])) as Record<
    MailKind,
    z.ZodBoolean
  >,
);
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** GET and POST /api/unsubscribe?token=: the address and kind a token names, and whether that
 * kind of mail now goes to it. */
export const subscription = z.strictObject({
  email: z.string(),
  kind: z.enum(mailKinds),
  subscribed: z.boolean(),
});
export type Subscription = z.infer<typeof subscription>;
