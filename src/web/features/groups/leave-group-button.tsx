import { useState } from "react";
import { LogOut } from "lucide-react";
import { toast } from "sonner";
import type { GroupSummary } from "../../../shared/api";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { useLeaveGroup } from "./use-group-page";
import { t } from "i18next";

/** A member (never the creator) leaves the group and its open rounds, after confirming. */
export function LeaveGroupButton({ group }: { group: GroupSummary }) {
  const [open, setOpen] = useState(false);
  const leave = useLeaveGroup(group.id, () =>
    toast.success(t("groups.leave.done"), {
      description: t("groups.leave.doneText", { name: group.name }),
    }),
  );
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <LogOut aria-hidden />
        {t("groups.leave.button")}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("groups.leave.title")}
        description={t("groups.leave.text", { name: group.name })}
        confirmLabel={t("groups.leave.button")}
        busyLabel={t("groups.leave.busy")}
        destructive
        busy={leave.isPending}
        onConfirm={() => leave.mutate()}
      />
    </>
  );
}
