// Chats (issue #38, decision 229): where a group talks (a Slack, Discord or Teams channel, a
// Matrix room) or any program of its own (a signed webhook) hears about its decisions. Plain
// data: the browser imports it without zod.

/** The kinds of chat a target can be. "webhook" is the generic one, signed as the Standard
 * Webhooks specification says. */
export const chatKinds = ["slack", "discord", "teams", "matrix", "webhook"] as const;
export type ChatKind = (typeof chatKinds)[number];

/** At most this many targets per event or group. */
export const CHAT_TARGETS_MAX = 10;
/** The attempts a target's owner sees (the newest). */
export const CHAT_ATTEMPTS_SHOWN = 20;

/**
 * Why a try failed, as a code the browser has words for (the attempt's `error` keeps the
 * technical detail): "refused", an address Huddle never sends to; "notSent", a request that
 * could not be made (a destination that cannot be unsealed, a header Node refuses); "unreachable",
 * no connection; "noAnswer", the message went out and the connection closed before an answer, so
 * it may have arrived; "timeout", no answer in time; "redirect", a 3xx, not followed; "status",
 * any other answer but a 2xx.
 */
export const chatFailures = [
  "refused",
  "notSent",
  "unreachable",
  "noAnswer",
  "timeout",
  "redirect",
  "status",
] as const;
export type ChatFailure = (typeof chatFailures)[number];
