// What the push settings are answered.
import { z } from "zod";
import { pushKinds, type PushKind } from "../notifications/kinds";

/** GET and PUT /api/me/push (and /api/me/push/device): the server's VAPID public key (base64url,
 * the applicationServerKey of PushManager.subscribe), whether this session has a device
 * subscribed, and each kind of push, on or off for all the person's devices. */
export const pushSettings = z.strictObject({
  publicKey: z.string(),
  device: z.boolean(),
  kinds: z.strictObject(
    Object.fromEntries(pushKinds.map((kind) => [kind, z.boolean()])) as Record<
      PushKind,
      z.ZodBoolean
    >,
  ),
});
export type PushSettings = z.infer<typeof pushSettings>;
