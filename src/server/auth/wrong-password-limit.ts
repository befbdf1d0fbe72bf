// At most N wrong passwords per email address per window (5 per 15 minutes), whichever IPs they
// come from, for unknown addresses too (so the answer does not tell which exist). The per-IP
// limit alone lets a botnet try a password list on one account.
//
// Every attempt is counted atomically *before* the password is checked, and given back when it
// turns out not to be a wrong password. Counting after the check would let a burst of parallel
// attempts all pass while the count is still low; giving back the right ones means a person who
// signs in often is never locked out.
import { and, eq, sql } from "drizzle-orm";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import type { Db } from "../db/connection";
import { rateLimits } from "../db/schema";
import { countHit, type Limit } from "../http/rate-limit";

export type WrongPasswordLimit = Limit;

export const WRONG_PASSWORD_MESSAGE =
  "Too many failed sign-in attempts for this email. Please wait 15 minutes and try again.";

const keyFor = (email: unknown) =>
  typeof email === "string" && email.trim() ? `wrong-password:${email.trim().toLowerCase()}` : null;

export function wrongPasswordHooks(db: Db, limit: WrongPasswordLimit) {
  // The window an attempt was counted in, per request, so it is given back to that same window.
  const counted = new WeakMap<object, { key: string; windowStart: Date }>();

  const before = createAuthMiddleware(async (ctx) => {
    if (ctx.path !== "/sign-in/email" || !ctx.request) return;
    const key = keyFor((ctx.body as { email?: unknown } | undefined)?.email);
    if (!key) return;
    const { count, windowStart } = await countHit(db, key, limit);
    if (count > limit.max) {
      throw new APIError("TOO_MANY_REQUESTS", {
        message: WRONG_PASSWORD_MESSAGE,
        code: "TOO_MANY_WRONG_PASSWORDS",
      });
    }
    counted.set(ctx.request, { key, windowStart });
  });

  const after = createAuthMiddleware(async (ctx) => {
    if (ctx.path !== "/sign-in/email" || !ctx.request) return;
    const attempt = counted.get(ctx.request);
    if (!attempt) return;
    counted.delete(ctx.request);
    const returned = ctx.context.returned;
    // Only "Invalid email or password" (401) was a wrong password; success, "Email not verified"
    // (the password was right) and malformed input are given back.
    if (isAPIError(returned) && returned.statusCode === 401) return;
    await db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(and(eq(rateLimits.key, attempt.key), eq(rateLimits.windowStart, attempt.windowStart)));
  });

  return { before, after };
}
