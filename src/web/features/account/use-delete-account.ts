// "Delete my account": what it would remove (GET /api/me/deletion, asked when the dialog opens,
// so the list of events is the one at that moment) and the deletion itself (DELETE /api/me).
// Afterwards the browser forgets the session and everything of the account, goes to "/" and
// says so.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { call, huddle } from "../../lib/client";
import { forgetSession } from "../auth";
import { t } from "i18next";

const deletionKey = ["account", "deletion"] as const;

export function useDeletionPreview(enabled: boolean) {
  return useQuery({
    queryKey: deletionKey,
    queryFn: () => call(huddle.api.me.deletion.$get()),
    enabled,
    // Asked afresh each time the dialog opens: an event created since must be on the list.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (confirm: string) => call(huddle.api.me.$delete({ json: { confirm } })),
    onSuccess: () => {
      forgetSession(queryClient);
      void navigate("/", { replace: true });
      toast.success(t("account.delete.done"));
    },
  });
}

/** What the person must type: their email, or a guest's name (a guest has no email). */
export const confirmationOf = (user: { email: string; name: string; guest: boolean }) =>
  user.guest ? user.name : user.email;

/** As the server compares: spaces around and letter case do not matter. */
export const matchesConfirmation = (typed: string, expected: string) =>
  typed.trim() !== "" && typed.trim().toLowerCase() === expected.trim().toLowerCase();
