// Rate limits shared in the database; a sliding window, as fixed ones allow double.
import { sql } from "drizzle-orm";
import { selectRows, type Executor } from "../db/connection";
import { AppError } from "../kernel/errors";
import { z } from "zod";

export type Limit = { max: number; windowSeconds: number };

/** Windows older than this are deleted; the longest is a day, its previous still read. */
const KEPT_MS = 2 * 86_400_000;

const hitRow = z.object({ count: z.number(), previous: z.number() });

/** `count` estimates recent hits (fractional); `windowStart` lets it be given back. */
export async function countHit(db: Executor, key: string, limit: Limit, now = Date.now()) {
  const windowMs = limit.windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  const windowStart = new Date(start);
  const [row] = await selectRows(
    db,
    hitRow,
    sql`with hit as (
          insert into rate_limits (key, window_start, count)
          values (${key}, ${windowStart.toISOString()}::timestamptz, 1)
          on conflict (key, window_start) do update set count = rate_limits.count + 1
          returning count)
        select hit.count,
               coalesce((select previous.count from rate_limits previous
                          where previous.key = ${key}
                            and previous.window_start = ${new Date(start - windowMs).toISOString()}::timestamptz),
                        0) as previous
          from hit`,
  );
  // Now and then, forget windows no limit reads any more.
  if (Math.random() < 0.01) {
    await db.execute(
      sql`delete from rate_limits
           where window_start < ${new Date(now - KEPT_MS).toISOString()}::timestamptz`,
    );
  }
  const previousShare = 1 - (now - start) / windowMs;
  return { count: Number(row!.count) + Number(row!.previous) * previousShare, windowStart };
}

/** Counts one hit on `key`; true while within `max`. */
export async function consumeRateLimit(db: Executor, key: string, limit: Limit): Promise<boolean> {
  return (await countHit(db, key, limit)).count <= limit.max;
}

export async function enforceRateLimit(db: Executor, key: string, limit: Limit) {
  if (!(await consumeRateLimit(db, key, limit))) {
    throw new AppError("tooManyRequests");
  }
}
