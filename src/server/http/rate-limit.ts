// Our own fixed-window rate limits, kept in the database (so every instance shares them), for
// keys Better Auth's limiter cannot express: per email, per user, per recipient, per client IP
// on our own routes. One upsert per check; the count is the database's, never a process's.
import { lt, sql } from "drizzle-orm";
import type { Executor } from "../db/connection";
import { rateLimits } from "../db/schema";
import { AppError } from "./errors";

export type Limit = { max: number; windowSeconds: number };

/** Counts one hit on `key` in its current fixed window: the count after it, and the window's
 * start (to give the hit back later). */
export async function countHit(db: Executor, key: string, limit: Limit) {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  // Now and then, forget windows older than a day (the longest window we use).
  if (Math.random() < 0.01) {
    await db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, new Date(Date.now() - 86_400_000)));
  }
  return { count: row!.count, windowStart };
}

/** Counts one hit on `key`; true while the window's count stays within `max`. */
export async function consumeRateLimit(db: Executor, key: string, limit: Limit): Promise<boolean> {
  return (await countHit(db, key, limit)).count <= limit.max;
}

export async function enforceRateLimit(db: Executor, key: string, limit: Limit) {
  if (!(await consumeRateLimit(db, key, limit))) {
    throw new AppError("tooManyRequests");
  }
}
