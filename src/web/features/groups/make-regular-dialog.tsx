import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { errorMessage } from "../../lib/api";
import { call, huddle } from "../../lib/client";
import { queryKeys } from "../../lib/query-keys";
import { t } from "i18next";

/** "Make this a regular": a standalone event's creator turns it into round 1 of a new group with
 * its members, and the group's page opens. */
export function MakeRegularDialog({
  eventId,
  open,
  onOpenChange,
}: {
  eventId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const make = useMutation({
    mutationFn: () =>
      call(huddle.api.events[":id"].regular.$post({ param: { id: encodeURIComponent(eventId) } })),
    onSuccess: async (group) => {
      toast.success(t("groups.regular.done"));
      onOpenChange(false);
      await navigate(`/groups/${group.id}`);
      void client.invalidateQueries({ queryKey: queryKeys.event(eventId) });
      void client.invalidateQueries({ queryKey: queryKeys.groups });
      void client.invalidateQueries({ queryKey: queryKeys.events });
    },
    onError: (error) =>
      toast.error(t("common.error"), {
        description: errorMessage(error, t("groups.regular.failed")),
      }),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("groups.regular.title")}
      description={t("groups.regular.text")}
      confirmLabel={t("groups.regular.confirm")}
      busyLabel={t("groups.regular.busy")}
      busy={make.isPending}
      onConfirm={() => make.mutate()}
    />
  );
}
