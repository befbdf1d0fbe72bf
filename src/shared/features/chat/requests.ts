// What connecting and changing a chat take (issue #38, decision 229).
import { z } from "zod";
import { isServiceAddress, refusals } from "../common/fields";
import { name } from "../common/requests";
import { chatMessageKinds, type ChatMessageKind } from "../notifications/kinds";
import { limits } from "../../core/limits";
import type { chatErrors } from "./errors";
import type { commonErrors } from "../common/errors";

const code = refusals<typeof chatErrors & typeof commonErrors>();

/** A chat's address: https, no user or password in it, no fragment. http is let through here
 * only for the tests' own receivers: the server refuses it unless TEST_CHAT_LOOPBACK_PORT is set
 * (features/previews/outbound-address.ts), and checks every resolved address when sending. */
const chatAddress = z
  .string({ error: code("chatAddressInvalid") })
  .trim()
  .max(limits.url, code("chatAddressInvalid"))
  .refine(isServiceAddress, code("chatAddressInvalid"));

/** The messages a target is sent, each on (true) or off (false); a new target's missing ones
 * take chatMessageDefaults. */
const chatMessages = z.strictObject(
  Object.fromEntries(
    chatMessageKinds.map((kind) => [kind, z.boolean({ error: code("notTrueOrFalse") }).optional()]),
  ) as Record<ChatMessageKind, z.ZodOptional<z.ZodBoolean>>,
);

/** What may follow "Bearer " in an Authorization header (RFC 6750's b64token), which is how a
 * Matrix access token is sent: every homeserver's tokens are of it (Synapse's "syt_…", older
 * macaroons in base64url). Anything else (a line break, a character past U+00FF, the word
 * "Bearer" pasted with it) cannot be sent as the homeserver gave it, and Node refuses some of it
 * outright. */
const BEARER_TOKEN = /^[A-Za-z0-9._~+/-]+=*$/;

/** A name its owner knows it by ("#dinner on Slack"); the kind's name when left out. */
const chatName = name.optional();

/** POST /api/events/{eventId}/chats and /api/groups/{groupId}/chats: connect a chat. Slack,
 * Discord and Teams take their incoming webhook's address, the generic webhook any https
 * address (its signing secret is made by the server and answered once); Matrix a homeserver, a
 * room ID and an access token of the account that posts. */
export const chatTargetInput = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({
      kind: z.enum(["slack", "discord", "teams", "webhook"]),
      name: chatName,
      url: chatAddress,
      messages: chatMessages.optional(),
    }),
    z.strictObject({
      kind: z.literal("matrix"),
      name: chatName,
      homeserver: chatAddress,
      room: z
        .string({ error: code("chatRoomInvalid") })
        .trim()
        .max(255, code("chatRoomInvalid"))
        .regex(/^![^\s:]+:[^\s]+$/, code("chatRoomInvalid")),
      accessToken: z
        .string({ error: code("chatTokenRequired") })
        .trim()
        .min(1, code("chatTokenRequired"))
        .max(1000, code("chatTokenRequired"))
        .regex(BEARER_TOKEN, code("chatTokenInvalid")),
      messages: chatMessages.optional(),
    }),
  ],
  { error: code("invalidValue") },
);
export type ChatTargetInput = z.infer<typeof chatTargetInput>;

/** PATCH /api/…/chats/{chatId}: rename it, turn messages on or off, or turn it back on after
 * it was turned off for failing (`active: true`). */
export const chatTargetChange = z
  .strictObject({
    name: name.optional(),
    messages: chatMessages.optional(),
    active: z.boolean({ error: code("notTrueOrFalse") }).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, code("nothingToChange"));
export type ChatTargetChange = z.infer<typeof chatTargetChange>;
