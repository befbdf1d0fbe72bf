import { useState } from "react";
import { DropdownMenu } from "radix-ui";
import { ChevronDown, KeyRound, Pencil, Repeat, Settings2, Trash2 } from "lucide-react";
import { toast } from "sonner";
import type { EventSummary } from "../../../shared/api";
import { Button } from "../../components/ui/button";
import { MenuContent, menuItemClass } from "../../components/ui/menu";
import { cn } from "../../lib/cn";
import { errorMessage } from "../../lib/api";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { useSession } from "../auth/use-session";
import { lazyDialog } from "../../components/lazy-dialog";
import { useDeleteEvent, useNewCode } from "./use-event-page";
import { t } from "i18next";
import { Trans } from "react-i18next";

// Opened now and then by the creator alone: not in the event page's first download.
const EditEventDialog = lazyDialog(() =>
  import("./edit-event-dialog").then((m) => m.EditEventDialog),
);
const MakeRegularDialog = lazyDialog(() =>
  import("../groups/make-regular-dialog").then((m) => m.MakeRegularDialog),
);

type Open = "edit" | "code" | "regular" | "delete" | null;

/** The creator's controls: edit, a new invitation code, for a standalone event's own creator
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
  const close = () => setOpen(null);

  return (
    <>
      {/* Not modal: a modal menu handing focus to a dialog can leave the page unclickable. */}
      <DropdownMenu.Root
        modal={false}
        onOpenChange={(opened) => {
          if (!opened) return;
          EditEventDialog.preload();
          if (mayMakeRegular) MakeRegularDialog.preload();
        }}
      >
        <DropdownMenu.Trigger asChild>
          <Button variant="outline">
            <Settings2 aria-hidden />
            {t("events.manage")}
            <ChevronDown aria-hidden className="-mr-1 text-muted-foreground" />
          </Button>
        </DropdownMenu.Trigger>
        <MenuContent>
          <DropdownMenu.Item className={menuItemClass} onSelect={() => setOpen("edit")}>
            <Pencil aria-hidden className="text-slate-500" />
            {t("events.edit.name")}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={menuItemClass} onSelect={() => setOpen("code")}>
            <KeyRound aria-hidden className="text-slate-500" />
            {t("events.newCode.item")}
          </DropdownMenu.Item>
          {mayMakeRegular && (
            <DropdownMenu.Item className={menuItemClass} onSelect={() => setOpen("regular")}>
              <Repeat aria-hidden className="text-slate-500" />
              {t("groups.regular.item")}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            className={cn(menuItemClass, "text-red-700 data-[highlighted]:bg-red-50")}
            onSelect={() => setOpen("delete")}
          >
            <Trash2 aria-hidden />
            {t("events.delete.item")}
          </DropdownMenu.Item>
        </MenuContent>
      </DropdownMenu.Root>

      <EditEventDialog event={event} open={open === "edit"} onOpenChange={(o) => !o && close()} />

      <ConfirmDialog
        open={open === "code"}
        onOpenChange={(o) => !o && close()}
        title={t("events.newCode.title")}
        description={
          <Trans
            i18nKey="events.newCode.text"
            values={{ code: event.invitationCode }}
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

      {mayMakeRegular && (
        <MakeRegularDialog
          eventId={event.id}
          open={open === "regular"}
          onOpenChange={(o) => !o && close()}
        />
      )}

      <ConfirmDialog
        open={open === "delete"}
        onOpenChange={(o) => !o && close()}
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
