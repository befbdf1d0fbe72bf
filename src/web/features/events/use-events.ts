// The dashboard's data: my events, and the create and join mutations that change the list.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { normalizeCode } from "../../../shared/core/limits";
import type { VotingRules } from "../../../shared/core/voting";
import { call, huddle } from "../../lib/client";
import { queryKeys } from "../../lib/query-keys";

/** Fetched again when the window regains focus, and every minute while the page is visible
 * (TanStack Query pauses the interval in a background tab). */
export function useMyEvents() {
  return useQuery({
    queryKey: queryKeys.events,
    queryFn: () => call(huddle.api.events.$get()),
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
  });
}

export function useCreateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      input: {
        title: string;
        description?: string;
        deadline?: string | null;
      } & Partial<VotingRules>,
    ) => call(huddle.api.events.$post({ json: input })),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.events }),
  });
}

/** Joins by code: an event's, else a group's (decision 226: a code names one or the other; the
 * event is tried first, and a code no event has is tried as a group's). */
export function useJoinEvent() {
  const client = useQueryClient();
  return useMutation({
    // One request for either code: an event's or a group's (counted once against the limit).
    mutationFn: (code: string) =>
      call(huddle.api.join.$post({ json: { code: normalizeCode(code) } })),
    onSuccess: (joined) => {
      void client.invalidateQueries({ queryKey: queryKeys.events });
      if ("group" in joined) void client.invalidateQueries({ queryKey: queryKeys.groups });
    },
  });
}
