// Changes to an event page as the browser holds it, each written once: the live stream applies
// them to other members' changes, and our own mutations apply them as soon as the server answers.
// None touches the page's version: that is the live stream's to move.
import type { EventPage, Link, LinkPreview, NewLink, VoteValue } from "../../shared/api";
import type { LinkResult } from "../../shared/live";
import { previewOfLink } from "../../shared/link-preview";
import type { VotingRules } from "../../shared/core/voting";

export function withLink(page: EventPage, linkId: string, edit: (link: Link) => Link): EventPage {
  return { ...page, links: page.links.map((link) => (link.id === linkId ? edit(link) : link)) };
}

/** A new link as this page shows it: nothing voted on it, as zero counts to a viewer who sees
 * results (and, votes open, nobody's votes), as hidden ones to the others; my dots in a dots
 * event, none. As the server's page does, `voters` is there only when votes are open and
 * `myDots` only in a dots event. */
export function asPageLink(page: EventPage, link: NewLink): Link {
  const sees = page.seesResults;
  const { votesShown, method } = page.event;
  return {
    ...link,
    up: sees ? 0 : null,
    down: sees ? 0 : null,
    ...(votesShown === "open" && { voters: sees ? [] : null }),
    myVote: null,
    ...(method === "dots" && { myDots: 0 }),
  };
}

/** A new link goes first (the page lists links newest first), once. */
export function withSharedLink(page: EventPage, link: NewLink): EventPage {
  if (page.links.some((l) => l.id === link.id)) return page;
  return {
    ...page,
    event: { ...page.event, linkCount: page.event.linkCount + 1 },
    links: [asPageLink(page, link), ...page.links],
  };
}

/** On or off the shortlist. Off it in a dots event, its dots go back to whoever had put them
 * there, as the server does: its counts are zero, its ballots gone, my dots on it
 * none. The server sends no more than that, so this page learns nothing of whether it held any
 * (decision 210). */
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
  const dotsBack = !inShortlist && page.event.method === "dots";
  return withLink(page, state.linkId, (link) => ({
    ...link,
    inShortlist,
    shortlistedBy,
    shortlistedAt,
    ...(dotsBack && {
      up: link.up === null ? null : 0,
      down: link.down === null ? null : 0,
      ...(link.voters && { voters: [] }),
      myVote: null,
      myDots: 0,
    }),
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

/** A link's counts (null: this viewer may not see them), and my vote and dots where they are
 * known (another member's vote leaves mine alone). */
export function withVotes(
  page: EventPage,
  linkId: string,
  votes: { up: number | null; down: number | null; myVote?: VoteValue | null; myDots?: number },
): EventPage {
  const { up, down, myVote, myDots } = votes;
  return withLink(page, linkId, (link) => ({
    ...link,
    up,
    down,
    ...(myVote !== undefined && { myVote }),
    ...(myDots !== undefined && { myDots }),
  }));
}

/** Open votes: one member's vote on a link changed (value null: taken back). Their entry moves
 * to the end, as the server lists ballots in the order they were last changed. */
export function withBallot(
  page: EventPage,
  linkId: string,
  ballot: { userId: string; value: VoteValue | null; weight: number },
): EventPage {
  return withLink(page, linkId, (link) => {
    if (!link.voters) return link;
    const others = link.voters.filter((b) => b.userId !== ballot.userId);
    const { userId, value, weight } = ballot;
    return {
      ...link,
      voters: value === null ? others : [...others, { userId, value, weight: Math.max(1, weight) }],
    };
  });
}

/** A member left or was removed: their votes went with them. */
export function withoutBallotsOf(page: EventPage, userId: string): EventPage {
  return {
    ...page,
    links: page.links.map((link) =>
      link.voters?.some((b) => b.userId === userId)
        ? { ...link, voters: link.voters.filter((b) => b.userId !== userId) }
        : link,
    ),
  };
}

/** Every link's results at once (closing shows them to everyone); links not listed keep theirs. */
export function withResults(page: EventPage, results: readonly LinkResult[]): EventPage {
  if (results.length === 0) return page;
  const byId = new Map(results.map((result) => [result.linkId, result]));
  return {
    ...page,
    links: page.links.map((link) => {
      const result = byId.get(link.id);
      return result ? { ...link, up: result.up, down: result.down, voters: result.voters } : link;
    }),
  };
}

/** How the event votes, as the creator last set it. */
export function withRules(page: EventPage, rules: VotingRules): EventPage {
  const { resultsShown, votesShown, method, dots } = rules;
  return { ...page, event: { ...page.event, resultsShown, votesShown, method, dots } };
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
