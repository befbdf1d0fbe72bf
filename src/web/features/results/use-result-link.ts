// The creator's public result link: GET whether it is on, PUT to turn it on, DELETE to turn it
// off (which kills the address for good; turning it on again makes a new one).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { errorMessage } from "../../lib/api";
import { call, huddle } from "../../lib/client";
import { queryKeys } from "../../lib/query-keys";
import { t } from "i18next";

const resultLink = huddle.api.events[":id"]["result-link"];
const param = (eventId: string) => ({ id: encodeURIComponent(eventId) });

/** Whether the link is on, and its address: the creator's alone (`enabled` false for anyone
 * else, who would be refused). */
export function useResultLink(eventId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.resultLink(eventId),
    queryFn: () => call(resultLink.$get({ param: param(eventId) })),
    enabled,
  });
}

export function useSetResultLink(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      call(
        on
          ? resultLink.$put({ param: param(eventId) })
          : resultLink.$delete({ param: param(eventId) }),
      ),
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
