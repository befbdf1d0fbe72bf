// The Settings page's account data: the sessions of the account (GET /api/auth/list-sessions,
// without tokens) and how the person signs in (GET /api/auth/list-accounts), and the changes
// made there: sign a session out, change the password, change the email.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import * as auth from "../../lib/client/auth";
import { queryKeys } from "../../lib/query-keys";
import { useRefreshSession } from "../auth";

export const accountKeys = {
  sessions: ["account", "sessions"] as const,
  signInMethods: ["account", "sign-in-methods"] as const,
};

export function useSessions() {
  return useQuery({
    queryKey: accountKeys.sessions,
    queryFn: auth.listSessions,
  });
}

/** Whether the account has a password (false: it signs in with Google only). */
export function useHasPassword() {
  const query = useQuery({
    queryKey: accountKeys.signInMethods,
    queryFn: auth.listAccounts,
    staleTime: 5 * 60_000,
  });
  return { ...query, hasPassword: query.data?.some((m) => m.providerId === "credential") };
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: auth.revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export type PasswordChange = {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions: boolean;
};

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PasswordChange) => auth.changePassword(change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** Resolves with `changed: false` when a link was emailed to the new address instead. */
export function useChangeEmail(verificationRequired: boolean) {
  const refresh = useRefreshSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (newEmail: string) => {
      await auth.changeEmail({ newEmail, callbackURL: "/settings" });
      if (verificationRequired) return { changed: false };
      await refresh();
      // Member lists show the address too.
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== queryKeys.me[0] && q.queryKey[0] !== "account",
      });
      return { changed: true };
    },
  });
}
