// Changes to an event page as the browser holds it, each written once: the live stream applies
// them to other members' changes, and our own mutations apply them as soon as the server answers.
// None touches the page's version: that is the live stream's to move.
import type { EventPage, Link, LinkPreview, VoteValue } from "../../../shared/api";
import { previewOfLink } from "../../../shared/link-preview";

export function withLink(page: EventPage, linkId: string, edit: (link: Link) => Link): EventPage {
  return { ...page, links: page.links.map((link) => (link.id === linkId ? edit(link) : link)) };
}

/** A new link goes first (the page lists links newest first), once. */
export function withSharedLink(page: EventPage, link: Link): EventPage {
  if (page.links.some((l) => l.id === link.id)) return page;
  return {
    ...page,
    event: { ...page.event, linkCount: page.event.linkCount + 1 },
    links: [link, ...page.links],
  };
}

export function withShortlist(
  page: EventPage,
  state: {
    linkId: string;
    inShortlist: boolean;
    shortlistedBy: string | null;
    shortlistedAt: string | null;
  },
): EventPage {
  const { inShortlist, shortlistedBy, shortlistedAt } = state;
  return withLink(page, state.linkId, (link) => ({
    ...link,
    inShortlist,
    shortlistedBy,
    shortlistedAt,
  }));
}

/** Closed (with its winner, or none) or open again. */
export function withClosure(
  page: EventPage,
  closure: Pick<EventPage["event"], "status" | "winnerLinkId" | "closedAt" | "deadline">,
): EventPage {
  const { status, winnerLinkId, closedAt, deadline } = closure;
  return { ...page, event: { ...page.event, status, winnerLinkId, closedAt, deadline } };
}

/** A link's counts, and my vote where it is known (another member's vote leaves mine alone). */
export function withVotes(
  page: EventPage,
  linkId: string,
  votes: { up: number; down: number; myVote?: VoteValue | null },
): EventPage {
  const { up, down, myVote } = votes;
  return withLink(page, linkId, (link) => ({
    ...link,
    up,
    down,
    ...(myVote !== undefined && { myVote }),
  }));
}

/** A preview arrived for an address: every link there shows it (the same place shared twice
 * before addresses were cleaned may have two cards), as the server's page would carry it. */
export function withPreview(page: EventPage, url: string, preview: LinkPreview): EventPage {
  return {
    ...page,
    links: page.links.map((link) =>
      link.url === url ? { ...link, preview: previewOfLink(link.description, preview) } : link,
    ),
  };
}
