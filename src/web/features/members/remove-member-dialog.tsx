// "Remove <name>?": the confirmation an event's creator and a group's admins see alike before
// someone is taken out (with their votes), and the toast that follows.
import { toast } from "sonner";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { errorMessage } from "../../lib/api";
import { t } from "i18next";

type Props = {
  /** Who is being removed; kept after the dialog closes, so its text does not change as it fades. */
  removing: { id: string; name: string } | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What removing them does, and the toast's line once done: the event's and the group's differ. */
  text: (name: string) => string;
  doneText: (name: string) => string;
  /** The event's or the group's remove mutation (TanStack Query's, seen through what this uses). */
  remove: {
    isPending: boolean;
    mutate: (
      userId: string,
      handlers: { onSuccess: () => void; onError: (error: Error) => void },
    ) => void;
  };
};

export function RemoveMemberDialog({
  removing,
  open,
  onOpenChange,
  text,
  doneText,
  remove,
}: Props) {
  const name = removing?.name ?? "";
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("members.removeTitle", { name })}
      description={text(name)}
      confirmLabel={t("members.remove")}
      busyLabel={t("members.removing")}
      destructive
      busy={remove.isPending}
      onConfirm={() => {
        if (!removing) return;
        const { id, name } = removing;
        remove.mutate(id, {
          onSuccess: () => {
            toast.success(t("members.removed"), { description: doneText(name) });
            onOpenChange(false);
          },
          onError: (error) =>
            toast.error(t("common.error"), {
              description: errorMessage(error, t("members.removeFailed")),
            }),
        });
      }}
    />
  );
}
