import { useState } from "react";
import { LogOut } from "lucide-react";
import { toast } from "sonner";
import type { EventSummary } from "../../../shared/api";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { useLeaveEvent } from "./use-event-page";

/** A member (never the creator) leaves, after confirming; their votes go with them. */
export function LeaveEventButton({ event }: { event: EventSummary }) {
  const [open, setOpen] = useState(false);
  const leave = useLeaveEvent(event.id, () =>
    toast.success("You left the event", {
      description: `You are no longer a member of "${event.title}".`,
    }),
  );
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <LogOut aria-hidden />
        Leave Event
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Leave this event?"
        description={`You will no longer see "${event.title}", and your votes will be removed. You can join again with its invitation code.`}
        confirmLabel="Leave Event"
        busyLabel="Leaving..."
        destructive
        busy={leave.isPending}
        onConfirm={() => leave.mutate()}
      />
    </>
  );
}
