// The push feature's tables; migrations are generated with the floor's.
import { pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { user, session, tz } from "../../db/schema";

// One subscription per session, so sign-out or account deletion removes it by FK.
export const pushSubscriptions = pgTable("push_subscriptions", {
  id: uuid("id").primaryKey().defaultRandom(),
  sessionId: text("session_id")
    .notNull()
    .unique()
    .references(() => session.id, { onDelete: "cascade" }),
  // The push service's address; one device has one, so it cannot be two sessions' at once.
  endpoint: text("endpoint").notNull().unique(),
  // The browser's P-256 public key and 16-byte auth secret (base64url), for RFC 8291.
  p256dh: text("p256dh").notNull(),
  auth: text("auth").notNull(),
  createdAt: tz("created_at").notNull().defaultNow(),
});

// Push opt-outs, apart from mail's: the closing on the phone but not in the inbox.
export const pushOptOuts = pgTable(
  "push_opt_outs",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    createdAt: tz("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
