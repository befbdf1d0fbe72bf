// The auth feature's error codes, each with its one HTTP status (shared/errors.ts gathers them).
import type { CodesOf } from "../common/errors";
import type { authWordsEn } from "./words-en";

export const authErrors = {
  notLocalPath: 400,
  passwordRequired: 400,
  passwordTooShort: 400,
  passwordTooLong: 400,
  currentPasswordRequired: 400,
  invitationNotText: 400,
  invitationTooLong: 400,
  unknownProvider: 400,
  resetLinkNotValid: 400,
  sessionIdRequired: 400,
  unknownSession: 400,
  resetLinkInvalid: 400,
  wrongCurrentPassword: 400,
  noPassword: 400,
  sameEmail: 400,
  signedInAlready: 400,
  invalidCredentials: 401,
  emailNotVerified: 403,
  guestNoEmail: 403,
  sessionEnded: 404,
  accountExists: 409,
  emailTaken: 409,
  tooManySignIns: 429,
  tooManyWrongPasswords: 429,
} as const satisfies Record<CodesOf<typeof authWordsEn>, number>;
