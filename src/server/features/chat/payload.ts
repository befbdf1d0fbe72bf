// Made once in the cause's transaction and stored, so every attempt sends the same words.
import type { ChatPayload, ChatPayloadType } from "../../../shared/chat-webhook";
import type { Language } from "../../../shared/core/languages";
import { ranked, score, type ClosedResult } from "../../mail/ranking";

export type { ChatPayload, ChatPayloadType };

/** What every message says about its event; `url` is absolute. */
export type ChatEventFacts = {
  id: string;
  title: string;
  url: string;
  language: Language;
  group?: { id: string; name: string } | null;
  roundNumber?: number | null;
  deadline?: Date | null;
  /** The zone Teams and Matrix write the deadline in; UTC when null. */
  timeZone?: string | null;
};

function base(type: ChatPayloadType, event: ChatEventFacts, occurredAt: Date): ChatPayload {
  return {
    version: 1,
    type,
    occurredAt: occurredAt.toISOString(),
    language: event.language,
    event: {
      id: event.id,
      title: event.title,
      url: event.url,
      group: event.group ?? null,
      roundNumber: event.roundNumber ?? null,
      deadline: event.deadline ? event.deadline.toISOString() : null,
      timeZone: event.timeZone ?? null,
    },
  };
}

/** A message of `type` about `event`, with what its type adds (`link`, `result`): how the
 * notifications feature makes a cause's message. */
export const chatPayloadOf = (
  type: ChatPayloadType,
  event: ChatEventFacts,
  adds: Pick<ChatPayload, "link" | "result"> = {},
  occurredAt = new Date(),
): ChatPayload => ({ ...base(type, event, occurredAt), ...adds });

export const openedPayload = (event: ChatEventFacts, occurredAt = new Date()) =>
  base("event.opened", event, occurredAt);

export const linkSharedPayload = (
  event: ChatEventFacts,
  link: { title: string; url: string; sharedBy: string },
  occurredAt = new Date(),
): ChatPayload => ({
  ...base("link.shared", event, occurredAt),
  link: { title: link.title, url: link.url, sharedBy: link.sharedBy },
});

/** Voting closes soon (when the "closes soon" email goes out). */
export const deadlinePayload = (event: ChatEventFacts, occurredAt = new Date()) =>
  base("deadline.near", event, occurredAt);

/** The event closed; `publicUrl` is null unless the creator turned the public result on. */
export function closedPayload(
  event: ChatEventFacts,
  result: ClosedResult,
  publicUrl: string | null,
  occurredAt = new Date(),
): ChatPayload {
  const links = ranked(result);
  const [first, second] = links;
  const winner = result.winnerId && first ? first : null;
  return {
    ...base("event.closed", event, occurredAt),
    result: {
      method: result.method,
      winner: winner && { title: winner.title, url: winner.url },
      // Without a winner the email shows no ranking (nothing, or every link barred): nor do chats.
      ranking: winner
        ? links.map((link, index) => ({
            position: index + 1,
            title: link.title,
            url: link.url,
            score: score(link),
            up: link.up,
            down: link.down,
            barred: link.barred ?? false,
          }))
        : [],
      shortlisted: result.shortlisted,
      tie: Boolean(winner && second && !second.barred && score(second) === score(winner)),
      publicUrl,
    },
  };
}

/** "Send a test message" from an event's chat settings: about that event. */
export const testPayload = (event: ChatEventFacts, occurredAt = new Date()) =>
  base("test", event, occurredAt);

/** A test message from a group, which may have no round: `event` is the group itself. */
export const groupTestPayload = (
  group: { id: string; name: string; url: string; language: Language },
  occurredAt = new Date(),
) =>
  base(
    "test",
    {
      id: group.id,
      title: group.name,
      url: group.url,
      language: group.language,
      group: { id: group.id, name: group.name },
    },
    occurredAt,
  );
