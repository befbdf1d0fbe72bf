// Every message the live stream (GET /api/events/:id/live) sends, as one union of zod schemas
// (tests parse every message they receive with it). Durable messages carry the event's version
// after the change, so a client can tell a missed message (a gap) from a stale one (a version it
// already has). The browser imports only the types.
import { z } from "zod";
import { eventStatus, linkPreview, member, sharedLink, voteValue } from "./responses";

export type { SharedLink } from "./responses";

const version = z.number().int().positive();
const count = z.number().int().nonnegative();

export const voteCounts = z.strictObject({ linkId: z.uuid(), up: count, down: count });
export type VoteCounts = z.infer<typeof voteCounts>;

const votesChanged = z.strictObject({
  type: z.literal("votes.changed"),
  version,
  linkId: z.uuid(),
  up: count,
  down: count,
  /** Only in the voter's own streams (their other tabs): their vote now. */
  myVote: voteValue.nullable().optional(),
});

export const liveMessage = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("link.shared"), version, link: sharedLink }),
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
  }),
  z.strictObject({
    type: z.enum(["event.closed", "event.reopened"]),
    version,
    status: eventStatus,
    winnerLinkId: z.uuid().nullable(),
    closedAt: z.iso.datetime({ precision: 3 }).nullable(),
    deadline: z.iso.datetime({ precision: 3 }).nullable(),
  }),
  z.strictObject({ type: z.literal("event.deleted"), version }),
  z.strictObject({ type: z.literal("code.changed"), version, invitationCode: z.string() }),
  // Not durable: "your copy may be stale, fetch the event again" (after the server's listener
  // reconnected, or for a message too large to relay).
  z.strictObject({ type: z.literal("refetch") }),
]);

/** What a browser receives. */
export type LiveMessage = z.infer<typeof liveMessage>;

/** The first message of every stream: the event's version now. */
export const readyMessage = z.strictObject({ type: z.literal("ready"), version });

/** What the server publishes: a vote's message also names the voter, from which the hub gives
 * the voter's own streams `myVote` and everyone else only the counts. The voter is never sent. */
export type PublishedMessage =
  | Exclude<LiveMessage, { type: "votes.changed" }>
  | (z.infer<typeof votesChanged> & { voter?: { userId: string; vote: VoteValue | null } });

type VoteValue = z.infer<typeof voteValue>;
