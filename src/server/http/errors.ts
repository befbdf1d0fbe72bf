// Turns everything that is not a success into the one error shape, from one place.
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { errorStatus, type ApiErrorBody, type ErrorCode } from "../../shared/errors";
import { errorFacts, errorFrames } from "./error-facts";

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
  get status() {
    return errorStatus[this.code];
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError("bad_request", message, fields);
export const notFound = (message = "Not found") => new AppError("not_found", message);
export const forbidden = (message = "Only the creator of this event can do that") =>
  new AppError("forbidden", message);
export const conflict = (message: string) => new AppError("conflict", message);

export function errorBody(
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

export function sendError(
  c: Context,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
) {
  return c.json(errorBody(code, message, fields), errorStatus[code] as ContentfulStatusCode);
}

/** Field messages from a zod error: the first message for each top-level field. */
export function fieldErrors(error: z.ZodError) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "body";
    fields[key] ??= issue.message;
  }
  return fields;
}

// Errors a driver raises when it cannot reach the database at all: the client did nothing
// wrong, so it gets 503 and may try again. node-postgres reports a refused or failed connection
// with the socket's code (an AggregateError holding one per address, for a name with several),
// a connection lost mid-query or a connect that timed out by message only, and a client that
// broke earlier as "not queryable"; PostgreSQL itself answers with SQLSTATE class 08
// (connection exception), 57P (shutting down, starting up) or 53 (out of connections, memory or
// disk). Drizzle wraps them all in an error whose `cause` is the original.
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
  if (error instanceof AppError) return sendError(c, error.code, error.message, error.fields);
  if (error instanceof HTTPException) {
    const status = error.status;
    if (status === 413)
      return sendError(c, "payload_too_large", "The request body is too large (64 KB at most)");
    if (status === 401)
      return sendError(c, "unauthorized", error.message || "User must be authenticated");
    if (status >= 400 && status < 500)
      return sendError(c, "bad_request", error.message || "Bad request");
  }
  // The error's name and code, never its message: a query wrapper's repeats the query with its
  // parameters, and a driver's can quote what it refused (error-facts.ts).
  if (isDatabaseUnavailable(error)) {
    log({ level: "error", msg: "database unavailable", ...errorFacts(error) });
    return sendError(c, "unavailable", "The service is temporarily unavailable. Please try again.");
  }
  log({ level: "error", msg: "unhandled error", ...errorFacts(error), stack: errorFrames(error) });
  return sendError(c, "internal", "Something went wrong");
}
