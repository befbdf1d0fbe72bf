// The reminders feature's error codes, each with its one HTTP status (shared/errors.ts gathers them).
import type { CodesOf } from "../common/errors";
import type { remindersWordsEn } from "./words-en";

export const remindersErrors = {
  remindCreatorOnly: 403,
  everyoneVoted: 409,
  reminderTooSoon: 429,
} as const satisfies Record<CodesOf<typeof remindersWordsEn>, number>;
