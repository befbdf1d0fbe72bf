import { useState } from "react";
import { Trash2 } from "lucide-react";
import type { Link } from "../../../shared/api";
import { ActionDialog, DialogActions } from "../../components/action-dialog";
import { Button } from "../../components/ui/button";
import { useDeleteLink } from "./use-link-mutations";

/** Deleting takes the link's votes with it, so it asks first. */
export function DeleteLinkButton({
  eventId,
  link,
  disabled,
}: {
  eventId: string;
  link: Link;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteLink(eventId);
  return (
    <ActionDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled}
          className="text-destructive hover:bg-red-50"
        >
          <Trash2 aria-hidden />
          Delete<span className="sr-only"> {link.title}</span>
        </Button>
      }
      title="Delete this link?"
      description={`"${link.title}" and all of its votes will be removed for everyone. This cannot be undone.`}
    >
      <DialogActions
        label="Delete Link"
        busyLabel="Deleting..."
        busy={remove.isPending}
        variant="destructive"
        onAction={() => remove.mutate(link.id, { onSuccess: () => setOpen(false) })}
        cancelWhileBusy
      />
    </ActionDialog>
  );
}
