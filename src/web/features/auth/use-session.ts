// Who is signed in, from GET /api/me (one indexed query on the server). null means signed out;
// undefined while the first answer is on its way.
import { useQuery } from "@tanstack/react-query";
import type { Me } from "../../../shared/api";
import { ApiError, get } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";

export function useSession() {
  const query = useQuery({
    queryKey: queryKeys.me,
    queryFn: async () => {
      try {
        return await get<Me>("/api/me");
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
  return { user: query.data, loading: query.isPending };
}
