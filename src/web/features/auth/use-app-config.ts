// GET /api/config: whether Google sign-in is on and whether email verification is required.
import { useQuery } from "@tanstack/react-query";
import type { AppConfig } from "../../../shared/api";
import { get } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";

export function useAppConfig() {
  return useQuery({
    queryKey: queryKeys.config,
    queryFn: () => get<AppConfig>("/api/config"),
    staleTime: Infinity,
  }).data;
}
