// What a chat is told (issue #38, decision 229): the versioned content of every chat message, and
// the generic webhook's JSON body, which is that content in the envelope the Standard Webhooks
// specification recommends ({ type, timestamp, data }). The server builds the content once, when
// its cause commits (server/features/chat/payload.ts), and each chat's format is made from it
// (server/features/chat/formats/). Server and OpenAPI document only: it holds zod, and the
// browser never needs it.
import { z } from "zod";
import { languages } from "./core/languages";
import { voteMethods } from "./core/voting";
import { chatTypes, type ChatType } from "./features/notifications/kinds";

const time = z.iso.datetime({ offset: true });
const address = z.url();

/** The message types a chat is sent, as the webhook names them ("event.closed"): each kind of
 * chat message's (features/notifications/kinds.ts), and the test message. */
export const chatPayloadTypes = [...chatTypes, "test"] as unknown as readonly [
  ChatPayloadType,
  ...ChatPayloadType[],
];
export type ChatPayloadType = ChatType | "test";

/** One link of the closed event's ranking, as the members see it once it closed. */
export const chatRankedLink = z.strictObject({
  /** 1 for the winner, then 2, 3…; a tie is broken as the winner rule breaks it (the newer link
   * first), and `tie` below says when the winner won by that rule. */
  position: z.number().int().min(1),
  title: z.string(),
  url: address,
  /** The link's score: up minus down for up/down votes, the approvals or dots otherwise. */
  score: z.number().int(),
  /** The votes behind the score: counts only, never who voted what. Approvals and dots are
   * counted as `up` (decision 210). */
  up: z.number().int().min(0),
  down: z.number().int().min(0),
  /** It could not win: the group's round bars the winners of its last rounds (decision 226). */
  barred: z.boolean(),
});
export type ChatRankedLink = z.infer<typeof chatRankedLink>;

export const chatPayload = z.strictObject({
  /** The content's version: a change that a receiver could trip on gets a new one. */
  version: z.literal(1),
  type: z.enum(chatPayloadTypes),
  /** When the cause happened. */
  occurredAt: time,
  /** The event's language: the words of the message are in it. */
  language: z.enum(languages),
  /** The event the message is about. A group's test message ("test" sent from a group's chat
   * settings) is about the group: `event` is then the group itself, and `event.group` too. */
  event: z.strictObject({
    id: z.uuid(),
    title: z.string(),
    /** The event in Huddle (members only: a non-member is asked to sign in or join). */
    url: address,
    /** The group whose round the event is, or null for an event on its own. */
    group: z.strictObject({ id: z.uuid(), name: z.string() }).nullable(),
    roundNumber: z.number().int().min(1).nullable(),
    /** When voting closes, or null when the event has no deadline. */
    deadline: time.nullable(),
    /** The zone the messages write the deadline in (the group's, else the event creator's; an IANA name); UTC when null.
     * Slack and Discord show each reader their own zone instead. */
    timeZone: z.string().nullable().optional(),
  }),
  /** "link.shared": the link and who shared it. */
  link: z.strictObject({ title: z.string(), url: address, sharedBy: z.string() }).optional(),
  /** "event.closed": the result. */
  result: z
    .strictObject({
      method: z.enum(voteMethods),
      /** The recorded winner, or null: nothing was on the shortlist, or the round barred every
       * link on it. */
      winner: z.strictObject({ title: z.string(), url: address }).nullable(),
      /** The top of the shortlist, best first (at most five, as the closing email). */
      ranking: z.array(chatRankedLink),
      /** How many links the shortlist had in all. */
      shortlisted: z.number().int().min(0),
      /** The winner had the same score as the second and won as the newer link. */
      tie: z.boolean(),
      /** The public result page, when the event's creator turned it on; else null. */
      publicUrl: address.nullable(),
    })
    .optional(),
});
export type ChatPayload = z.infer<typeof chatPayload>;

/** The generic webhook's body: Standard Webhooks' recommended envelope, `data` the content. */
export const chatWebhookBody = z.strictObject({
  type: z.enum(chatPayloadTypes),
  /** When the cause happened (the same as data.occurredAt). */
  timestamp: time,
  data: chatPayload,
});
export type ChatWebhookBody = z.infer<typeof chatWebhookBody>;
