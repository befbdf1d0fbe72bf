// What a row of notification_outbox carries, by channel: written once, so every try sends the same.
import { z } from "zod";

export const outboxChannels = ["email", "push", "chat"] as const;
export type OutboxChannelName = (typeof outboxChannels)[number];

export const emailContent = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  // The one-click unsubscribe address (List-Unsubscribe), for the kinds one may turn off.
  unsubscribeUrl: z.string().nullable(),
});
export const pushContent = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  lang: z.string(),
});
// The payload's JSON text as written: a jsonb object would reorder its keys.
export const chatContent = z.object({ payload: z.string() });

export type EmailContent = z.infer<typeof emailContent>;
export type PushContent = z.infer<typeof pushContent>;
export type ChatContent = z.infer<typeof chatContent>;
export type OutboxContent = EmailContent | PushContent | ChatContent;

/** Stable across tries: the row id plus its creation time (µs), as ids repeat across databases. */
export const outboxIdOf = (row: { id: number | string; created_us: string }) =>
  `${row.id}.${BigInt(row.created_us).toString(36)}`;
