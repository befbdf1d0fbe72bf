// The event page's one request (GET /api/events/:id) as a query. Its route starts it (main.tsx)
// while the page's code is still downloading, instead of after the code has run and the session
// has answered (decision 104).
import { queryOptions } from "@tanstack/react-query";
import type { EventPage } from "../../../shared/api";
import { get } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";

export const eventPageQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.event(eventId),
    queryFn: () => get<EventPage>(`/api/events/${encodeURIComponent(eventId)}`),
    // The page the route fetched a moment ago is not fetched again as the view mounts; once
    // shown, live messages keep it current and focus or reconnection fetch it as before.
    staleTime: 2_000,
  });
