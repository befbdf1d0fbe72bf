// The event page's one query (huddle.api.events[":id"]). Links, votes and live updates change this
// same cache entry; the mutations below change the event itself.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { EventPage, EventSummary } from "../../../shared/api";
import type { VotingRules } from "../../../shared/core/voting";
import { ApiError, errorMessage } from "../../lib/api";
import { call, huddle } from "../../lib/client";
import { queryKeys } from "../../lib/query-keys";
import { eventPageQuery } from "./event-page-query";
import { t } from "i18next";

export function useEventPage(eventId: string) {
  return useQuery(eventPageQuery(eventId));
}

/** The server answers a missing event and someone else's alike: 404. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Writes the changed event into the cached page and refreshes the dashboard's list. When who
 * sees results, or whether votes are open, changed, the page is fetched again: what this member
 * may see changed with it (the live message for our own change arrives as already applied). */
function useEventChange<TArgs>(eventId: string, send: (args: TArgs) => Promise<EventSummary>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (event) => {
      const key = queryKeys.event(eventId);
      const before = client.getQueryData<EventPage>(key)?.event;
      // The page keeps its own version: an event's answer carries the event's, which for a
      // member who sees results counts fewer changes than their page (decision 210). The live
      // message for this change brings the page's next version as already applied.
      client.setQueryData<EventPage>(key, (page) =>
        page ? { ...page, event: { ...event, version: page.event.version } } : page,
      );
      if (
        before &&
        (before.resultsShown !== event.resultsShown || before.votesShown !== event.votesShown)
      ) {
        void client.invalidateQueries({ queryKey: key });
      }
      void client.invalidateQueries({ queryKey: queryKeys.events });
    },
  });
}

type EventChanges = {
  title?: string;
  description?: string;
  deadline?: string | null;
} & Partial<VotingRules>;

export const useEditEvent = (eventId: string) =>
  useEventChange(eventId, (changes: EventChanges) =>
    call(huddle.api.events[":id"].$patch({ param: { id: eventId }, json: changes })),
  );

export const useNewCode = (eventId: string) =>
  useEventChange(eventId, () =>
    call(huddle.api.events[":id"].code.$post({ param: { id: eventId } })),
  );

/** Deleting or leaving: afterwards the page is gone for this person. `onDone` runs first (a
 * toast: callbacks given to `mutate` would be lost with the page), then the dashboard opens,
 * and only then is the cached page dropped (dropping it under the open page would refetch it).
 * A failure toasts the server's reason, else `failure`. */
function useDeparture(
  send: () => Promise<unknown>,
  eventId: string,
  onDone: () => void,
  failure: () => string,
) {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      onDone();
      await navigate("/dashboard", { replace: true });
      client.removeQueries({ queryKey: queryKeys.event(eventId) });
      void client.invalidateQueries({ queryKey: queryKeys.events });
    },
    onError: (error) =>
      toast.error(t("common.error"), { description: errorMessage(error, failure()) }),
  });
}

export const useDeleteEvent = (eventId: string, onDone: () => void) =>
  useDeparture(
    () => call(huddle.api.events[":id"].$delete({ param: { id: eventId } })),
    eventId,
    onDone,
    () => t("events.delete.failed"),
  );

export const useLeaveEvent = (eventId: string, onDone: () => void) =>
  useDeparture(
    () => call(huddle.api.events[":id"].leave.$post({ param: { id: eventId } })),
    eventId,
    onDone,
    () => t("events.leave.failed"),
  );
