import type { ReactNode } from "react";
import { ActionDialog, DialogActions } from "./action-dialog";

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  destructive?: boolean;
  onConfirm: () => void;
};

/** "Are you sure?" before something that cannot be undone. Cannot be dismissed while it works. */
export function ConfirmDialog({
  confirmLabel,
  busyLabel,
  busy,
  destructive = false,
  onConfirm,
  ...dialog
}: ConfirmDialogProps) {
  return (
    <ActionDialog {...dialog} busy={busy} role="alertdialog">
      <DialogActions
        label={confirmLabel}
        busyLabel={busyLabel}
        busy={busy}
        variant={destructive ? "destructive" : "default"}
        onAction={onConfirm}
      />
    </ActionDialog>
  );
}
