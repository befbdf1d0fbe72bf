import { useId, useState } from "react";
import { toast } from "sonner";
import type { GroupSummary } from "../../../shared/api";
import { ActionDialog, DialogActions } from "../../components/action-dialog";
import { useDeleteGroup } from "./use-group-page";
import { t } from "i18next";

type Rounds = "keep" | "delete";

/** The creator deletes the group, after saying what happens to its rounds: kept as standalone
 * events, or deleted with it. Nothing is chosen for them: Delete waits for the choice. */
export function DeleteGroupDialog({
  group,
  open,
  onOpenChange,
}: {
  group: GroupSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [rounds, setRounds] = useState<Rounds | null>(null);
  const id = useId();
  const remove = useDeleteGroup(group.id, (chosen) =>
    toast.success(t("groups.delete.done"), {
      description:
        chosen === "keep"
          ? t("groups.delete.doneKept", { name: group.name })
          : t("groups.delete.doneRemoved", { name: group.name }),
    }),
  );
  const choices: { value: Rounds; label: string; text: string }[] = [
    { value: "keep", label: t("groups.delete.keep"), text: t("groups.delete.keepText") },
    { value: "delete", label: t("groups.delete.remove"), text: t("groups.delete.removeText") },
  ];

  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setRounds(null);
      }}
      busy={remove.isPending}
      role="alertdialog"
      title={t("groups.delete.title")}
      description={t("groups.delete.text", { name: group.name })}
    >
      <fieldset className="grid gap-2">
        <legend className="sr-only">{t("groups.delete.text", { name: group.name })}</legend>
        {choices.map((choice) => (
          <label
            key={choice.value}
            htmlFor={`${id}-${choice.value}`}
            className="flex cursor-pointer gap-3 rounded-xl border border-border p-3 has-checked:border-indigo-300 has-checked:bg-indigo-50"
          >
            <input
              id={`${id}-${choice.value}`}
              type="radio"
              name={`${id}-rounds`}
              value={choice.value}
              checked={rounds === choice.value}
              onChange={() => setRounds(choice.value)}
              className="mt-1 size-4 shrink-0 accent-primary"
            />
            <span>
              <span className="block font-medium">{choice.label}</span>
              <span className="block text-sm text-muted-foreground">{choice.text}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p className="text-sm font-medium text-red-700">{t("groups.delete.undone")}</p>
      <DialogActions
        label={t("groups.delete.item")}
        busyLabel={t("groups.delete.busy")}
        busy={remove.isPending}
        disabled={rounds === null}
        variant="destructive"
        onAction={() => rounds && remove.mutate(rounds)}
      />
    </ActionDialog>
  );
}
