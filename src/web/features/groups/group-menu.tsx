import { useState } from "react";
import { DropdownMenu } from "radix-ui";
import { ChevronDown, KeyRound, Pencil, Settings2, Trash2 } from "lucide-react";
import { toast } from "sonner";
import type { GroupSummary } from "../../../shared/api";
import { Button } from "../../components/ui/button";
import { MenuContent, menuItemClass } from "../../components/ui/menu";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { cn } from "../../lib/cn";
import { errorMessage } from "../../lib/api";
import { DeleteGroupDialog } from "./delete-group-dialog";
import { EditGroupDialog } from "./edit-group-dialog";
import { useNewGroupCode } from "./use-group-page";
import { t } from "i18next";
import { Trans } from "react-i18next";

type Open = "edit" | "code" | "delete" | null;

/** An admin's controls, as the event creator's menu: edit, a new invitation code, and for the
 * group's creator, delete. */
export function GroupMenu({ group }: { group: GroupSummary }) {
  const [open, setOpen] = useState<Open>(null);
  const newCode = useNewGroupCode(group.id);
  const close = () => setOpen(null);

  return (
    <>
      {/* Not modal: a modal menu handing focus to a dialog can leave the page unclickable. */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button variant="outline">
            <Settings2 aria-hidden />
            {t("groups.manage")}
            <ChevronDown aria-hidden className="-mr-1 text-muted-foreground" />
          </Button>
        </DropdownMenu.Trigger>
        <MenuContent>
          <DropdownMenu.Item className={menuItemClass} onSelect={() => setOpen("edit")}>
            <Pencil aria-hidden className="text-slate-500" />
            {t("groups.edit.name")}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={menuItemClass} onSelect={() => setOpen("code")}>
            <KeyRound aria-hidden className="text-slate-500" />
            {t("events.newCode.item")}
          </DropdownMenu.Item>
          {group.myRole === "creator" && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
              <DropdownMenu.Item
                className={cn(menuItemClass, "text-red-700 data-[highlighted]:bg-red-50")}
                onSelect={() => setOpen("delete")}
              >
                <Trash2 aria-hidden />
                {t("groups.delete.item")}
              </DropdownMenu.Item>
            </>
          )}
        </MenuContent>
      </DropdownMenu.Root>

      <EditGroupDialog group={group} open={open === "edit"} onOpenChange={(o) => !o && close()} />

      <ConfirmDialog
        open={open === "code"}
        onOpenChange={(o) => !o && close()}
        title={t("events.newCode.title")}
        description={
          <Trans
            i18nKey="events.newCode.text"
            values={{ code: group.invitationCode }}
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
              close();
            },
            onError: (error) =>
              toast.error(t("common.error"), {
                description: errorMessage(error, t("events.newCode.failed")),
              }),
          })
        }
      />

      {group.myRole === "creator" && (
        <DeleteGroupDialog
          group={group}
          open={open === "delete"}
          onOpenChange={(o) => !o && close()}
        />
      )}
    </>
  );
}
