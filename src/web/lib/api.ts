// What an API answer becomes in the browser: its JSON, or an ApiError carrying the server's
// code and words (the one error shape) for the toast to show. The calls themselves are
// lib/client's.
import { isApiErrorBody, type ErrorCode } from "../../shared/errors";
import { en } from "../../shared/i18n/en";
import { i18n } from "./i18n";
import { markOnline } from "./online";
import { t } from "i18next";

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

/** Could not reach the server at all. */
export const networkError = () =>
  new ApiError(0, "network", navigator.onLine ? t("errors.network") : t("errors.offline"));

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
    if (isApiErrorBody(json))
      throw new ApiError(response.status, json.error.code, json.error.message, json.error.fields);
    throw new ApiError(
      response.status,
      "internal",
      response.statusText || t("errors.requestFailed"),
    );
  }
  return json;
}

/** The server's message when there is one (in the reader's language when the catalogue knows
 * it), else the spec's fallback text. */
export function errorMessage(error: unknown, fallback: string) {
  return error instanceof ApiError && error.message ? translateMessage(error.message) : fallback;
}

type Known = { key: string; pattern: RegExp; names: string[] };
let known: Known[] | undefined;

/**
 * The API speaks English (API clients rely on its words); the browser says what it knows of it
 * in the reader's language: a message equal to one of the catalogue's `errors.*` texts, their
 * {{placeholders}} read back from the message. Anything else is shown as sent (decision 102).
 */
export function translateMessage(message: string): string {
  known ??= Object.entries(en.errors).map(([key, text]) => {
    const names: string[] = [];
    const source = text
      .split(/\{\{(\w+)\}\}/)
      .map((part, i) =>
        i % 2 ? (names.push(part), "(.+?)") : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
      )
      .join("");
    return { key: key.replace(/_(one|other)$/, ""), pattern: new RegExp(`^${source}$`), names };
  });
  for (const { key, pattern, names } of known) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1]!]));
    // A key found at run time: its placeholders are the ones just read.
    const translate = i18n.t as unknown as (key: string, values: object) => string;
    if ("count" in values) return translate(`errors.${key}`, { count: Number(values.count) });
    return translate(`errors.${key}`, values);
  }
  return message;
}
