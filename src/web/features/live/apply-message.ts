// Applies one live message to the cached event page, or says the page must be fetched again.
// Versions: a message one past the cached version is applied; one at or below it is stale and
// ignored; a larger jump means something was missed, so the page is refetched.
import type { EventPage } from "../../../shared/api";
import type { LiveMessage } from "../../../shared/live";
import {
  withBallot,
  withClosure,
  withoutBallotsOf,
  withPreview,
  withResults,
  withRules,
  withSharedLink,
  withShortlist,
  withVotes,
} from "../../lib/event-page-changes";
import { withCommentCount } from "../comments";

type Outcome = { page: EventPage } | "stale" | "refetch" | "gone";

export function applyLiveMessage(page: EventPage, message: LiveMessage, myId: string): Outcome {
  if (message.type === "refetch" || !("version" in message)) return "refetch";
  if (message.version <= page.event.version) return "stale";
  if (message.version > page.event.version + 1) return "refetch";
  const next = apply(page, message, myId);
  if (next === "refetch" || next === "gone") return next;
  return { page: { ...next, event: { ...next.event, version: message.version } } };
}

function apply(
  page: EventPage,
  message: Exclude<LiveMessage, { type: "refetch" }>,
  myId: string,
): EventPage | "refetch" | "gone" {
  const { event } = page;
  switch (message.type) {
    case "link.shared":
      return withSharedLink(page, message.link);
    case "link.deleted":
      return {
        ...page,
        event: { ...event, linkCount: Math.max(0, event.linkCount - 1) },
        links: page.links.filter((l) => l.id !== message.linkId),
      };
    case "link.preview":
      return withPreview(page, message.url, message.preview);
    case "shortlist.changed":
      return withShortlist(page, message);
    // Another member voted for the first time: who has voted is fetched again (the turnout
    // follows the version); which link, and how, is not this member's to see.
    case "member.voted":
      return page;
    case "votes.changed": {
      // myVote and myDots are present only in my own streams: a vote I cast in another tab.
      const counted = withVotes(page, message.linkId, message);
      return message.ballot ? withBallot(counted, message.linkId, message.ballot) : counted;
    }
    // The count on the card; an open thread takes the comment itself (comments/live-threads.ts).
    case "comment.added":
    case "comment.deleted": {
      const linkId = message.type === "comment.added" ? message.comment.linkId : message.linkId;
      return withCommentCount(page, linkId, message.commentCount);
    }
    case "comment.edited":
      return page;
    case "member.joined":
      return {
        ...page,
        event: { ...event, memberCount: message.memberCount },
        members: page.members.some((m) => m.id === message.member.id)
          ? page.members
          : [...page.members, message.member],
      };
    case "member.left":
    case "member.removed": {
      if (message.userId === myId) return "gone";
      // Their votes are gone: the links they voted on come with their new counts (none to a
      // member who may not see results).
      const changed = message.counts.reduce(
        (next, counts) => withVotes(next, counts.linkId, counts),
        withoutBallotsOf(page, message.userId),
      );
      return {
        ...changed,
        event: { ...event, memberCount: message.memberCount },
        members: page.members.filter((m) => m.id !== message.userId),
      };
    }
    case "event.edited":
      // Who sees results, or whether votes are open, changed: what this member may see changed
      // with it, and only the server knows it (it depends on whether they have voted).
      if (message.resultsShown !== event.resultsShown || message.votesShown !== event.votesShown)
        return "refetch";
      return withRules(
        {
          ...page,
          event: {
            ...event,
            title: message.title,
            description: message.description,
            deadline: message.deadline,
          },
        },
        message,
      );
    case "event.closed":
      // A closed event shows everyone its result: it comes with the message, no fetch needed.
      return { ...withResults(withClosure(page, message), message.results), seesResults: true };
    case "event.reopened":
      // Open again: unless results always show, a member who had not voted sees them no more.
      if (event.resultsShown !== "always") return "refetch";
      return withResults(withClosure(page, message), message.results);
    case "event.deleted":
      return "gone";
    case "code.changed":
      return { ...page, event: { ...event, invitationCode: message.invitationCode } };
    default:
      // A message this version of the page does not know: fetch the page instead.
      return "refetch";
  }
}
