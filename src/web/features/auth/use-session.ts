// Who is signed in: null means signed out; undefined while the first answer is on its way.
// Asked of GET /api/auth/get-session, once per page load and again when a tab regains focus
// after a minute: that also moves the session's expiry on, so a regular visitor stays signed in,
// and a tab notices a sign-out made elsewhere. (API calls use the server's own cheaper check.)
import { queryOptions, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../lib/query-keys";
import { authApi } from "./auth-api";

/** main.tsx asks it as the app starts, beside the page's code rather than after it (decision 222). */
export const sessionQuery = queryOptions({
  queryKey: queryKeys.me,
  queryFn: authApi.session,
  staleTime: 60_000,
});

export function useSession() {
  const query = useQuery(sessionQuery);
  return { user: query.data, loading: query.isPending };
}

/** After signing in: who it is, fetched now rather than merely marked stale, since the next
 * page's guard must see the new user. */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return async () => {
    queryClient.setQueryData(queryKeys.me, await authApi.session());
  };
}

/** After the session ended: signed out, and nothing of the account left in the cache. */
export function forgetSession(queryClient: QueryClient) {
  queryClient.setQueryData(queryKeys.me, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.me[0] });
}
