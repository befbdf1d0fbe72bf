// The dashboard's data: my events, and the create and join mutations that change the list.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { normalizeCode } from "../../../shared/limits";
import type { VotingRules } from "../../../shared/voting";
import { ApiError } from "../../lib/api";
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
    mutationFn: async (code: string) => {
      const json = { code: normalizeCode(code) };
      try {
        return { event: await call(huddle.api.events.join.$post({ json })) };
      } catch (error) {
        if (!(error instanceof ApiError && error.code === "invalidCode")) throw error;
        return { group: await call(huddle.api.groups.join.$post({ json })) };
      }
    },
    onSuccess: (joined) => {
      void client.invalidateQueries({ queryKey: queryKeys.events });
      if ("group" in joined) void client.invalidateQueries({ queryKey: queryKeys.groups });
    },
  });
}
