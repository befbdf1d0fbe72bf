// Small edits to the cached event page (queryKeys.event(id)), so a change shows at once. The
// live stream applies the same changes by version; these edits never touch the version, so
// its message for our own change still applies cleanly (and is a no-op where it repeats ours).
import type { QueryClient } from "@tanstack/react-query";
import type { EventPage, Link } from "../../../shared/api";
import { queryKeys } from "../../lib/query-keys";

export function editPage(
  client: QueryClient,
  eventId: string,
  edit: (page: EventPage) => EventPage,
) {
  client.setQueryData<EventPage>(queryKeys.event(eventId), (page) => (page ? edit(page) : page));
}

export function editLink(
  client: QueryClient,
  eventId: string,
  linkId: string,
  edit: (link: Link) => Link,
) {
  editPage(client, eventId, (page) => ({
    ...page,
    links: page.links.map((link) => (link.id === linkId ? edit(link) : link)),
  }));
}

/** After a change settles: fetch the page and the dashboard again, to be sure they agree. */
export function refreshEvent(client: QueryClient, eventId: string) {
  void client.invalidateQueries({ queryKey: queryKeys.event(eventId) });
  void client.invalidateQueries({ queryKey: queryKeys.events });
}
