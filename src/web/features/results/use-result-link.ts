// The creator's public result link: GET whether it is on, PUT to turn it on, DELETE to turn it
// off (which kills the address for good; turning it on again makes a new one).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { ResultLink } from "../../../shared/api";
import { del, errorMessage, get, put } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import { t } from "i18next";

const path = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/result-link`;

/** Whether the link is on, and its address: the creator's alone (`enabled` false for anyone
 * else, who would be refused). */
export function useResultLink(eventId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.resultLink(eventId),
    queryFn: () => get<ResultLink>(path(eventId)),
    enabled,
  });
}

export function useSetResultLink(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      on ? put<ResultLink>(path(eventId)) : del<ResultLink>(path(eventId)),
    onSuccess: (link) => {
      client.setQueryData(queryKeys.resultLink(eventId), link);
      toast.success(link.url ? t("results.public.turnedOn") : t("results.public.turnedOff"), {
        description: link.url
          ? t("results.public.turnedOnText")
          : t("results.public.turnedOffText"),
      });
    },
    onError: (error) =>
      toast.error(t("common.error"), {
        description: errorMessage(error, t("results.public.failed")),
      }),
  });
}
