// The links feature's error codes, each with its one HTTP status (shared/errors.ts gathers them).
import type { CodesOf } from "../common/errors";
import type { linksWordsEn } from "./words-en";

export const linksErrors = {
  urlRequired: 400,
  urlTooLong: 400,
  urlInvalid: 400,
  linkDeleteSharerOrCreator: 403,
  unshortlistShortlisterOrCreator: 403,
  linkNotFound: 404,
  alreadyShared: 409,
} as const satisfies Record<CodesOf<typeof linksWordsEn>, number>;
