// The calendar feature's error codes, each with its one HTTP status (shared/errors.ts gathers them).
import type { CodesOf } from "../common/errors";
import type { calendarWordsEn } from "./words-en";

export const calendarErrors = {
  guestNoCalendarFeed: 403,
  feedNotFound: 404,
} as const satisfies Record<CodesOf<typeof calendarWordsEn>, number>;
