// The dashboard's data: my events, and the create and join mutations that change the list.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EventSummary } from "../../../shared/api";
import { normalizeCode } from "../../../shared/limits";
import type { VotingRules } from "../../../shared/voting";
import { get, post } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";

/** Fetched again when the window regains focus, and every minute while the page is visible
 * (TanStack Query pauses the interval in a background tab). */
export function useMyEvents() {
  return useQuery({
    queryKey: queryKeys.events,
    queryFn: () => get<EventSummary[]>("/api/events"),
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
    ) => post<EventSummary>("/api/events", input),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.events }),
  });
}

export function useJoinEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      post<EventSummary>("/api/events/join", { code: normalizeCode(code) }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.events }),
  });
}
