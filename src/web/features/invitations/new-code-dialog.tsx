// "New invitation code": the confirmation an event's creator and a group's admins see alike.
// The old code stops working, so it asks first and names the new code when it is made.
import { toast } from "sonner";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { errorMessage } from "../../lib/api";
import { t } from "i18next";
import { Trans } from "react-i18next";

type Props = {
  code: string;
  /** A group's: the codes of its rounds stop working too (decision 226). */
  ofGroup?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The event's or the group's new-code mutation (TanStack Query's, seen through what this uses). */
  newCode: {
    isPending: boolean;
    mutate: (
      variables: undefined,
      handlers: {
        onSuccess: (updated: { invitationCode: string }) => void;
        onError: (error: Error) => void;
      },
    ) => void;
  };
};

export function NewCodeDialog({ code, ofGroup = false, open, onOpenChange, newCode }: Props) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("events.newCode.title")}
      description={
        <Trans
          i18nKey={ofGroup ? "groups.newCodeText" : "events.newCode.text"}
          values={{ code }}
          components={[<span className="font-mono font-medium" />]}
        />
      }
      confirmLabel={t("events.newCode.confirm")}
      busyLabel={t("events.newCode.busy")}
      busy={newCode.isPending}
      onConfirm={() =>
        newCode.mutate(undefined, {
          onSuccess: (updated) => {
            toast.success(t("events.newCode.done"), {
              description: t("events.newCode.doneText", { code: updated.invitationCode }),
            });
            onOpenChange(false);
          },
          onError: (error) =>
            toast.error(t("common.error"), {
              description: errorMessage(error, t("events.newCode.failed")),
            }),
        })
      }
    />
  );
}
