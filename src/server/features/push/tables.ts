// The push feature's tables; migrations are generated with the floor's.
import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
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

// The push outbox: text made when written, so every attempt sends the same.
export const pushOutbox = pgTable(
  "push_outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    url: text("url").notNull(),
    lang: text("lang").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: tz("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: tz("created_at").notNull().defaultNow(),
    sentAt: tz("sent_at"),
    failedAt: tz("failed_at"),
  },
  (t) => [
    index("push_outbox_due_idx")
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index("push_outbox_subscription_idx").on(t.subscriptionId),
  ],
);
