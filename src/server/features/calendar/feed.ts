// The private calendar feed: its token is never stored, so a database copy opens no feed.
import { createHash, createHmac, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { selectRows, type Executor } from "../../db/connection";
import { calendarFeeds } from "./tables";
import { isLanguage, type Language } from "../../../shared/core/languages";
import { z } from "zod";

/** A feed's token is 43 characters of base64url (an HMAC-SHA256). */
export const FEED_TOKEN = /^[\w-]{43}$/;

/** The most entries a feed lists: a bound on the answer's size. */
export const FEED_MAX_ENTRIES = 1000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const tokenOf = (secret: string, userId: string, seed: string) =>
  createHmac("sha256", secret).update(`calendar-feed\n${userId}\n${seed}`).digest("base64url");

/** The person's feed token, or null while the feed is off. */
export async function feedToken(db: Executor, secret: string, userId: string) {
  const [row] = await db
    .select({ seed: calendarFeeds.seed })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row ? tokenOf(secret, userId, row.seed) : null;
}

/** A new token for the person, replacing any earlier one. */
export async function makeFeed(db: Executor, secret: string, userId: string) {
  const seed = randomBytes(16).toString("base64url");
  const token = tokenOf(secret, userId, seed);
  const tokenHash = hashToken(token);
  await db
    .insert(calendarFeeds)
    .values({ userId, seed, tokenHash })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { seed, tokenHash, createdAt: sql`now()` },
    });
  return token;
}

export async function turnOffFeed(db: Executor, userId: string) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

const feedRow = z.object({
  language: z.string().nullable(),
  stamp: z.string(),
  events: z.string().nullable(),
});

/** Language, stamp and (unless `keptStamp` matches) entries as JSON; undefined for bad tokens. */
export async function readFeed(db: Executor, token: string, keptStamp: string | null) {
  const [row] = await selectRows(
    db,
    feedRow,
    sql`select language, stamp, events
          from huddle_calendar_feed(${hashToken(token)}, ${keptStamp}, ${FEED_MAX_ENTRIES})`,
  );
  if (!row) return undefined;
  const language: Language = isLanguage(row.language) ? row.language : "en";
  // As text: parsed only when the feed is made anew.
  return { language, stamp: row.stamp, eventsJson: row.events };
}
