// The calendar feature's table; its migrations are generated with the floor's.
import { pgTable, text } from "drizzle-orm/pg-core";
import { user, tz } from "../../db/schema";

// A private feed: the token is never stored, only its SHA-256 is indexed.
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  seed: text("seed").notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: tz("created_at").notNull().defaultNow(),
});
