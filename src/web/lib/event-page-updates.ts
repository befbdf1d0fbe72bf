// Changes made from the event page, shown at once in the cached page (queryKeys.event(id)). The
// live stream brings the same change by version; these edits never touch the version, so its
// message for our own change still applies cleanly (and is a no-op where it repeats ours).
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { EventPage } from "../../shared/api";
import { errorMessage } from "./api";
import { queryKeys } from "./query-keys";
import { t } from "i18next";

export function editPage(
  client: QueryClient,
  eventId: string,
  edit: (page: EventPage) => EventPage,
) {
  client.setQueryData<EventPage>(queryKeys.event(eventId), (page) => (page ? edit(page) : page));
}

/** After a change settles: fetch the page and the dashboard again, to be sure they agree. */
export function refreshEvent(client: QueryClient, eventId: string) {
  void client.invalidateQueries({ queryKey: queryKeys.event(eventId) });
  void client.invalidateQueries({ queryKey: queryKeys.events });
}

type Toast = [title: string, description: string];

/**
 * One change from the event page: sent; on success written into the page, announced with
 * `success`, and the page refreshed; on failure, `failure` with the server's reason.
 */
export function usePageChange<TVariables, TResult>(
  eventId: string,
  change: {
    send: (variables: TVariables) => Promise<TResult>;
    apply: (page: EventPage, result: TResult) => EventPage;
    success: Toast | ((result: TResult) => Toast);
    failure: string;
  },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change.send,
    onSuccess: (result) => {
      editPage(client, eventId, (page) => change.apply(page, result));
      const [title, description] =
        typeof change.success === "function" ? change.success(result) : change.success;
      toast.success(title, { description });
      refreshEvent(client, eventId);
    },
    onError: (error) => {
      toast.error(change.failure, { description: errorMessage(error, t("common.pleaseTryAgain")) });
    },
  });
}
