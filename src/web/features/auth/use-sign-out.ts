// Sign Out (this device's session) and "Sign out everywhere" (every session of the account),
// with the original's toasts (end-session.ts). Afterwards nothing of the account stays in the
// cache, and a guarded page sends the visitor to "/" by itself.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authApi } from "./auth-api";
import { endSession } from "./end-session";
import { unsubscribeThisDevice } from "../push";
import { forgetSession } from "./use-session";

export function useSignOut() {
  const queryClient = useQueryClient();
  const forget = (ended: boolean) => {
    if (!ended) return;
    forgetSession(queryClient);
    // The server dropped the session's push subscription with it; the browser's own goes too,
    // without holding up the sign-out.
    void unsubscribeThisDevice().catch(() => {});
  };

  const thisDevice = useMutation({
    mutationFn: () => endSession(authApi.signOut),
    onSuccess: forget,
  });
  const everywhere = useMutation({
    // The server clears this browser's cookie too.
    mutationFn: () => endSession(authApi.signOutEverywhere),
    onSuccess: forget,
  });

  return {
    signOut: () => thisDevice.mutate(),
    signOutEverywhere: () => everywhere.mutate(),
    pending: thisDevice.isPending || everywhere.isPending,
  };
}
