// What the app answers of itself: its configuration and its health.
import { z } from "zod";

export const appConfig = z.strictObject({
  appName: z.string(),
  googleEnabled: z.boolean(),
  emailVerificationRequired: z.boolean(),
});
export type AppConfig = z.infer<typeof appConfig>;

/** GET /api/health. */
export const health = z.strictObject({ status: z.literal("ok"), database: z.string() });
