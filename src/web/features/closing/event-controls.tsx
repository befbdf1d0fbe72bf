import { useState } from "react";
import { RotateCcw, Settings2, Trophy } from "lucide-react";
import type { EventPage } from "../../../shared/api";
import { ActionDialog, DialogActions } from "../../components/action-dialog";
import { TitledCard } from "../../components/titled-card";
import { Button } from "../../components/ui/button";
import { currentWinner } from "../votes/counts";
import { useClosing } from "./use-closing";

/** The creator's card: close the event (after a confirmation), or reopen it. */
export function EventControls({ page }: { page: EventPage }) {
  const closed = page.event.status === "completed";
  return (
    <TitledCard
      icon={Settings2}
      title="Event Controls"
      description={
        closed
          ? "This event is closed. Reopening it clears the recorded winner and lets everyone vote again."
          : "When the group has decided, close the event: voting stops and the current winner is recorded."
      }
    >
      {closed ? <ReopenButton eventId={page.event.id} /> : <CloseDialog page={page} />}
    </TitledCard>
  );
}

function CloseDialog({ page }: { page: EventPage }) {
  const [open, setOpen] = useState(false);
  const close = useClosing(page.event.id, "close");
  // A creator who may not see results yet is not told the winner before everyone else.
  const winner = currentWinner(page);
  const anyShortlisted = page.links.some((link) => link.inShortlist);
  return (
    <ActionDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button className="w-full">
          <Trophy aria-hidden />
          {"Close Event & Select Winner"}
        </Button>
      }
      title="Close this event?"
      description={
        winner
          ? `"${winner.title}" will be recorded as the winner. Links, the shortlist and votes stay as they are until you reopen the event.`
          : anyShortlisted
            ? "The shortlisted link with the highest score will be recorded as the winner, and everyone will see the result. Links, the shortlist and votes stay as they are until you reopen the event."
            : "Nothing is on the shortlist, so the event will close with no winner. You can reopen it later."
      }
    >
      <DialogActions
        label="Close Event"
        busyLabel="Closing..."
        busy={close.isPending}
        onAction={() => close.mutate(undefined, { onSuccess: () => setOpen(false) })}
        cancelWhileBusy
      />
    </ActionDialog>
  );
}

function ReopenButton({ eventId }: { eventId: string }) {
  const reopen = useClosing(eventId, "reopen");
  return (
    <Button
      variant="outline"
      className="w-full"
      disabled={reopen.isPending}
      onClick={() => reopen.mutate()}
    >
      <RotateCcw aria-hidden />
      {reopen.isPending ? "Reopening..." : "Reopen Event"}
    </Button>
  );
}
