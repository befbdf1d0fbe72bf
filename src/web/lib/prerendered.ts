// The browser's side of the server's first paint (decision 222): the app starts from the data
// that paint was made from, after the browser has shown it, and its page takes the painted one's
// place in one frame.
import type { QueryClient } from "@tanstack/react-query";
import { startTransition, useLayoutEffect } from "react";
import { queryKeys } from "./query-keys";
import { isLanguage } from "../../shared/core/languages";
import { PRERENDERED_ID, PRERENDERED_PAGE_ID, type Prerendered } from "../../shared/prerendered";

/** In the browser: what the server put in this page, once (null when it put nothing). */
function takePrerendered(): Prerendered | null {
  const script = document.getElementById(PRERENDERED_ID);
  if (!script) return null;
  script.remove();
  try {
    const data = JSON.parse(script.textContent ?? "") as Prerendered;
    return isLanguage(data.language) ? data : null;
  } catch {
    return null;
  }
}

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

/** Resolves once the browser says the server's paint is on screen (at once when there is none,
 * or when the tab is in the background, which paints nothing; after 5 s at most). On a fast
 * connection the code arrives before the page has been painted, and running it first would hold
 * the page back until it had run: a headless Chromium here took 1.2 s to its first paint. */
export function paintedFirst(): Promise<void> {
  if (!prerendered || document.visibilityState === "hidden") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length) done();
    });
    const timer = setTimeout(done, 5000);
    observer.observe({ type: "paint", buffered: true });
  });
}

/** Renders the app's first view: as one task when nothing is on screen yet, or, over the
 * server's paint, in slices between which the browser stays free to answer (React's
 * transitions), since the page is already there to be read. */
export function renderFirst(render: () => void) {
  if (prerendered) startTransition(render);
  else render();
}

/** Called by the component at the top of a page as it first shows (the router's layout, the
 * landing app): the server's paint goes in the same frame as the page replacing it appears. */
export function usePrerenderedGone() {
  useLayoutEffect(() => {
    document.getElementById(PRERENDERED_PAGE_ID)?.remove();
  }, []);
}
