// The browser's side of the server's first paint (decision 108): the app starts from the data
// that paint was made from, after the browser has shown it, and replaces it in one render.
import type { QueryClient } from "@tanstack/react-query";
import { afterPaint } from "../lib/after-paint";
import { queryKeys } from "../lib/query-keys";
import { takePrerendered } from "./prerendered";

/** What the server painted this page from; null when it painted nothing (any page but the
 * landing and event pages, or the service worker's copy of the app). */
export const prerendered = takePrerendered();

/** The cache starts with what the page was painted from: nobody asks for it again. */
export function seedCache(queryClient: QueryClient) {
  if (!prerendered) return;
  queryClient.setQueryData(queryKeys.me, prerendered.me);
  const { event } = prerendered;
  if (event) queryClient.setQueryData(queryKeys.event(event.id), event.page);
}

/** Resolves once the server's paint is on screen (at once when there is none). On a fast
 * connection the code arrives before the browser has painted, and running it first would hold
 * the page back until it had. */
export const paintedFirst = (): Promise<void> => (prerendered ? afterPaint() : Promise.resolve());

/** Resolves when a data router has its first page ready (its lazy code loaded): rendered before,
 * it would show its loading state in place of the painted page for a moment. */
export function routerReady(router: {
  state: { initialized: boolean };
  subscribe: (listener: (state: { initialized: boolean }) => void) => () => void;
}): Promise<void> {
  if (!prerendered || router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
