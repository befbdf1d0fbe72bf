import { useState } from "react";
import { KeyRound, MessageSquare, Pencil, Repeat, Trash2 } from "lucide-react";
import { toast } from "sonner";
import type { EventSummary } from "../../../shared/api";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { lazyDialog } from "../../components/lazy-dialog";
import { ManageMenu, ManageMenuItem } from "../../components/manage-menu";
import { useSession } from "../auth";
import { LazyChatsDialog as ChatsDialog } from "../chat";
import { LazyMakeRegularDialog as MakeRegularDialog } from "../groups";
import { NewCodeDialog } from "../invitations";
import { useDeleteEvent, useNewCode } from "./use-event-page";
import { t } from "i18next";

// Opened now and then by the creator alone: not in the event page's first download.
const EditEventDialog = lazyDialog(() =>
  import("./edit-event-dialog").then((m) => m.EditEventDialog),
);

type Open = "edit" | "code" | "chats" | "regular" | "delete" | null;

/** The creator's controls: edit, a new invitation code, the chats it tells (issue #38), for a standalone event's own creator
 * "Make this a regular" (decision 226), delete; each confirms what it cannot undo. A round's
 * admins have them too. */
export function CreatorMenu({ event }: { event: EventSummary }) {
  const [open, setOpen] = useState<Open>(null);
  const { user } = useSession();
  const mayMakeRegular = event.groupId === null && event.creatorId === user?.id;
  const newCode = useNewCode(event.id);
  const remove = useDeleteEvent(event.id, () =>
    toast.success(t("events.delete.done"), {
      description: t("events.delete.doneText", { title: event.title }),
    }),
  );
  const onOpenChange = (o: boolean) => !o && setOpen(null);

  return (
    <>
      <ManageMenu
        label={t("events.manage")}
        onOpenChange={(opened) => {
          if (!opened) return;
          EditEventDialog.preload();
          ChatsDialog.preload();
          if (mayMakeRegular) MakeRegularDialog.preload();
        }}
      >
        <ManageMenuItem
          icon={<Pencil aria-hidden className="text-slate-500" />}
          onSelect={() => setOpen("edit")}
        >
          {t("events.edit.name")}
        </ManageMenuItem>
        <ManageMenuItem
          icon={<KeyRound aria-hidden className="text-slate-500" />}
          onSelect={() => setOpen("code")}
        >
          {t("events.newCode.item")}
        </ManageMenuItem>
        <ManageMenuItem
          icon={<MessageSquare aria-hidden className="text-slate-500" />}
          onSelect={() => setOpen("chats")}
        >
          {t("chats.item")}
        </ManageMenuItem>
        {mayMakeRegular && (
          <ManageMenuItem
            icon={<Repeat aria-hidden className="text-slate-500" />}
            onSelect={() => setOpen("regular")}
          >
            {t("groups.regular.item")}
          </ManageMenuItem>
        )}
        <ManageMenuItem icon={<Trash2 aria-hidden />} onSelect={() => setOpen("delete")} danger>
          {t("events.delete.item")}
        </ManageMenuItem>
      </ManageMenu>

      <EditEventDialog event={event} open={open === "edit"} onOpenChange={onOpenChange} />

      <NewCodeDialog
        code={event.invitationCode}
        open={open === "code"}
        onOpenChange={onOpenChange}
        newCode={newCode}
      />

      <ChatsDialog
        owner={{ kind: "event", id: event.id }}
        open={open === "chats"}
        onOpenChange={onOpenChange}
      />

      {mayMakeRegular && (
        <MakeRegularDialog
          eventId={event.id}
          open={open === "regular"}
          onOpenChange={onOpenChange}
        />
      )}

      <ConfirmDialog
        open={open === "delete"}
        onOpenChange={onOpenChange}
        title={t("events.delete.title")}
        description={t("events.delete.text", { title: event.title })}
        confirmLabel={t("events.delete.item")}
        busyLabel={t("events.delete.busy")}
        destructive
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}
