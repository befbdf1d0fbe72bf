// The closing feature's error codes, each with its one HTTP status (shared/errors.ts gathers them).
import type { CodesOf } from "../common/errors";
import type { closingWordsEn } from "./words-en";

export const closingErrors = {
  closeCreatorOnly: 403,
} as const satisfies Record<CodesOf<typeof closingWordsEn>, number>;
