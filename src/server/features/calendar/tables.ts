// The calendar feature's own table: each person's private feed.
// Their migrations are generated with the floor's (drizzle.config.ts reads both).
import { pgTable, text } from "drizzle-orm/pg-core";
import { user, tz } from "../../db/schema";

// A person's private calendar feed (decision 228). The token is never stored: it is the HMAC of
// the row's random seed under the server's secret (so Settings can show the address again), and
// the feed is found by the token's SHA-256, so a copy of the database opens no feed. One per
// person: making a new address replaces the row (the old address is dead at once); turning it
// off deletes it.
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  seed: text("seed").notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: tz("created_at").notNull().defaultNow(),
});
