import { useState } from "react";
import { UsersRound } from "lucide-react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { FormDialog } from "../../components/action-dialog";
import type { ButtonVariant } from "../../components/ui/button";
import { errorMessage } from "../../lib/api";
import { GroupFields, type GroupFieldValues } from "./group-fields";
import { useCreateGroup } from "./use-groups";
import { t } from "i18next";

const empty: GroupFieldValues = { name: "", description: "" };

/** "New Group": its button and the dialog it opens (name required, description optional). The
 * new group's page opens, where its invitation code and its first round are. */
export function CreateGroupDialog({ variant = "outline" }: { variant?: ButtonVariant }) {
  const [values, setValues] = useState(empty);
  const create = useCreateGroup();
  const navigate = useNavigate();

  const submit = (close: () => void) => {
    const description = values.description.trim();
    create.mutate(
      { name: values.name.trim(), ...(description ? { description } : {}) },
      {
        onSuccess: (group) => {
          toast.success(t("groups.create.done"), { description: t("groups.create.doneText") });
          close();
          setValues(empty);
          void navigate(`/groups/${group.id}`);
        },
        onError: (error) =>
          toast.error(t("common.error"), {
            description: errorMessage(error, t("groups.create.failed")),
          }),
      },
    );
  };

  return (
    <FormDialog
      name={t("groups.create.name")}
      icon={UsersRound}
      variant={variant}
      description={t("groups.create.description")}
      onSubmit={submit}
      ready={Boolean(values.name.trim())}
      busy={create.isPending}
      busyLabel={t("groups.create.busy")}
    >
      <GroupFields values={values} onChange={setValues} placeholders />
    </FormDialog>
  );
}
