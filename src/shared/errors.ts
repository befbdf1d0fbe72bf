// The API's errors (decision 201). Every error answer has one shape,
// { error: { code, message, params?, fields? } }: `code` is a stable name, one of the keys of the
// catalogues' `errors` section (en.ts, de.ts), `params` fills its {{placeholders}}, and `message`
// is its English text rendered here from en.ts (the English lives only there). The HTTP status
// says the kind of refusal; each code has exactly one, in the table below. The browser shows a
// code in the reader's language from the catalogue, never by reading the English.
import { en } from "./i18n/en";

type Texts = typeof en.errors;
type TextKey = keyof Texts;
type Plural = "zero" | "one" | "two" | "few" | "many" | "other";
/** An i18next plural form (noDotsLeft_one, noDotsLeft_other) is one code (noDotsLeft). */
type Base<K> = K extends `${infer B}_${Plural}` ? B : K;
type CatalogueCode = Base<TextKey>;

/** Entries the browser says of its own failures (no answer, no network); the server never sends
 * them, so they have no status. */
export const clientErrorCodes = ["network", "offline", "requestFailed"] as const;
export type ClientErrorCode = (typeof clientErrorCodes)[number];

/**
 * Each code the server can send, and its HTTP status. TypeScript holds this table to the English
 * catalogue (a code without an entry, or an entry without a code, does not compile); the German
 * catalogue has the English one's keys; tests/api/error-codes.test.ts checks both at run time.
 * Field errors (`fields`, under a 400) use the 400 codes.
 */
export const errorCodes = {
  // 400: the request itself is refused.
  badRequest: 400,
  notJson: 400,
  badJson: 400,
  unstorableText: 400,
  invalidValue: 400,
  unknownField: 400,
  unknownTimeZone: 400,
  badUnsubscribeToken: 400,
  directionControls: 400,
  titleRequired: 400,
  titleTooLong: 400,
  descriptionNotText: 400,
  descriptionTooLong: 400,
  deadlineNotDate: 400,
  deadlinePast: 400,
  deadlineTooFar: 400,
  resultsShownUnknown: 400,
  votesShownUnknown: 400,
  methodUnknown: 400,
  dotsNotWhole: 400,
  dotsTooFew: 400,
  dotsTooMany: 400,
  nothingToChange: 400,
  groupNameRequired: 400,
  groupNameTooLong: 400,
  barLastWinnersInvalid: 400,
  weekdayUnknown: 400,
  clockTimeInvalid: 400,
  groupRoleUnknown: 400,
  roundsChoiceRequired: 400,
  codeRequired: 400,
  codeTooLong: 400,
  urlRequired: 400,
  urlTooLong: 400,
  urlInvalid: 400,
  commentRequired: 400,
  commentTooLong: 400,
  voteUnknown: 400,
  voteOrDots: 400,
  emailRequired: 400,
  emailTooLong: 400,
  emailInvalid: 400,
  nameNotText: 400,
  nameRequired: 400,
  nameTooLong: 400,
  nameControlCharacters: 400,
  languageUnknown: 400,
  timeZoneNotText: 400,
  accountNothingToChange: 400,
  confirmRequired: 400,
  confirmMismatch: 400,
  confirmEmail: 400,
  confirmName: 400,
  notTrueOrFalse: 400,
  pushEndpointInvalid: 400,
  pushKeyInvalid: 400,
  chatAddressInvalid: 400,
  chatRoomInvalid: 400,
  chatTokenRequired: 400,
  chatTokenInvalid: 400,
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
  // 401: not signed in (or the session has ended), or the wrong credentials.
  unauthenticated: 401,
  invalidCredentials: 401,
  // 403: signed in, but not allowed.
  forbidden: 403,
  crossOrigin: 403,
  emailNotVerified: 403,
  guestCannotCreate: 403,
  guestCannotInvite: 403,
  guestHasNoEmail: 403,
  guestNoCalendarFeed: 403,
  guestNoEmail: 403,
  editCreatorOnly: 403,
  newCodeCreatorOnly: 403,
  deleteCreatorOnly: 403,
  closeCreatorOnly: 403,
  remindCreatorOnly: 403,
  resultLinkCreatorOnly: 403,
  removeCreatorOnly: 403,
  creatorCannotBeRemoved: 403,
  creatorCannotLeave: 403,
  guestCannotCreateGroup: 403,
  groupAdminOnly: 403,
  groupCreatorOnly: 403,
  groupCreatorCannotLeave: 403,
  groupCreatorCannotBeRemoved: 403,
  groupCreatorStaysAdmin: 403,
  guestCannotBeAdmin: 403,
  commentEditAuthorOnly: 403,
  commentDeleteAuthorOrCreator: 403,
  linkDeleteSharerOrCreator: 403,
  unshortlistShortlisterOrCreator: 403,
  // 404: no such thing, or not one the caller may see (a non-member hears eventNotFound for
  // everything of an event, exactly as for an event that does not exist).
  notFound: 404,
  noRoute: 404,
  eventNotFound: 404,
  groupNotFound: 404,
  linkNotFound: 404,
  commentNotFound: 404,
  memberNotFound: 404,
  imageNotFound: 404,
  resultNotFound: 404,
  feedNotFound: 404,
  chatNotFound: 404,
  invalidCode: 404,
  sessionEnded: 404,
  // 405: a route that is there, asked with another method (Better Auth's).
  methodNotAllowed: 405,
  // 409: not in the state it is in now.
  alreadyMember: 409,
  alreadyGroupMember: 409,
  roundAlreadyOpen: 409,
  pushNoDevice: 409,
  chatTooMany: 409,
  chatNotWebhook: 409,
  alreadyARound: 409,
  roundMembersAreTheGroups: 409,
  alreadyShared: 409,
  eventClosed: 409,
  deadlineOfClosedEvent: 409,
  everyoneVoted: 409,
  notOnShortlist: 409,
  noDotsLeft: 409,
  methodAfterVotes: 409,
  upDownEvent: 409,
  approvalEvent: 409,
  dotsEvent: 409,
  noSchedule: 409,
  noDeadline: 409,
  schedulePaused: 409,
  accountExists: 409,
  emailTaken: 409,
  // 413: the body is over 64 KB.
  bodyTooLarge: 413,
  // 429: too many, too soon.
  tooManyRequests: 429,
  tooManyStreams: 429,
  tooManySignIns: 429,
  tooManyWrongPasswords: 429,
  reminderTooSoon: 429,
  // 5xx: the server's side.
  somethingWrong: 500,
  unavailable: 503,
} as const satisfies Record<Exclude<CatalogueCode, ClientErrorCode>, number>;

export type ErrorCode = keyof typeof errorCodes;
export type ErrorStatus = (typeof errorCodes)[ErrorCode];
/** The codes answered with `status`. */
export type CodeWithStatus<S extends ErrorStatus> = {
  [C in ErrorCode]: (typeof errorCodes)[C] extends S ? C : never;
}[ErrorCode];

// What each code's English text asks for: its {{placeholders}}, read from the catalogue's types.
type TextsOf<C extends string> = Texts[Extract<TextKey, C | `${C}_${Plural}`>];
type Holes<S> = S extends `${string}{{${infer P}}}${infer Rest}` ? P | Holes<Rest> : never;
/** The params of a code: `count` (which picks the plural form) is a number. */
export type ParamsOf<C extends ErrorCode> = {
  [P in Holes<TextsOf<C>>]: P extends "count" ? number : string | number;
};
/** The codes whose text has no placeholder. */
export type PlainCode = {
  [C in ErrorCode]: [Holes<TextsOf<C>>] extends [never] ? C : never;
}[ErrorCode];

export type ErrorParams = Record<string, string | number>;
/** A refused request field: a 400 code, its params and its English text. */
export type FieldError = { code: ErrorCode; message: string; params?: ErrorParams };
export type FieldErrors = Record<string, FieldError>;

export type ApiErrorBody = {
  error: { code: ErrorCode; message: string; params?: ErrorParams; fields?: FieldErrors };
};

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === "string" && Object.hasOwn(errorCodes, value);

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  const error = (value as ApiErrorBody | null)?.error;
  return (
    typeof error === "object" &&
    error !== null &&
    typeof error.code === "string" &&
    typeof error.message === "string"
  );
}

const texts: Record<string, string> = en.errors;
const englishPlural = new Intl.PluralRules("en");

/** The English text of a code, as i18next renders the catalogue: the plural form by `count`,
 * then each {{placeholder}} from the params. */
export function englishMessage(code: ErrorCode, params?: ErrorParams): string {
  const count = params?.count;
  const plural = typeof count === "number" ? texts[`${code}_${englishPlural.select(count)}`] : null;
  const text = plural ?? texts[code] ?? code;
  return text.replace(/\{\{(\w+)\}\}/g, (hole, name: string) =>
    params && name in params ? String(params[name]) : hole,
  );
}

/** The names of the placeholders a code's English text has. */
export function placeholdersOf(code: ErrorCode): string[] {
  const forms = Object.keys(texts).filter(
    (key) => key === code || new RegExp(`^${code}_(zero|one|two|few|many|other)$`).test(key),
  );
  const names = forms.flatMap((key) =>
    [...texts[key]!.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!),
  );
  return [...new Set(names)];
}

/** A field error with its English text. */
export function fieldError(code: ErrorCode, params?: ErrorParams): FieldError {
  const message = englishMessage(code, params);
  return params && Object.keys(params).length ? { code, message, params } : { code, message };
}
