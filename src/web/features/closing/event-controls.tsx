import { useState } from "react";
import { RotateCcw, Settings2, Trophy } from "lucide-react";
import type { EventPage } from "../../../shared/api";
import { findWinner } from "../../../shared/winner";
import { Button } from "../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
} from "../../components/ui/dialog";
import { useClosing } from "./use-closing";

/** The creator's card: close the event (after a confirmation), or reopen it. */
export function EventControls({ page }: { page: EventPage }) {
  const closed = page.event.status === "completed";
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Settings2 aria-hidden className="size-5 text-primary" />
          Event Controls
        </CardTitle>
        <CardDescription>
          {closed
            ? "This event is closed. Reopening it clears the recorded winner and lets everyone vote again."
            : "When the group has decided, close the event: voting stops and the current winner is recorded."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {closed ? <ReopenButton eventId={page.event.id} /> : <CloseDialog page={page} />}
      </CardContent>
    </Card>
  );
}

function CloseDialog({ page }: { page: EventPage }) {
  const [open, setOpen] = useState(false);
  const close = useClosing(page.event.id, "close");
  const winner = findWinner(page.links);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button className="w-full">
          <Trophy aria-hidden />
          {"Close Event & Select Winner"}
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Close this event?"
        description={
          winner
            ? `"${winner.title}" will be recorded as the winner. Links, the shortlist and votes stay as they are until you reopen the event.`
            : "Nothing is on the shortlist, so the event will close with no winner. You can reopen it later."
        }
      >
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            disabled={close.isPending}
            onClick={() => close.mutate(undefined, { onSuccess: () => setOpen(false) })}
          >
            {close.isPending ? "Closing..." : "Close Event"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
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
