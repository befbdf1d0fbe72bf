// The chat feature's tables; migrations are generated with the floor's.
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { ChatMessageKind } from "../../../shared/features/notifications/kinds";
import { user, events, groups, tz } from "../../db/schema";

// A chat of exactly one event or group; its destination sealed, `shown` shown instead.
export const chatTargets = pgTable(
  "chat_targets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id").references(() => events.id, { onDelete: "cascade" }),
    groupId: uuid("group_id").references(() => groups.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    sealed: text("sealed").notNull(),
    shown: text("shown").notNull(),
    // The messages it is sent (chatMessageKinds, shared/features/notifications/kinds.ts), in that order; the others off.
    messages: text("messages").array().$type<ChatMessageKind[]>().notNull(),
    active: boolean("active").notNull().default(true),
    turnedOffAt: tz("turned_off_at"),
    // The first failed try since the last one that got through; null while it works.
    failingSince: tz("failing_since"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: tz("created_at").notNull().defaultNow(),
  },
  (t) => [
    check("chat_targets_one_owner", sql`(${t.eventId} is null) <> (${t.groupId} is null)`),
    index("chat_targets_event_idx").on(t.eventId),
    index("chat_targets_group_idx").on(t.groupId),
  ],
);

// Each target's newest tries; each insert prunes the older ones.
export const chatAttempts = pgTable(
  "chat_attempts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    targetId: uuid("target_id")
      .notNull()
      .references(() => chatTargets.id, { onDelete: "cascade" }),
    at: tz("at").notNull().defaultNow(),
    message: text("message").notNull(),
    status: integer("status"),
    ok: boolean("ok").notNull(),
    durationMs: integer("duration_ms").notNull(),
    error: text("error"),
    /** A code of chatFailures (null: it went through, or it predates the codes). */
    failure: text("failure"),
  },
  (t) => [index("chat_attempts_target_idx").on(t.targetId, t.at)],
);
