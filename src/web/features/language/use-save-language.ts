// A signed-in person's language, kept on their account (PATCH /api/me): emails use it, and it
// follows them to another browser.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Account } from "../../../shared/api";
import type { Language } from "../../../shared/core/languages";
import { call, huddle } from "../../lib/client";
import { queryKeys } from "../../lib/query-keys";

export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => call(huddle.api.me.$patch({ json: { language } })),
    onSuccess: (me) =>
      queryClient.setQueryData<Account | null>(
        queryKeys.me,
        (old) => old && { ...old, language: me.language },
      ),
  });
}
