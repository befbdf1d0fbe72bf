// What a shared link is answered as, and its shortlist state.
import { z } from "zod";
import { id, uuid, time, count } from "../common/answer-fields";
import { linkPreview } from "../previews/answers";
import { ballot, voteValue } from "../votes/answers";

/** What the group's other closed rounds say of a link's cleaned address (decision 226): the
 * closings of the rounds it won (newest first), in how many it was on the shortlist, and who
 * first shared it in an earlier round (only someone who is or was in the group; else null). */
export const linkHistory = z.strictObject({
  wonOn: z.array(time),
  shortlisted: count,
  sharedBefore: z.string().nullable(),
});
export type LinkHistory = z.infer<typeof linkHistory>;

/** A link as it is shared: nothing voted on it yet. POST /api/events/:id/links answers it, and
 * the live message brings it to every member; each page then shows it with no votes. */
export const newLink = z.strictObject({
  id: uuid,
  url: z.string(),
  title: z.string(),
  description: z.string(),
  sharedBy: z.strictObject({ id, name: z.string() }),
  inShortlist: z.boolean(),
  shortlistedBy: id.nullable(),
  shortlistedAt: time.nullable(),
  createdAt: time,
  /** Null until the server has fetched the page (it arrives live), or when it has none. */
  preview: linkPreview.nullable(),
  /** In a round, its address won one of the group's last rounds: it cannot win this one
   * ("give others a chance", decision 226). Always false in a standalone event. */
  barred: z.boolean(),
  /** Its history in the group; null in a standalone event, or when the group's other rounds
   * say nothing of its address. */
  history: linkHistory.nullable(),
});
export type NewLink = z.infer<typeof newLink>;

/** A link as every member who may see results sees it; each viewer keeps their own `myVote`.
 * `up`, `down` and `voters` are null for a member who may not see results yet
 * (shared/core/voting.ts): the server leaves them out, the browser only explains why. `voters` is
 * there only when the event's votes are open (a 1,000-link page stays within its size). */
export const sharedLink = newLink.extend({
  up: count.nullable(),
  down: count.nullable(),
  voters: z.array(ballot).nullable().optional(),
  /** How many comments the link has; left out when none, and named short: a 1,000-link page
   * stays within its size (decision 217). The thread itself is read when opened. */
  cc: z.number().int().positive().optional(),
});
export type SharedLink = z.infer<typeof sharedLink>;

export const link = sharedLink.extend({
  /** This viewer's own vote; always present (null when none). In a dots event "up" while
   * they have dots on the link. */
  myVote: voteValue.nullable(),
  /** The dots this viewer has on the link: only in a dots event. */
  myDots: count.optional(),
});
export type Link = z.infer<typeof link>;

/** PUT and DELETE /api/events/:id/links/:linkId/shortlist: the link's shortlist state after. */
export const shortlistState = z.strictObject({
  linkId: uuid,
  inShortlist: z.boolean(),
  shortlistedBy: id.nullable(),
  shortlistedAt: time.nullable(),
});
export type ShortlistState = z.infer<typeof shortlistState>;
