// The votes feature's error codes, each with its one HTTP status (shared/errors.ts gathers them).
import type { CodesOf } from "../common/errors";
import type { votesWordsEn } from "./words-en";

export const votesErrors = {
  dotsNotWhole: 400,
  dotsTooFew: 400,
  dotsTooMany: 400,
  voteUnknown: 400,
  voteOrDots: 400,
  notOnShortlist: 409,
  noDotsLeft: 409,
  upDownEvent: 409,
  approvalEvent: 409,
  dotsEvent: 409,
} as const satisfies Record<CodesOf<typeof votesWordsEn>, number>;
