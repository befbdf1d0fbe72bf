// Turns everything that is not a success into the one error shape, from one place.
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { errorStatus, type ApiErrorBody, type ErrorCode } from "../../shared/errors";

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
// wrong, so it gets 503 and may try again.
const UNAVAILABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01",
  "57P03",
  "08000",
  "08003",
  "08006",
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: string; message?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code && UNAVAILABLE.has(e.code)) return true;
    if (
      typeof e.message === "string" &&
      /Connection terminated|timeout exceeded when trying to connect|PGlite is closed/i.test(
        e.message,
      )
    )
      return true;
  }
  return false;
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
  if (isDatabaseUnavailable(error)) {
    log({
      level: "error",
      msg: "database unavailable",
      error: String((error as Error)?.message ?? error),
    });
    return sendError(c, "unavailable", "The service is temporarily unavailable. Please try again.");
  }
  log({ level: "error", msg: "unhandled error", error: String((error as Error)?.stack ?? error) });
  return sendError(c, "internal", "Something went wrong");
}
