// The dialogs around one action (create, join, invite, edit, rename, confirm, delete, close):
// the dialog, its Cancel and action buttons, the form version of both, and the button that opens
// a dialog with a form.
import { useState, type FormEvent, type ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { DialogButton } from "./dialog-button";
import { Button, type ButtonVariant } from "./ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
  type DialogContentProps,
} from "./ui/dialog";
import { t } from "i18next";

/** While `busy` it cannot be dismissed (Escape, the overlay, the close button), so the answer to
 * the action is not lost. `trigger`: the button that opens it, if it has one. */
export function ActionDialog({
  open,
  onOpenChange,
  busy = false,
  trigger,
  ...content
}: DialogContentProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy?: boolean;
  trigger?: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent {...content} />
    </Dialog>
  );
}

/**
 * Cancel, which closes the dialog, and the action, which reads `busyLabel` while it runs. Without
 * `onAction` the action submits the form around it. Cancel waits for the action too, unless
 * `cancelWhileBusy` (a dialog that may be closed while its action runs).
 */
export function DialogActions({
  label,
  busyLabel,
  busy,
  disabled = false,
  variant,
  onAction,
  cancelWhileBusy = false,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
  variant?: ButtonVariant;
  onAction?: () => void;
  cancelWhileBusy?: boolean;
}) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline" disabled={busy && !cancelWhileBusy}>
          {t("common.cancel")}
        </Button>
      </DialogClose>
      <Button
        type={onAction ? "button" : "submit"}
        variant={variant}
        disabled={disabled || busy}
        onClick={onAction}
      >
        {busy ? busyLabel : label}
      </Button>
    </DialogFooter>
  );
}

/** A dialog's form: its fields, then Cancel and the submit button, which works once `ready`. */
export function DialogForm({
  onSubmit,
  ready,
  busy,
  label,
  busyLabel,
  className = "grid gap-4",
  noValidate,
  children,
}: {
  onSubmit: () => void;
  ready: boolean;
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
  noValidate?: boolean;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !busy) onSubmit();
  };
  return (
    <form onSubmit={submit} className={className} noValidate={noValidate}>
      {children}
      <DialogActions label={label} busyLabel={busyLabel} busy={busy} disabled={!ready} />
    </form>
  );
}

/**
 * A button and the dialog with a form it opens, both called `name`, as is the submit button
 * unless `label` says otherwise. `onSubmit` gets `close`, for when the action has succeeded.
 */
export function FormDialog({
  name,
  icon,
  variant,
  description,
  label = name,
  iconOnlyOnPhones = false,
  defaultOpen = false,
  className,
  onSubmit,
  ...form
}: {
  name: string;
  icon: LucideIcon;
  variant?: ButtonVariant;
  description: string;
  label?: string;
  /** Below 640 px the button shows its icon only (its accessible name stays whole). */
  iconOnlyOnPhones?: boolean;
  /** Open as it mounts: its button was pressed before the dialog's code had arrived. */
  defaultOpen?: boolean;
  /** The dialog panel's layout classes (a wider one). */
  className?: string;
  onSubmit: (close: () => void) => void;
  ready: boolean;
  busy: boolean;
  busyLabel: string;
  noValidate?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <ActionDialog
      open={open}
      onOpenChange={setOpen}
      busy={form.busy}
      trigger={
        <DialogButton
          name={name}
          icon={icon}
          variant={variant}
          iconOnlyOnPhones={iconOnlyOnPhones}
        />
      }
      title={name}
      description={description}
      className={className}
    >
      <DialogForm {...form} label={label} onSubmit={() => onSubmit(() => setOpen(false))} />
    </ActionDialog>
  );
}
