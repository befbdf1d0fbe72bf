// Turns everything that is not a success into the one error shape (a code of shared/errors.ts).
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import {
  englishMessage,
  errorCodes,
  fieldError,
  isErrorCode,
  placeholdersOf,
  type ApiErrorBody,
  type CodeWithStatus,
  type ErrorCode,
  type ErrorParams,
  type FieldErrors,
  type ParamsOf,
  type PlainCode,
} from "../../shared/errors";
import { errorFacts, errorFrames } from "./error-facts";

export { fieldError };

/** After the code: its text's params, then the refused fields. */
type After<C extends ErrorCode> = [keyof ParamsOf<C>] extends [never]
  ? [params?: undefined, fields?: FieldErrors]
  : [params: ParamsOf<C>, fields?: FieldErrors];

/** A refusal: thrown anywhere, answered in the one error shape by `toErrorResponse`. */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: C;
  readonly params?: ErrorParams;
  readonly fields?: FieldErrors;
  constructor(code: C, ...[params, fields]: After<C>) {
    super(englishMessage(code, params as ErrorParams | undefined));
    this.code = code;
    if (params) this.params = params as ErrorParams;
    if (fields) this.fields = fields;
  }
  get status() {
    return errorCodes[this.code];
  }
  /** An error whose code is known only at run time (a field's, Better Auth's): params unchecked. */
  static of(code: ErrorCode, params?: ErrorParams, fields?: FieldErrors): AppError {
    const make = AppError as unknown as new (
      code: ErrorCode,
      params?: ErrorParams,
      fields?: FieldErrors,
    ) => AppError;
    return new make(code, params, fields);
  }
}

/** A request whose fields were refused: the first field's error, with all of them in `fields`. */
export function badRequest(fields: FieldErrors) {
  const first = Object.values(fields)[0];
  return first ? AppError.of(first.code, first.params, fields) : new AppError("badRequest");
}
/** The codes, without params, of a 404, a 403 and a 409. */
export type NotFoundCode = Extract<PlainCode, CodeWithStatus<404>>;
export type ForbiddenCode = Extract<PlainCode, CodeWithStatus<403>>;
export type ConflictCode = Extract<PlainCode, CodeWithStatus<409>>;

export const notFound = (code: NotFoundCode = "notFound") => new AppError(code);
export const forbidden = (code: ForbiddenCode = "forbidden") => new AppError(code);
export const conflict = (code: ConflictCode) => new AppError(code);
export const notSignedIn = () => new AppError("unauthenticated");

export function errorBody(
  code: ErrorCode,
  params?: ErrorParams,
  fields?: FieldErrors,
): ApiErrorBody {
  const message = englishMessage(code, params);
  const hasParams = params && Object.keys(params).length > 0;
  return {
    error: {
      code,
      message,
      ...(hasParams ? { params } : {}),
      ...(fields ? { fields } : {}),
    },
  };
}

export function sendError(c: Context, code: ErrorCode, params?: ErrorParams, fields?: FieldErrors) {
  return c.json(errorBody(code, params, fields), errorCodes[code] as ContentfulStatusCode);
}

/** Refused fields with their first issue's code, else `unknownField` or `invalidValue`. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "body";
    if (fields[key]) continue;
    if (isErrorCode(issue.message)) {
      const known: ErrorParams = { field: key };
      if ("maximum" in issue) known.max = Number(issue.maximum);
      if ("minimum" in issue) known.min = Number(issue.minimum);
      const params = Object.fromEntries(
        placeholdersOf(issue.message).flatMap((name) =>
          name in known ? [[name, known[name]!]] : [],
        ),
      );
      fields[key] = fieldError(issue.message, params);
    } else if (issue.code === "unrecognized_keys") {
      fields[key] = fieldError("unknownField", { name: issue.keys[0] ?? "" });
    } else {
      fields[key] = fieldError("invalidValue");
    }
  }
  return fields;
}

// Database unreachable (socket codes, SQLSTATE 08/57P/53): 503, retryable.
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
const SQLSTATE = /^(08|57P|53)[0-9A-Z]{2,3}$/;
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Cannot use a pool after calling end|PGlite is closed/i;

type Raised = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 8) return false;
  const e = error as Raised;
  if (typeof e.code === "string" && (SOCKET_CODES.has(e.code) || SQLSTATE.test(e.code)))
    return true;
  if (typeof e.message === "string" && MESSAGES.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

export function toErrorResponse(
  c: Context,
  error: unknown,
  log: (line: Record<string, unknown>) => void,
) {
  if (error instanceof AppError) return sendError(c, error.code, error.params, error.fields);
  if (error instanceof HTTPException) {
    const status = error.status;
    if (status === 413) return sendError(c, "bodyTooLarge");
    if (status === 401) return sendError(c, "unauthenticated");
    if (status >= 400 && status < 500) return sendError(c, "badRequest");
  }
  // Name and code only: query wrappers repeat parameters, drivers quote what they refused.
  if (isDatabaseUnavailable(error)) {
    log({ level: "error", msg: "database unavailable", ...errorFacts(error) });
    return sendError(c, "unavailable");
  }
  log({ level: "error", msg: "unhandled error", ...errorFacts(error), stack: errorFrames(error) });
  return sendError(c, "somethingWrong");
}
