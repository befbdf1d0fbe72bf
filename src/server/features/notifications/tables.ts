// The notifications feature's tables; migrations are generated with the floor's.
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { tz } from "../../db/schema";
import type { OutboxContent } from "../../outbox/content";
import { chatTargets } from "../chat";
import { pushSubscriptions } from "../push";

// Kinds an address turned off; by address, since invitees may have no account.
export const mailOptOuts = pgTable(
  "mail_opt_outs",
  {
    email: text("email").notNull(),
    kind: text("kind").notNull(),
    createdAt: tz("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.kind] })],
);

// Every email, push and chat message, written in the causing transaction, so none is lost in a
// crash; one table, so the delivery columns and their rules are kept once (src/server/outbox).
export const notificationOutbox = pgTable(
  "notification_outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text("channel").notNull(),
    // The mail kind, the push kind or the chat message.
    kind: text("kind").notNull(),
    // The destination, the channel's only: an address, a device (gone with it), a chat (the same).
    recipient: text("recipient"),
    subscriptionId: uuid("subscription_id").references(() => pushSubscriptions.id, {
      onDelete: "cascade",
    }),
    targetId: uuid("target_id").references(() => chatTargets.id, { onDelete: "cascade" }),
    // What is sent, made when written (src/server/outbox/content.ts).
    content: jsonb("content").$type<OutboxContent>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: tz("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: tz("created_at").notNull().defaultNow(),
    sentAt: tz("sent_at"),
    // Given up after the last attempt; kept for the log and for a person to look at.
    failedAt: tz("failed_at"),
  },
  (t) => [
    check("notification_outbox_channel", sql`${t.channel} in ('email', 'push', 'chat')`),
    check(
      "notification_outbox_destination",
      sql`(${t.recipient} is not null) = (${t.channel} = 'email')
        and (${t.subscriptionId} is not null) = (${t.channel} = 'push')
        and (${t.targetId} is not null) = (${t.channel} = 'chat')`,
    ),
    index("notification_outbox_due_idx")
      .on(t.channel, t.nextAttemptAt, t.id)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index("notification_outbox_subscription_idx").on(t.subscriptionId),
    // A chat's older unsent messages, which its next one waits for.
    index("notification_outbox_target_idx").on(t.targetId, t.id),
  ],
);
