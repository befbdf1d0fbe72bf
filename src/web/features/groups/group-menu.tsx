import { useState } from "react";
import { KeyRound, MessageSquare, Pencil, Trash2 } from "lucide-react";
import type { GroupSummary } from "../../../shared/api";
import { ManageMenu, ManageMenuItem } from "../../components/manage-menu";
// Opened now and then by an admin alone: not in the group page's first download.
import { LazyChatsDialog as ChatsDialog } from "../chat";
import { NewCodeDialog } from "../invitations";
import { DeleteGroupDialog } from "./delete-group-dialog";
import { EditGroupDialog } from "./edit-group-dialog";
import { useNewGroupCode } from "./use-group-page";
import { t } from "i18next";

type Open = "edit" | "code" | "chats" | "delete" | null;

/** An admin's controls, as the event creator's menu: edit, a new invitation code, the chats
 * every round tells (issue #38), and for the group's creator, delete. */
export function GroupMenu({ group }: { group: GroupSummary }) {
  const [open, setOpen] = useState<Open>(null);
  const newCode = useNewGroupCode(group.id);
  const onOpenChange = (o: boolean) => !o && setOpen(null);

  return (
    <>
      <ManageMenu
        label={t("groups.manage")}
        onOpenChange={(opened) => opened && ChatsDialog.preload()}
      >
        <ManageMenuItem
          icon={<Pencil aria-hidden className="text-slate-500" />}
          onSelect={() => setOpen("edit")}
        >
          {t("groups.edit.name")}
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
        {group.myRole === "creator" && (
          <ManageMenuItem icon={<Trash2 aria-hidden />} onSelect={() => setOpen("delete")} danger>
            {t("groups.delete.item")}
          </ManageMenuItem>
        )}
      </ManageMenu>

      <EditGroupDialog group={group} open={open === "edit"} onOpenChange={onOpenChange} />

      <NewCodeDialog
        code={group.invitationCode}
        ofGroup
        open={open === "code"}
        onOpenChange={onOpenChange}
        newCode={newCode}
      />

      <ChatsDialog
        owner={{ kind: "group", id: group.id }}
        open={open === "chats"}
        onOpenChange={onOpenChange}
      />

      {group.myRole === "creator" && (
        <DeleteGroupDialog group={group} open={open === "delete"} onOpenChange={onOpenChange} />
      )}
    </>
  );
}
