// The account feature's error codes, each with its one HTTP status (shared/errors.ts gathers them).
import type { CodesOf } from "../common/errors";
import type { accountWordsEn } from "./words-en";

export const accountErrors = {
  languageUnknown: 400,
  accountNothingToChange: 400,
  confirmRequired: 400,
  confirmMismatch: 400,
  confirmEmail: 400,
  confirmName: 400,
} as const satisfies Record<CodesOf<typeof accountWordsEn>, number>;
