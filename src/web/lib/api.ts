// What an API answer becomes in the browser: its JSON, or an ApiError carrying the server's
// code, params and refused fields (the one error shape), which the toast and the forms say in the
// reader's language from the catalogue (decision 220). The calls themselves are lib/client's.
import {
  isApiErrorBody,
  type ClientErrorCode,
  type ErrorCode,
  type ErrorParams,
  type FieldErrors,
} from "../../shared/errors";
import { i18n } from "./i18n";
import { markOnline } from "./online";
import { t } from "i18next";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    readonly params?: ErrorParams,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }
}

/** Could not reach the server at all. */
export function networkError() {
  const code = navigator.onLine ? "network" : "offline";
  return new ApiError(0, code, t(`errors.${code}`));
}

/** An answer's JSON (undefined when empty), or the ApiError its failure is. */
export async function readAnswer(response: {
  ok: boolean;
  status: number;
  statusText: string;
  text(): Promise<string>;
}): Promise<unknown> {
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
    if (isApiErrorBody(json)) {
      const { code, message, params, fields } = json.error;
      throw new ApiError(response.status, code, message, params, fields);
    }
    throw new ApiError(
      response.status,
      "requestFailed",
      response.statusText || t("errors.requestFailed"),
    );
  }
  return json;
}

/**
 * A code in the reader's language: the catalogue's `errors.<code>` with its params. A code the
 * catalogue does not have (a server newer than this page) shows the server's English `message`.
 */
function say(code: string, params: ErrorParams | undefined, message: string) {
  if (!i18n.exists(`errors.${code}`, params)) return message;
  // A key found at run time, with the params the server sent for it.
  const translate = i18n.t as unknown as (key: string, values?: object) => string;
  return translate(`errors.${code}`, params);
}

/** What went wrong, in the reader's language when it came from the server (or the network),
 * else the spec's fallback text. */
export function errorMessage(error: unknown, fallback: string) {
  return error instanceof ApiError && error.message
    ? say(error.code, error.params, error.message)
    : fallback;
}

/** The refused fields of a failed request, each said in the reader's language; {} when none. */
export function fieldMessages(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  return Object.fromEntries(
    Object.entries(error.fields).map(([field, { code, params, message }]) => [
      field,
      say(code, params, message),
    ]),
  );
}
