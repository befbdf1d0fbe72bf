// The person's push settings (GET and PUT /api/me/push) and this device's switch (PUT and DELETE
// /api/me/push/device). A kind's change shows at once and is sent alone, as the email switches
// do; the device's switch waits for the browser's question and the server's answer.
import "../../lib/settings-words"; // this part's words (the first page's catalogue leaves them out)
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { PushSettings } from "../../../shared/api";
import type { PushKind } from "../../../shared/features/notifications/kinds";
import { errorMessage } from "../../lib/api";
import { call, huddle } from "../../lib/client";
import {
  NoServiceWorker,
  PermissionRefused,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from "./push-device";
import { t } from "i18next";

// Only this feature reads or changes it, so the key lives here.
export const pushSettingsKey = ["push-settings"] as const;

const readPushSettings = () => call(huddle.api.me.push.$get());
export type { PushSettings };

export function usePushSettings({ enabled = true } = {}) {
  return useQuery({ queryKey: pushSettingsKey, queryFn: readPushSettings, enabled });
}

type Change = { kind: PushKind; on: boolean };

export function useSavePushKind() {
  const queryClient = useQueryClient();
  const mutationKey = [...pushSettingsKey, "save"];
  return useMutation({
    mutationKey,
    mutationFn: ({ kind, on }: Change) => call(huddle.api.me.push.$put({ json: { [kind]: on } })),
    onMutate: async ({ kind, on }: Change) => {
      await queryClient.cancelQueries({ queryKey: pushSettingsKey });
      const before = queryClient.getQueryData<PushSettings>(pushSettingsKey);
      if (before) {
        queryClient.setQueryData(pushSettingsKey, {
          ...before,
          kinds: { ...before.kinds, [kind]: on },
        });
      }
      return { kind, was: before?.kinds[kind] };
    },
    onSuccess: (saved) => {
      // The whole answer only when no other change is on its way (as the email switches).
      if (queryClient.isMutating({ mutationKey }) === 1)
        queryClient.setQueryData(pushSettingsKey, saved);
      toast.success(t("push.saved"), { id: "push-settings" });
    },
    onError: (error, _change, context) => {
      const now = queryClient.getQueryData<PushSettings>(pushSettingsKey);
      if (now && context?.was !== undefined) {
        queryClient.setQueryData(pushSettingsKey, {
          ...now,
          kinds: { ...now.kinds, [context.kind]: context.was },
        });
      }
      toast.error(t("push.failed"), {
        id: "push-settings",
        description: errorMessage(error, t("common.pleaseTryAgain")),
      });
    },
  });
}

/** Why turning on failed, in words the person can act on. */
function whyNot(error: unknown) {
  if (error instanceof PermissionRefused) return t("push.refused");
  if (error instanceof NoServiceWorker) return t("push.noWorker");
  return errorMessage(error, t("common.pleaseTryAgain"));
}

/** "Notify this device": on asks the browser (permission, then a subscription) and gives the
 * server the subscription; off tells the server first, then drops the browser's subscription. */
export function useThisDevice({ onTurnedOn }: { onTurnedOn?: () => void } = {}) {
  const queryClient = useQueryClient();
  const turnOn = useMutation({
    mutationFn: async (publicKey: string) => {
      const json = await subscribeThisDevice(publicKey);
      return call(huddle.api.me.push.device.$put({ json }));
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(pushSettingsKey, saved);
      toast.success(t("push.turnedOn"), { id: "push-device" });
      onTurnedOn?.();
    },
    onError: (error) =>
      toast.error(t("push.turnOnFailed"), { id: "push-device", description: whyNot(error) }),
  });
  const turnOff = useMutation({
    mutationFn: async () => {
      const saved = await call(huddle.api.me.push.device.$delete());
      // The server sends nothing more to it already; a browser that fails to forget it only
      // keeps an endpoint nobody uses.
      await unsubscribeThisDevice().catch(() => {});
      return saved;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(pushSettingsKey, saved);
      toast.success(t("push.turnedOff"), { id: "push-device" });
    },
    onError: (error) =>
      toast.error(t("push.turnOffFailed"), {
        id: "push-device",
        description: errorMessage(error, t("common.pleaseTryAgain")),
      }),
  });
  return {
    turnOn: (publicKey: string) => turnOn.mutate(publicKey),
    turnOff: () => turnOff.mutate(),
    pending: turnOn.isPending || turnOff.isPending,
  };
}
