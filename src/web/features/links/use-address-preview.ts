// The share form's look at an address: what the page says it is, asked of the server (which
// fetches it under its guards) a moment after the member stops typing or pastes, and kept a
// while so a URL typed again is not asked for twice.
import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { call, huddle } from "../../lib/client";
import { queryKeys } from "../../lib/query-keys";

const SETTLE_MS = 300;

/** `url`: the cleaned address, or null when there is nothing to look up. */
export function useAddressPreview(eventId: string, url: string | null) {
  const [settled, setSettled] = useState(url);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(url), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [url]);
  const asked = settled === url ? url : null;
  return useQuery({
    queryKey: queryKeys.addressPreview(eventId, asked ?? ""),
    queryFn: ({ signal }) =>
      call(
        huddle.api.events[":id"]["link-preview"].$get(
          { param: { id: encodeURIComponent(eventId) }, query: { url: asked! } },
          { init: { signal } },
        ),
      ),
    enabled: asked !== null,
    staleTime: 10 * 60_000,
    // A refusal (too many asks, a bad address) just means no preview: the form works without.
    retry: false,
  });
}
