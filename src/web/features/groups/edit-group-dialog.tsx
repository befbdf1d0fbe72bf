import { useState } from "react";
import { toast } from "sonner";
import type { GroupSummary } from "../../../shared/api";
import { ActionDialog, DialogForm } from "../../components/action-dialog";
import { errorMessage } from "../../lib/api";
import { GroupFields, type GroupFieldValues } from "./group-fields";
import { useEditGroup } from "./use-group-page";
import { t } from "i18next";

type Props = { group: GroupSummary; open: boolean; onOpenChange: (open: boolean) => void };

/** An admin edits the name, the description and "Give others a chance"; the form starts from
 * the group as it is now. */
export function EditGroupDialog({ group, open, onOpenChange }: Props) {
  const edit = useEditGroup(group.id);
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={edit.isPending}
      title={t("groups.edit.name")}
      description={t("groups.edit.description")}
    >
      {open && <EditForm group={group} edit={edit} onDone={() => onOpenChange(false)} />}
    </ActionDialog>
  );
}

function EditForm({
  group,
  edit,
  onDone,
}: {
  group: GroupSummary;
  edit: ReturnType<typeof useEditGroup>;
  onDone: () => void;
}) {
  const [values, setValues] = useState<GroupFieldValues>({
    name: group.name,
    description: group.description,
    barLastWinners: String(group.barLastWinners),
  });
  // An empty field is "off"; the server says what is wrong with any other number.
  const bar = Number(values.barLastWinners || 0);

  const submit = () =>
    edit.mutate(
      { name: values.name.trim(), description: values.description.trim(), barLastWinners: bar },
      {
        onSuccess: () => {
          toast.success(t("groups.edit.done"), { description: t("groups.edit.doneText") });
          onDone();
        },
        onError: (error) =>
          toast.error(t("common.error"), {
            description: errorMessage(error, t("groups.edit.failed")),
          }),
      },
    );

  return (
    <DialogForm
      onSubmit={submit}
      ready={Boolean(values.name.trim())}
      busy={edit.isPending}
      label={t("common.saveChanges")}
      busyLabel={t("common.saving")}
    >
      <GroupFields values={values} onChange={setValues} />
    </DialogForm>
  );
}
