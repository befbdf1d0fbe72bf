// The typed API client: JSON in and out, cookies included, and every failure turned into an
// ApiError carrying the server's message (the one error shape) for the toast to show.
import { isApiErrorBody, type ErrorCode } from "../../shared/errors";
import { markOnline } from "./online";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | "network",
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export async function api<T>(
  method: string,
  path: string,
  body?: unknown,
  init: RequestInit = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      ...init,
    });
  } catch {
    throw new ApiError(
      0,
      "network",
      navigator.onLine
        ? "Could not reach Huddle. Check your connection and try again."
        : "You are offline. Try again when your connection is back.",
    );
  }
  // The service worker never answers /api: this came from the server.
  markOnline();
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  if (!response.ok) {
    if (isApiErrorBody(json))
      throw new ApiError(response.status, json.error.code, json.error.message, json.error.fields);
    throw new ApiError(response.status, "internal", response.statusText || "Request failed");
  }
  return json as T;
}

export const get = <T>(path: string) => api<T>("GET", path);
export const post = <T>(path: string, body: unknown = {}) => api<T>("POST", path, body);
export const put = <T>(path: string, body: unknown = {}) => api<T>("PUT", path, body);
export const patch = <T>(path: string, body: unknown = {}) => api<T>("PATCH", path, body);
export const del = <T>(path: string) => api<T>("DELETE", path);

/** The server's message when there is one, else the spec's fallback text. */
export function errorMessage(error: unknown, fallback: string) {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
