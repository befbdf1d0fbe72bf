// What the push settings and a device's subscription send.
import { z } from "zod";
import { isServiceAddress, refusals } from "../common/fields";
import { limits } from "../../core/limits";
import { pushKinds, type PushKind } from "../notifications/kinds";
import type { pushErrors } from "./errors";
import type { commonErrors } from "../common/errors";

const code = refusals<typeof pushErrors & typeof commonErrors>();

/** PUT /api/me/push: the kinds of push to turn on (true) or off (false), for all one's devices. */
export const pushSettingsInput = z
  .strictObject(
    Object.fromEntries(
      pushKinds.map((kind) => [kind, z.boolean({ error: code("notTrueOrFalse") }).optional()]),
    ) as Record<PushKind, z.ZodOptional<z.ZodBoolean>>,
  )
  .refine((v) => Object.keys(v).length > 0, code("nothingToChange"));

/** Bytes of a base64url text (no padding), or null when it is not base64url. */
const base64urlBytes = (value: string) =>
  /^[A-Za-z0-9_-]*$/.test(value) ? Math.floor((value.length * 3) / 4) : null;

/** A push service's address: 2,000 characters are more than any browser's (FCM's, Mozilla's,
 * Apple's are under 500) and bound what is stored per session. http is let through here only
 * for the tests' local push service: the server refuses it unless TEST_PUSH_LOOPBACK_PORT is set
 * (features/previews/outbound-address.ts), and checks the host there too. */
const pushEndpoint = z
  .string({ error: code("pushEndpointInvalid") })
  .max(limits.pushEndpoint, code("pushEndpointInvalid"))
  .refine(isServiceAddress, code("pushEndpointInvalid"));

/** PUT /api/me/push/device: the browser's PushSubscription (its toJSON() without
 * expirationTime): the endpoint, the P-256 public key (65 bytes, uncompressed) and the 16-byte
 * auth secret, both base64url as browsers give them. */
export const pushDeviceInput = z.object({
  endpoint: pushEndpoint,
  keys: z.object({
    p256dh: z
      .string({ error: code("pushKeyInvalid") })
      .refine((v) => base64urlBytes(v) === 65, code("pushKeyInvalid")),
    auth: z
      .string({ error: code("pushKeyInvalid") })
      .refine((v) => base64urlBytes(v) === 16, code("pushKeyInvalid")),
  }),
  // What PushSubscription.toJSON() also has; ignored.
  expirationTime: z.number().nullable().optional(),
});
export type PushDeviceInput = z.infer<typeof pushDeviceInput>;
