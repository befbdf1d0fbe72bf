// "My active events" for the share page (decision 221): the dashboard's own query, so the page
// shares its cache and its refreshes, narrowed to the events still open for links.
import type { EventSummary } from "../../../shared/api";
import { useMyEvents } from "../events";

/** Open events, the most recently created first: the order the dashboard shows (and the server
 * answers) them in, sorted here again so the page does not lean on that. */
export function openEventsOf(events: EventSummary[]) {
  return events
    .filter((event) => event.status === "active")
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export function useOpenEvents() {
  const events = useMyEvents();
  return { ...events, open: events.data ? openEventsOf(events.data) : undefined };
}
