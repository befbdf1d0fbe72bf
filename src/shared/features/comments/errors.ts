// The comments feature's error codes, each with its one HTTP status (shared/errors.ts gathers them).
import type { CodesOf } from "../common/errors";
import type { commentsWordsEn } from "./words-en";

export const commentsErrors = {
  commentRequired: 400,
  commentTooLong: 400,
  commentEditAuthorOnly: 403,
  commentDeleteAuthorOrCreator: 403,
  commentNotFound: 404,
} as const satisfies Record<CodesOf<typeof commentsWordsEn>, number>;
