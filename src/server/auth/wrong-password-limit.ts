// At most N wrong passwords per email per window, from any IP: per-IP limits let botnets guess.
// Counted before the check (bursts cannot slip through), given back when right.
import { and, eq, sql } from "drizzle-orm";
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import type { Db } from "../db/connection";
import { rateLimits } from "../db/schema";
import { countHit, type Limit } from "../http/rate-limit";
import { authError } from "./error-messages";

export type WrongPasswordLimit = Limit;

const keyFor = (email: unknown) =>
  typeof email === "string" && email.trim() ? `wrong-password:${email.trim().toLowerCase()}` : null;

export function wrongPasswordHooks(db: Db, limit: WrongPasswordLimit) {
  // The window an attempt was counted in, per request, so it is given back to that same window.
  const counted = new WeakMap<object, { key: string; windowStart: Date }>();

  const before = createAuthMiddleware(async (ctx) => {
    if (!isGuessed(ctx.path) || !ctx.request) return;
    const signingIn = ctx.path === "/sign-in/email";
    const email = signingIn
      ? (ctx.body as { email?: unknown } | undefined)?.email
      : (await getSessionFromCtx(ctx, { disableRefresh: true }))?.user.email; // none: 401 follows
    const key = keyFor(email);
    if (!key) return;
    const { count, windowStart } = await countHit(db, key, limit);
    if (count > limit.max) {
      throw authError("TOO_MANY_REQUESTS", signingIn ? "tooManySignIns" : "tooManyWrongPasswords");
    }
    counted.set(ctx.request, { key, windowStart });
  });

  const after = createAuthMiddleware(async (ctx) => {
    if (!isGuessed(ctx.path) || !ctx.request) return;
    const attempt = counted.get(ctx.request);
    if (!attempt) return;
    counted.delete(ctx.request);
    // Only a wrong password is kept; everything else is given back.
    if (wasWrongPassword(ctx.path, ctx.context.returned)) return;
    await db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(and(eq(rateLimits.key, attempt.key), eq(rateLimits.windowStart, attempt.windowStart)));
  });

  return { before, after };
}

const isGuessed = (path: string) => path === "/sign-in/email" || path === "/change-password";

/** Sign-in answers a wrong password with 401; change-password with 400 INVALID_PASSWORD. */
function wasWrongPassword(path: string, returned: unknown) {
  if (!isAPIError(returned)) return false;
  if (path === "/sign-in/email") return returned.statusCode === 401;
  return (returned.body as { code?: unknown } | undefined)?.code === "INVALID_PASSWORD";
}
