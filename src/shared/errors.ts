// The API's errors (decision 201). Every error answer has one shape,
// { error: { code, message, params?, fields? } }: `code` is a stable name, one of the keys of the
// catalogues' `errors` section (en.ts, de.ts), `params` fills its {{placeholders}}, and `message`
// is its English text rendered here from en.ts (the English lives only in the catalogue: each
// feature's words-en.ts). The HTTP status says the kind of refusal; each code has exactly one, in
// its feature's table (features/<feature>/errors.ts), gathered below. The browser shows a code in
// the reader's language from the catalogue, never by reading the English.
import { en } from "./i18n/en";
import { clientErrorCodes, commonErrors, type ClientErrorCode } from "./features/common/errors";
import { authErrors } from "./features/auth/errors";
import { accountErrors } from "./features/account/errors";
import { eventsErrors } from "./features/events/errors";
import { deadlinesErrors } from "./features/deadlines/errors";
import { votesErrors } from "./features/votes/errors";
import { groupsErrors } from "./features/groups/errors";
import { membersErrors } from "./features/members/errors";
import { linksErrors } from "./features/links/errors";
import { commentsErrors } from "./features/comments/errors";
import { invitationsErrors } from "./features/invitations/errors";
import { notificationsErrors } from "./features/notifications/errors";
import { pushErrors } from "./features/push/errors";
import { chatErrors } from "./features/chat/errors";
import { calendarErrors } from "./features/calendar/errors";
import { closingErrors } from "./features/closing/errors";
import { remindersErrors } from "./features/reminders/errors";
import { resultsErrors } from "./features/results/errors";
import { previewsErrors } from "./features/previews/errors";

export { clientErrorCodes, type ClientErrorCode };

type Texts = typeof en.errors;
type TextKey = keyof Texts;
type Plural = "zero" | "one" | "two" | "few" | "many" | "other";
/** An i18next plural form (noDotsLeft_one, noDotsLeft_other) is one code (noDotsLeft). */
type Base<K> = K extends `${infer B}_${Plural}` ? B : K;
type CatalogueCode = Base<TextKey>;

/**
 * Each code the server can send, and its HTTP status: each feature's table
 * (features/<feature>/errors.ts), grouped here by status. TypeScript holds this table to the
 * English catalogue (a code without an entry, or an entry without a code, does not compile); the
 * German catalogue has the English one's keys; tests/api/error-codes.test.ts checks both at run
 * time. Field errors (`fields`, under a 400) use the 400 codes.
 */
const byStatus = <T extends Record<string, number>>(codes: () => T): T =>
  Object.fromEntries(Object.entries(codes()).sort(([, a], [, b]) => a - b)) as T;
// Pure, the tables gathered in a function: a page that never reads the table leaves it out of
// its bundle.
export const errorCodes = /* @__PURE__ */ byStatus(
  () =>
    ({
      ...commonErrors,
      ...authErrors,
      ...accountErrors,
      ...eventsErrors,
      ...deadlinesErrors,
      ...votesErrors,
      ...groupsErrors,
      ...membersErrors,
      ...linksErrors,
      ...commentsErrors,
      ...invitationsErrors,
      ...notificationsErrors,
      ...pushErrors,
      ...chatErrors,
      ...calendarErrors,
      ...closingErrors,
      ...remindersErrors,
      ...resultsErrors,
      ...previewsErrors,
    }) as const satisfies Record<Exclude<CatalogueCode, ClientErrorCode>, number>,
);

export type ErrorCode = keyof typeof errorCodes;
const noCodeWithoutWords: [Exclude<ErrorCode, CatalogueCode>] extends [never] ? true : never = true;
void noCodeWithoutWords;
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
const englishPlural = /* @__PURE__ */ new Intl.PluralRules("en");

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
