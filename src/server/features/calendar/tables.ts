// The calendar feature's table; its migrations are generated with the floor's.
import { pgTable, text } from "drizzle-orm/pg-core";
import { user, tz } from "../../db/schema";

// A person's private feed: the token is never stored, and the row is found by its SHA-256, so a database copy opens no feed.
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  seed: text("seed").notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: tz("created_at").notNull().defaultNow(),
});
