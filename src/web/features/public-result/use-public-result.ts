// The public result behind a result link (the API's results/:token): no sign-in, no names.
import { useQuery } from "@tanstack/react-query";
import { ApiError } from "../../lib/api";
import { call, huddle } from "../../lib/client";

export function usePublicResult(token: string) {
  return useQuery({
    queryKey: ["public-result", token],
    // The token is as the page's address has it: encoded again, so it stays one path segment.
    queryFn: () =>
      call(huddle.api.results[":token"].$get({ param: { token: encodeURIComponent(token) } })),
    // While voting goes on, look again now and then, so the result shows once the event closes.
    refetchInterval: (query) => (query.state.data?.status === "active" ? 60_000 : false),
  });
}

/** The link never existed, or the creator turned it off. */
export const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;
