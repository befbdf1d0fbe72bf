// The error codes every feature may answer, each with its one HTTP status (shared/errors.ts
// gathers every feature's).
import type { commonWordsEn } from "./words-en";

/** Entries the browser says of its own failures (no answer, no network); the server never sends
 * them, so they have no status. */
export const clientErrorCodes = ["network", "offline", "requestFailed"] as const;
export type ClientErrorCode = (typeof clientErrorCodes)[number];

type Plural = "zero" | "one" | "two" | "few" | "many" | "other";
/** An i18next plural form (noDotsLeft_one, noDotsLeft_other) is one code (noDotsLeft). */
type Base<K> = K extends `${infer B}_${Plural}` ? B : K;
/** The codes a feature's English words have texts for: its table has exactly these (tsc checks). */
export type CodesOf<Words extends { errors: object }> = Base<keyof Words["errors"] & string>;

export const commonErrors = {
  badRequest: 400,
  notJson: 400,
  badJson: 400,
  unstorableText: 400,
  invalidValue: 400,
  unknownField: 400,
  unknownTimeZone: 400,
  directionControls: 400,
  titleRequired: 400,
  titleTooLong: 400,
  descriptionNotText: 400,
  descriptionTooLong: 400,
  nothingToChange: 400,
  emailRequired: 400,
  emailTooLong: 400,
  emailInvalid: 400,
  nameNotText: 400,
  nameRequired: 400,
  nameTooLong: 400,
  nameControlCharacters: 400,
  timeZoneNotText: 400,
  notTrueOrFalse: 400,
  unauthenticated: 401,
  forbidden: 403,
  crossOrigin: 403,
  notFound: 404,
  noRoute: 404,
  methodNotAllowed: 405,
  bodyTooLarge: 413,
  tooManyRequests: 429,
  tooManyStreams: 429,
  somethingWrong: 500,
  unavailable: 503,
} as const satisfies Record<Exclude<CodesOf<typeof commonWordsEn>, ClientErrorCode>, number>;
