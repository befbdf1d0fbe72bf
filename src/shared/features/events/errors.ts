// The events feature's error codes, each with its one HTTP status (shared/errors.ts gathers them).
import type { CodesOf } from "../common/errors";
import type { eventsWordsEn } from "./words-en";

export const eventsErrors = {
  resultsShownUnknown: 400,
  votesShownUnknown: 400,
  methodUnknown: 400,
  guestCannotCreate: 403,
  editCreatorOnly: 403,
  newCodeCreatorOnly: 403,
  deleteCreatorOnly: 403,
  eventNotFound: 404,
  eventClosed: 409,
  methodAfterVotes: 409,
} as const satisfies Record<CodesOf<typeof eventsWordsEn>, number>;
