// The calendar feature's own table: each person's private feed.
// Their migrations are generated with the floor's (drizzle.config.ts reads both).
import { pgTable, text } from "drizzle-orm/pg-core";
import { user, tz } from "../../db/schema";

// A person's private calendar feed: the token is never stored (HMAC of `seed`), and the row is
// found by the token's SHA-256, so a database copy opens no feed.
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  seed: text("seed").notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: tz("created_at").notNull().defaultNow(),
});
