// What the chats' routes answer (issue #38, decision 229).
import { z } from "zod";
import { uuid, time, count } from "../common/answer-fields";
import { chatFailures, chatKinds } from "../../core/chat";
import { chatMessageKinds, type ChatMessageKind } from "../notifications/kinds";

/** One delivery attempt to a chat, as its owner sees it: when, what the chat answered (its HTTP
 * status, or null when no answer came), how long it took, and why it failed. */
export const chatAttempt = z.strictObject({
  at: time,
  /** What was sent: one of the message kinds, or "test". */
  message: z.enum([...chatMessageKinds, "test"]),
  status: z.number().int().nullable(),
  ok: z.boolean(),
  durationMs: count,
  /** Why it failed, in a few words ("timeout", "refused: private address", "HTTP 404"). */
  error: z.string().nullable(),
  /** Why it failed, as a code the browser has words for; null when it went through (or for a
   * try recorded before the codes, 2026-11-29, which has only `error`). */
  failure: z.enum(chatFailures).nullable(),
});
export type ChatAttempt = z.infer<typeof chatAttempt>;

/** A connected chat. Its secret (the webhook address's token, Matrix's access token, the
 * signing secret) never leaves the server: `shown` is the address with that part cut to its last
 * characters ("https://hooks.slack.com/services/…x9Qz"). */
export const chatTarget = z.strictObject({
  id: uuid,
  kind: z.enum(chatKinds),
  name: z.string(),
  shown: z.string(),
  messages: z.strictObject(
    Object.fromEntries(chatMessageKinds.map((kind) => [kind, z.boolean()])) as Record<
      ChatMessageKind,
      z.ZodBoolean
    >,
  ),
  /** False once it failed on every try for a day (or its owner turned it off). */
  active: z.boolean(),
  /** When it was turned off for failing, or null. */
  turnedOffAt: time.nullable(),
  createdAt: time,
  /** The newest attempts first, at most CHAT_ATTEMPTS_SHOWN. */
  attempts: z.array(chatAttempt),
});
export type ChatTarget = z.infer<typeof chatTarget>;

/** GET /api/events/{eventId}/chats and /api/groups/{groupId}/chats. */
export const chatTargets = z.strictObject({ chats: z.array(chatTarget) });
export type ChatTargets = z.infer<typeof chatTargets>;

/** POST …/chats (and POST …/chats/{chatId}/secret): the chat, and for a generic webhook its
 * signing secret ("whsec_…"), answered this once and never again. */
export const chatTargetCreated = z.strictObject({
  chat: chatTarget,
  signingSecret: z.string().nullable(),
});
export type ChatTargetCreated = z.infer<typeof chatTargetCreated>;

/** POST …/chats/{chatId}/test: what the chat answered to a test message. */
export const chatTestResult = z.strictObject({
  ok: z.boolean(),
  status: z.number().int().nullable(),
  durationMs: count,
  /** The start of the answer's body, as text (at most 500 characters). */
  answer: z.string(),
  error: z.string().nullable(),
  /** Why it failed (shared/core/chat.ts); null when it went through. */
  failure: z.enum(chatFailures).nullable(),
});
export type ChatTestResult = z.infer<typeof chatTestResult>;
