// Sign Out (this device's session) and "Sign out everywhere" (every session of the account),
// with the original's toasts. Afterwards nothing of the account stays in the cache, and a guarded
// page sends the visitor to "/" by itself.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../lib/api";
import { toasts } from "../../lib/toasts";
import { authApi } from "./auth-api";
import { forgetSession } from "./use-session";
import { t } from "i18next";

export function useSignOut() {
  const queryClient = useQueryClient();

  const forget = () => {
    forgetSession(queryClient);
    void toasts().then((toast) =>
      toast.success(t("auth.signOut.doneTitle"), { description: t("auth.signOut.done") }),
    );
  };
  // A session that had already ended (signed out in another tab) leaves nothing to undo.
  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) return forget();
    void toasts().then((toast) =>
      toast.error(t("auth.signOut.errorTitle"), { description: t("auth.signOut.error") }),
    );
  };

  const thisDevice = useMutation({
    mutationFn: authApi.signOut,
    onSuccess: forget,
    onError: failed,
  });
  const everywhere = useMutation({
    // The server clears this browser's cookie too.
    mutationFn: authApi.signOutEverywhere,
    onSuccess: forget,
    onError: failed,
  });

  return {
    signOut: () => thisDevice.mutate(),
    signOutEverywhere: () => everywhere.mutate(),
    pending: thisDevice.isPending || everywhere.isPending,
  };
}
