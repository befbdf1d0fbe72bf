// Every message the live stream (GET /api/events/:id/live) sends, as one union of zod schemas
// (tests parse every message they receive with it). Durable messages carry the page's version
// after the change, so a client can tell a missed message (a gap) from a stale one (a version it
// already has). That version is the member's own (decision 210): for a member who sees results
// it moves with every change, for one who may not, only with what every member sees and with
// their own votes, so it cannot count the others' votes. The browser imports only the types.
import { z } from "zod";
import { ballot, comment, eventStatus, linkPreview, member, newLink, voteValue } from "./responses";
import { resultsShownValues, voteMethods, votesShownValues, type VotingRules } from "./core/voting";

export type { NewLink, SharedLink } from "./responses";

const version = z.number().int().positive();
const count = z.number().int().nonnegative();

export const voteCounts = z.strictObject({ linkId: z.uuid(), up: count, down: count });
export type VoteCounts = z.infer<typeof voteCounts>;

/** A link's counts after a change, and (open votes) who voted what on it. */
export const linkResult = voteCounts.extend({ voters: z.array(ballot).nullable() });
export type LinkResult = z.infer<typeof linkResult>;

const votesChanged = z.strictObject({
  type: z.literal("votes.changed"),
  version,
  linkId: z.uuid(),
  /** Null for a member who may not see results yet (shared/core/voting.ts). */
  up: count.nullable(),
  down: count.nullable(),
  /** Only in the voter's own streams (their other tabs): their vote now. */
  myVote: voteValue.nullable().optional(),
  myDots: count.optional(),
  /** Open votes, to members who see results: whose vote changed, and to what (value null: taken
   * back). */
  ballot: z
    .strictObject({ userId: z.string(), value: voteValue.nullable(), weight: count })
    .optional(),
});

export const liveMessage = z.discriminatedUnion("type", [
  // A new link has no votes: each page shows it as it shows results (none, or zero).
  z.strictObject({ type: z.literal("link.shared"), version, link: newLink }),
  z.strictObject({ type: z.literal("link.deleted"), version, linkId: z.uuid() }),
  // A preview arrived for an address: every link of the event at that (cleaned) address shows it.
  z.strictObject({
    type: z.literal("link.preview"),
    version,
    url: z.string(),
    preview: linkPreview,
  }),
  z.strictObject({
    type: z.literal("shortlist.changed"),
    version,
    linkId: z.uuid(),
    inShortlist: z.boolean(),
    shortlistedBy: z.string().nullable(),
    shortlistedAt: z.iso.datetime({ precision: 3 }).nullable(),
  }),
  votesChanged,
  // Another member's first vote, to a member who may not see results: who has voted is shown to
  // all (the turnout), which link they voted on and how is not.
  z.strictObject({ type: z.literal("member.voted"), version, userId: z.string() }),
  // Comments (decision 217): every page updates the link's count; a page with the thread open
  // updates the thread too. `commentCount` is the link's count after the change.
  z.strictObject({ type: z.literal("comment.added"), version, comment, commentCount: count }),
  z.strictObject({ type: z.literal("comment.edited"), version, comment }),
  z.strictObject({
    type: z.literal("comment.deleted"),
    version,
    linkId: z.uuid(),
    commentId: z.uuid(),
    commentCount: count,
  }),
  z.strictObject({ type: z.literal("member.joined"), version, member, memberCount: count }),
  // Leaving takes the member's votes along: the links whose counts changed come with it.
  z.strictObject({
    type: z.enum(["member.left", "member.removed"]),
    version,
    userId: z.string(),
    memberCount: count,
    counts: z.array(voteCounts),
  }),
  z.strictObject({
    type: z.literal("event.edited"),
    version,
    title: z.string(),
    description: z.string(),
    deadline: z.iso.datetime({ precision: 3 }).nullable(),
    resultsShown: z.enum(resultsShownValues),
    votesShown: z.enum(votesShownValues),
    method: z.enum(voteMethods),
    dots: z.number().int().positive(),
  }),
  // Closing shows every member the result: `results` holds every link's counts (and voters
  // when votes are open). On reopening, only a member who may still see results gets them.
  z.strictObject({
    type: z.enum(["event.closed", "event.reopened"]),
    version,
    status: eventStatus,
    winnerLinkId: z.uuid().nullable(),
    closedAt: z.iso.datetime({ precision: 3 }).nullable(),
    deadline: z.iso.datetime({ precision: 3 }).nullable(),
    results: z.array(linkResult),
  }),
  z.strictObject({ type: z.literal("event.deleted"), version }),
  z.strictObject({ type: z.literal("code.changed"), version, invitationCode: z.string() }),
  // Not durable: "your copy may be stale, fetch the event again" (after the server's listener
  // reconnected, or for a message too large to relay).
  z.strictObject({ type: z.literal("refetch") }),
]);

/** What a browser receives. */
export type LiveMessage = z.infer<typeof liveMessage>;

/** The group page's stream (GET /api/groups/:groupId/live, decision 226): "something on the page
 * changed (a member, a round opened or closed, the settings), fetch it again", with the group's
 * version after the change. `left` names a member who left or was removed (their streams end);
 * `deleted` says the group is gone (every stream ends). */
export const groupLiveMessage = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("group.changed"),
    version,
    left: z.string().optional(),
    deleted: z.boolean().optional(),
  }),
  z.strictObject({ type: z.literal("refetch") }),
]);
export type GroupLiveMessage = z.infer<typeof groupLiveMessage>;

/** The first message of every stream: the event's version now. */
export const readyMessage = z.strictObject({ type: z.literal("ready"), version });

/** What the server publishes, with `version` the event's own (`events.version`); each stream
 * gives every message its member's version (live/hub.ts). Messages that carry results, or change
 * who may see them, also carry the event's voting rules as they were at that version (`rules`),
 * from which the hub leaves the results out for each member who may not see them. A vote's
 * message also carries the event's tally and names the voter, from which the hub gives the
 * voter's own streams `myVote` and the others only what the rules allow. `rules`, `tally` and
 * `voter` are never sent. */
export type PublishedMessage =
  | Extract<GroupLiveMessage, { type: "group.changed" }>
  // A round's managers changed (an admin made or unmade, issue #49): every stream hears
  // "refetch", and `roleChanged`'s own streams end, so each reconnects and reads what its member
  // may see now (a stream keeps whether its member manages the event from when it started).
  | { type: "refetch"; roleChanged: string }
  | Exclude<
      LiveMessage,
      {
        type:
          | "votes.changed"
          | "member.voted"
          | "member.left"
          | "member.removed"
          | "event.edited"
          | "event.closed"
          | "event.reopened";
      }
    >
  | (Extract<
      LiveMessage,
      {
        type: "member.left" | "member.removed" | "event.edited" | "event.closed" | "event.reopened";
      }
    > & {
      rules: PublishedRules;
    })
  | (z.infer<typeof votesChanged> & {
      rules: PublishedRules;
      tally: number;
      /** `weight`: what the vote counts (1, a dots event's dots, 0 taken back); `myDots` and
       * `hasVoted` (ever, in this event) for the voter's own streams; `firstVote`: this vote made
       * them one who has voted (the version moved, not the tally); `voteSeq`: their own votes'
       * count that a member who may not see results follows (decision 210). */
      voter: {
        userId: string;
        value: VoteValue | null;
        weight: number;
        myDots: number;
        hasVoted: boolean;
        firstVote: boolean;
        voteSeq: number;
      };
    });

export type PublishedRules = Pick<VotingRules, "resultsShown" | "votesShown"> & {
  status: "active" | "completed";
};

type VoteValue = z.infer<typeof voteValue>;
