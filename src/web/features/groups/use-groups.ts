// The dashboard's groups: my groups, and creating one (decision 226).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, huddle } from "../../lib/client";
import { queryKeys } from "../../lib/query-keys";

/** Kept current as my events are: on focus, and every minute while the page is visible. */
export function useMyGroups() {
  return useQuery({
    queryKey: queryKeys.groups,
    queryFn: () => call(huddle.api.groups.$get()),
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
  });
}

export function useCreateGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; description?: string }) =>
      call(huddle.api.groups.$post({ json: input })),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.groups }),
  });
}
