// The deadlines feature's error codes, each with its one HTTP status (shared/errors.ts gathers them).
import type { CodesOf } from "../common/errors";
import type { deadlinesWordsEn } from "./words-en";

export const deadlinesErrors = {
  deadlineNotDate: 400,
  deadlinePast: 400,
  deadlineTooFar: 400,
  deadlineOfClosedEvent: 409,
  noDeadline: 409,
} as const satisfies Record<CodesOf<typeof deadlinesWordsEn>, number>;
