import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { Me } from "../../../shared/api";
import { limits } from "../../../shared/core/limits";
import { ActionDialog, DialogForm } from "../../components/action-dialog";
import { TextField } from "../../components/ui/field";
import { errorMessage, fieldMessages } from "../../lib/api";
import { call, huddle } from "../../lib/client";
import { queryKeys } from "../../lib/query-keys";
import { t } from "i18next";

/** "Change name": the full name other members see (PATCH /api/me). */
export function ChangeNameDialog({
  user,
  open,
  onOpenChange,
}: {
  user: Me;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-md"
      title={t("account.rename.title")}
      description={t("account.rename.description")}
    >
      {/* Mounted per opening, so it starts from the current name every time. */}
      {open && <ChangeNameForm user={user} onDone={() => onOpenChange(false)} />}
    </ActionDialog>
  );
}

function ChangeNameForm({ user, onDone }: { user: Me; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(user.name);
  const save = useMutation({
    mutationFn: (next: string) => call(huddle.api.me.$patch({ json: { name: next } })),
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKeys.me, updated);
      // Member lists and "Shared by" lines carry the name too.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.me[0] });
      toast.success(t("account.rename.done"), {
        description: t("account.rename.doneText", { name: updated.name }),
      });
      onDone();
    },
    onError: (error) =>
      toast.error(t("common.error"), {
        description: errorMessage(error, t("account.rename.failed")),
      }),
  });
  const fieldError = fieldMessages(save.error).name;
  const trimmed = name.trim();

  return (
    <DialogForm
      onSubmit={() => save.mutate(trimmed)}
      ready={Boolean(trimmed) && trimmed !== user.name}
      busy={save.isPending}
      label={t("account.save")}
      busyLabel={t("common.saving")}
      className="grid gap-5"
      noValidate
    >
      <TextField
        label={t("account.name")}
        error={fieldError}
        autoComplete="name"
        placeholder={t("auth.signUp.enterName")}
        maxLength={limits.name}
        value={name}
        onChange={setName}
        autoFocus
      />
    </DialogForm>
  );
}
