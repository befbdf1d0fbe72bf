import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { EventSummary } from "../../../shared/api";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "../../components/ui/dialog";
import { errorMessage } from "../../lib/api";
import { EventFields } from "./event-fields";
import { useEditEvent } from "./use-event-page";

type Props = { event: EventSummary; open: boolean; onOpenChange: (open: boolean) => void };

/** The creator edits the title and description. The form starts from the event as it is now. */
export function EditEventDialog({ event, open, onOpenChange }: Props) {
  const edit = useEditEvent(event.id);
  return (
    <Dialog open={open} onOpenChange={(next) => !edit.isPending && onOpenChange(next)}>
      <DialogContent
        title="Edit Event"
        description="Change the title and description everyone sees."
      >
        {open && <EditForm event={event} edit={edit} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function EditForm({
  event,
  edit,
  onDone,
}: {
  event: EventSummary;
  edit: ReturnType<typeof useEditEvent>;
  onDone: () => void;
}) {
  const [title, setTitle] = useState(event.title);
  const [description, setDescription] = useState(event.description);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim() || edit.isPending) return;
    edit.mutate(
      { title: title.trim(), description: description.trim() },
      {
        onSuccess: () => {
          toast.success("Event updated!", { description: "Your changes have been saved." });
          onDone();
        },
        onError: (error) =>
          toast.error("Error", { description: errorMessage(error, "Failed to update event") }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <EventFields
        title={title}
        description={description}
        onTitleChange={setTitle}
        onDescriptionChange={setDescription}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={edit.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!title.trim() || edit.isPending}>
          {edit.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </DialogFooter>
    </form>
  );
}
