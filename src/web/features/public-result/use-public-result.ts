// The public result behind a result link (GET /api/results/:token): no sign-in, no names.
import { useQuery } from "@tanstack/react-query";
import type { PublicResult } from "../../../shared/api";
import { ApiError, get } from "../../lib/api";

export function usePublicResult(token: string) {
  return useQuery({
    queryKey: ["public-result", token],
    queryFn: () => get<PublicResult>(`/api/results/${encodeURIComponent(token)}`),
    // While voting goes on, look again now and then, so the result shows once the event closes.
    refetchInterval: (query) => (query.state.data?.status === "active" ? 60_000 : false),
  });
}

/** The link never existed, or the creator turned it off. */
export const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;
