// The browser's one way to the API: Hono's `hc` client, typed by the server's own route
// declarations (server/http/endpoint.ts), so a path, a parameter, a body or an answer that does
// not match the server's is a type error here, not a 404 or a cast at run time (decision 225).
// `call` turns every failure into an ApiError carrying the server's code (lib/api.ts).
import { hc, type ClientResponse } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
// Types only: nothing of the server reaches the bundle (eslint.config.js allows this one).
import type { HuddleApi } from "../../../server/api-routes";
import { readAnswer, networkError } from "../api";

// The page's own origin; a fixed one where there is no page (the server's first paint renders
// components, which never call the API while rendering).
const origin = typeof location === "undefined" ? "http://localhost" : location.origin;

export const huddle = hc<HuddleApi>(origin, {
  fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
    try {
      return await fetch(input, { credentials: "same-origin", ...init });
    } catch {
      throw networkError();
    }
  },
});

/** The answer's JSON for a success, as the route declares it. */
type Success<R> =
  R extends ClientResponse<infer T, infer S, infer _F>
    ? S extends SuccessStatusCode
      ? S extends 204
        ? void
        : T
      : never
    : never;

/** Awaits a client call: its declared answer, or an ApiError (the server's code and words). */
export async function call<R extends ClientResponse<unknown, number, string>>(
  request: Promise<R>,
): Promise<Success<R>> {
  return (await readAnswer(await request)) as Success<R>;
}
