// The previews feature's error codes, each with its one HTTP status (shared/errors.ts gathers them).
import type { CodesOf } from "../common/errors";
import type { previewsWordsEn } from "./words-en";

export const previewsErrors = {
  imageNotFound: 404,
} as const satisfies Record<CodesOf<typeof previewsWordsEn>, number>;
