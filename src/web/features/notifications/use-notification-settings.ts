// The signed-in person's email settings (GET and PUT /api/me/notifications). A change shows at
// once and is sent alone ({ reminder: false }), so two quick changes cannot undo each other.
import "../../lib/settings-words"; // this part's words (the first page's catalogue leaves them out)
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { NotificationSettings } from "../../../shared/api";
import type { MailKind } from "../../../shared/features/notifications/kinds";
import { errorMessage } from "../../lib/api";
import { call, huddle } from "../../lib/client";
import { t } from "i18next";

// Only this feature reads or changes it, so the key lives here.
export const notificationSettingsKey = ["notification-settings"] as const;

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationSettingsKey,
    queryFn: () => call(huddle.api.me.notifications.$get()),
  });
}

type Change = { kind: MailKind; on: boolean };

export function useSaveNotificationSetting() {
  const queryClient = useQueryClient();
  const mutationKey = [...notificationSettingsKey, "save"];
  return useMutation({
    mutationKey,
    mutationFn: ({ kind, on }: Change) =>
      call(huddle.api.me.notifications.$put({ json: { [kind]: on } })),
    onMutate: async ({ kind, on }: Change) => {
      await queryClient.cancelQueries({ queryKey: notificationSettingsKey });
      const before = queryClient.getQueryData<NotificationSettings>(notificationSettingsKey);
      if (before) queryClient.setQueryData(notificationSettingsKey, { ...before, [kind]: on });
      return { kind, was: before?.[kind] };
    },
    onSuccess: (saved) => {
      // The server's whole answer only when no other change is still on its way: an older answer
      // would show a newer change undone for a moment.
      if (queryClient.isMutating({ mutationKey }) === 1)
        queryClient.setQueryData(notificationSettingsKey, saved);
      toast.success(t("notifications.saved"), { id: "notification-settings" });
    },
    onError: (error, _change, context) => {
      // Only this kind goes back: another change made meanwhile stays.
      const now = queryClient.getQueryData<NotificationSettings>(notificationSettingsKey);
      if (now && context?.was !== undefined)
        queryClient.setQueryData(notificationSettingsKey, { ...now, [context.kind]: context.was });
      toast.error(t("notifications.failed"), {
        id: "notification-settings",
        description: errorMessage(error, t("common.pleaseTryAgain")),
      });
    },
  });
}
