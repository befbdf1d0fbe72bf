import { useState } from "react";
import { Trash2 } from "lucide-react";
import type { Link } from "../../../shared/api";
import { ActionDialog, DialogActions } from "../../components/action-dialog";
import { Button } from "../../components/ui/button";
import { useDeleteLink } from "./use-link-mutations";
import { t } from "i18next";

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
          {t("links.delete")}
          <span className="sr-only"> {link.title}</span>
        </Button>
      }
      title={t("links.deleteTitle")}
      description={t("links.deleteText", { title: link.title })}
    >
      <DialogActions
        label={t("links.deleteLink")}
        busyLabel={t("events.delete.busy")}
        busy={remove.isPending}
        variant="destructive"
        onAction={() => remove.mutate(link.id, { onSuccess: () => setOpen(false) })}
        cancelWhileBusy
      />
    </ActionDialog>
  );
}
