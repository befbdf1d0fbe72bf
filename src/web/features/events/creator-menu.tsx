import { useState } from "react";
import { DropdownMenu } from "radix-ui";
import { ChevronDown, KeyRound, Pencil, Settings2, Trash2 } from "lucide-react";
import { toast } from "sonner";
import type { EventSummary } from "../../../shared/api";
import { Button } from "../../components/ui/button";
import { MenuContent, menuItemClass } from "../../components/ui/menu";
import { cn } from "../../lib/cn";
import { errorMessage } from "../../lib/api";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { EditEventDialog } from "./edit-event-dialog";
import { useDeleteEvent, useNewCode } from "./use-event-page";

type Open = "edit" | "code" | "delete" | null;

/** The creator's controls: edit, a new invitation code, delete; each confirms what it cannot undo. */
export function CreatorMenu({ event }: { event: EventSummary }) {
  const [open, setOpen] = useState<Open>(null);
  const newCode = useNewCode(event.id);
  const remove = useDeleteEvent(event.id, () =>
    toast.success("Event deleted", { description: `"${event.title}" has been deleted.` }),
  );
  const close = () => setOpen(null);

  return (
    <>
      {/* Not modal: a modal menu handing focus to a dialog can leave the page unclickable. */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button variant="outline">
            <Settings2 aria-hidden />
            Manage
            <ChevronDown aria-hidden className="-mr-1 text-muted-foreground" />
          </Button>
        </DropdownMenu.Trigger>
        <MenuContent>
          <DropdownMenu.Item className={menuItemClass} onSelect={() => setOpen("edit")}>
            <Pencil aria-hidden className="text-slate-500" />
            Edit Event
          </DropdownMenu.Item>
          <DropdownMenu.Item className={menuItemClass} onSelect={() => setOpen("code")}>
            <KeyRound aria-hidden className="text-slate-500" />
            New Invitation Code
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            className={cn(menuItemClass, "text-red-700 data-[highlighted]:bg-red-50")}
            onSelect={() => setOpen("delete")}
          >
            <Trash2 aria-hidden />
            Delete Event
          </DropdownMenu.Item>
        </MenuContent>
      </DropdownMenu.Root>

      <EditEventDialog event={event} open={open === "edit"} onOpenChange={(o) => !o && close()} />

      <ConfirmDialog
        open={open === "code"}
        onOpenChange={(o) => !o && close()}
        title="Make a new invitation code?"
        description={
          <>
            The current code <span className="font-mono font-medium">{event.invitationCode}</span>{" "}
            and its invite link stop working at once. Everyone who has joined stays a member.
          </>
        }
        confirmLabel="Make New Code"
        busyLabel="Making..."
        busy={newCode.isPending}
        onConfirm={() =>
          newCode.mutate(undefined, {
            onSuccess: (updated) => {
              toast.success("New code created!", {
                description: `The invitation code is now ${updated.invitationCode}.`,
              });
              close();
            },
            onError: (error) =>
              toast.error("Error", {
                description: errorMessage(error, "Failed to make a new code"),
              }),
          })
        }
      />

      <ConfirmDialog
        open={open === "delete"}
        onOpenChange={(o) => !o && close()}
        title="Delete this event?"
        description={`"${event.title}" will be deleted for every member, with all its links, the shortlist and the votes. This cannot be undone.`}
        confirmLabel="Delete Event"
        busyLabel="Deleting..."
        destructive
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}
