import { QueryClient } from "@tanstack/react-query";

/** A 4xx answer will not change on retry (not found, forbidden, bad input): fail at once. */
function isClientError(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("status" in error)) return false;
  const { status } = error;
  return typeof status === "number" && status >= 400 && status < 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Each request is tried once even when the browser says it is offline (lib/online.ts: it
      // can be wrong); while offline, retries wait for the connection instead of failing.
      queries: {
        networkMode: "offlineFirst",
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
      },
      mutations: { networkMode: "offlineFirst" },
    },
  });
}
