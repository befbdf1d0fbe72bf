// The members feature's error codes, each with its one HTTP status (shared/errors.ts gathers them).
import type { CodesOf } from "../common/errors";
import type { membersWordsEn } from "./words-en";

export const membersErrors = {
  codeRequired: 400,
  codeTooLong: 400,
  removeCreatorOnly: 403,
  creatorCannotBeRemoved: 403,
  creatorCannotLeave: 403,
  memberNotFound: 404,
  invalidCode: 404,
  alreadyMember: 409,
} as const satisfies Record<CodesOf<typeof membersWordsEn>, number>;
