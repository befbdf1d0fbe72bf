// What a vote is answered as.
import { z } from "zod";
import { id, uuid, count } from "../common/answer-fields";

export const voteValue = z.enum(["up", "down"]);
export type VoteValue = z.infer<typeof voteValue>;

/** One member's vote on a link, shown when the event's votes are open. In a dots event `value`
 * is "up" and `weight` the dots; otherwise `weight` is 1. */
export const ballot = z.strictObject({
  userId: id,
  value: voteValue,
  weight: z.number().int().positive(),
});
export type Ballot = z.infer<typeof ballot>;

/** PUT .../vote: the link's counts after (null while the voter may not see results) and the
 * voter's own vote. */
export const voteResult = z.strictObject({
  linkId: uuid,
  up: count.nullable(),
  down: count.nullable(),
  myVote: voteValue.nullable(),
  myDots: count,
});
export type VoteResult = z.infer<typeof voteResult>;
