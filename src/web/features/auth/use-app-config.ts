// The app's configuration (huddle.api.config): whether Google sign-in is on and whether email
// verification is required.
import { useQuery } from "@tanstack/react-query";
import { call, huddle } from "../../lib/client";
import { queryKeys } from "../../lib/query-keys";

export function useAppConfig() {
  return useQuery({
    queryKey: queryKeys.config,
    queryFn: () => call(huddle.api.config.$get()),
    staleTime: Infinity,
  }).data;
}
