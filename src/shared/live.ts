// Every message the live stream (GET /api/events/:id/live) sends, as one union. Durable
// messages carry the event's version after the change, so a client can tell a missed message
// (a gap) from a stale one (a version it already has).
import type { EventSummary, Link, Member, VoteValue } from "./api";

/** A link as every member sees it; each viewer keeps their own `myVote`. */
export type SharedLink = Omit<Link, "myVote">;
export type VoteCounts = { linkId: string; up: number; down: number };

export type LiveMessage =
  | { type: "link.shared"; version: number; link: SharedLink }
  | { type: "link.deleted"; version: number; linkId: string }
  | {
      type: "shortlist.changed";
      version: number;
      linkId: string;
      inShortlist: boolean;
      shortlistedBy: string | null;
      shortlistedAt: string | null;
    }
  | {
      type: "votes.changed";
      version: number;
      linkId: string;
      up: number;
      down: number;
      /** Only in the voter's own streams (their other tabs): their vote now. */
      myVote?: VoteValue | null;
      /** Set by the server when publishing; each stream gets `myVote` from it, or nothing, so
       * no member ever learns how another voted. Never sent to a browser. */
      voter?: { userId: string; vote: VoteValue | null };
    }
  | { type: "member.joined"; version: number; member: Member; memberCount: number }
  // Leaving takes the member's votes along: the links whose counts changed come with it.
  | {
      type: "member.left" | "member.removed";
      version: number;
      userId: string;
      memberCount: number;
      counts: VoteCounts[];
    }
  | { type: "event.edited"; version: number; title: string; description: string }
  | {
      type: "event.closed" | "event.reopened";
      version: number;
      status: EventSummary["status"];
      winnerLinkId: string | null;
      closedAt: string | null;
    }
  | { type: "event.deleted"; version: number }
  | { type: "code.changed"; version: number; invitationCode: string }
  // Not durable: "your copy may be stale, fetch the event again" (after the server's listener
  // reconnected, or for a message too large to relay).
  | { type: "refetch" };
