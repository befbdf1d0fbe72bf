// The results feature's error codes, each with its one HTTP status (shared/errors.ts gathers them).
import type { CodesOf } from "../common/errors";
import type { resultsWordsEn } from "./words-en";

export const resultsErrors = {
  resultLinkCreatorOnly: 403,
  resultNotFound: 404,
} as const satisfies Record<CodesOf<typeof resultsWordsEn>, number>;
