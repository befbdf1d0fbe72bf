// The event page's one request (huddle.api.events[":id"]) as a query. Its route starts it
// (main.tsx) while the page's code is still downloading, instead of after the code has run and the
// session has answered (decision 222).
//
// The cached page only ever moves forward in version (decision 214). Live messages write into it
// while a fetch may be on its way (after every change of our own, refreshEvent fetches the page
// again): an answer the server read before a change the stream has already brought is older than
// the page shown, and would silently undo that change. Such an answer is asked again once, and
// never replaces a newer page.
import { queryOptions, replaceEqualDeep } from "@tanstack/react-query";
import type { EventPage } from "../../../shared/api";
import { call, huddle } from "../../lib/client";
import { queryKeys } from "../../lib/query-keys";

/** Whether `next` may replace `shown`: it is not older. A page of a member who sees results
 * and one of a member who may not count versions differently (decision 210): when that changed,
 * the server's answer is the page as it is now. */
const mayReplace = (shown: EventPage, next: EventPage) =>
  shown.seesResults !== next.seesResults || next.event.version >= shown.event.version;

/** What the cache keeps when `next` arrives for `shown`: the newer version (the server's answer
 * when they are the same), with unchanged parts kept as they were, so memoised cards skip
 * re-rendering. */
export function newerPage(shown: EventPage | undefined, next: EventPage): EventPage {
  if (shown && !mayReplace(shown, next)) return shown;
  return replaceEqualDeep(shown, next);
}

/** The page from the API. The browser's HTTP cache keeps the last answer and its ETag, sends
 * If-None-Match, and hands back the kept page for the server's 304. */
const fetchEventPage = (eventId: string): Promise<EventPage> =>
  call(huddle.api.events[":id"].$get({ param: { id: encodeURIComponent(eventId) } }));

/** `fetchPage`: how the page is asked for (the API; a test gives its own answers, in order). */
export const eventPageQuery = (
  eventId: string,
  fetchPage: (eventId: string) => Promise<EventPage> = fetchEventPage,
) =>
  queryOptions({
    queryKey: queryKeys.event(eventId),
    queryFn: async ({ client, queryKey }) => {
      const page = await fetchPage(eventId);
      const shown = client.getQueryData<EventPage>(queryKey);
      // Read before a change the stream has brought meanwhile: by now the server has it.
      if (!shown || mayReplace(shown, page)) return page;
      return fetchPage(eventId);
    },
    structuralSharing: (shown, next) =>
      newerPage(shown as EventPage | undefined, next as EventPage),
    // The page the route fetched a moment ago is not fetched again as the view mounts; once
    // shown, live messages keep it current and focus or reconnection fetch it as before.
    staleTime: 2_000,
  });
