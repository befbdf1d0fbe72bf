import { useState, type FormEvent } from "react";
import { Plus } from "lucide-react";
import { toast } from "sonner";
import { Button, type ButtonVariant } from "../../components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from "../../components/ui/dialog";
import { errorMessage } from "../../lib/api";
import { EventFields } from "./event-fields";
import { useCreateEvent } from "./use-events";

/** "Create Event": its button and the dialog it opens. Title required, description optional. */
export function CreateEventDialog({ variant = "default" }: { variant?: ButtonVariant }) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const create = useCreateEvent();

  const reset = () => {
    setTitle("");
    setDescription("");
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim() || create.isPending) return;
    const trimmed = description.trim();
    create.mutate(
      { title: title.trim(), ...(trimmed ? { description: trimmed } : {}) },
      {
        onSuccess: () => {
          toast.success("Event created!", {
            description: "Your event has been created successfully.",
          });
          setOpen(false);
          reset();
        },
        onError: (error) =>
          toast.error("Error", { description: errorMessage(error, "Failed to create event") }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !create.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant={variant}>
          <Plus aria-hidden />
          Create Event
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Create Event"
        description="Start a group decision. Once it exists, share its invitation code with the others."
      >
        <form onSubmit={submit} className="grid gap-4">
          <EventFields
            title={title}
            description={description}
            onTitleChange={setTitle}
            onDescriptionChange={setDescription}
            placeholders
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={!title.trim() || create.isPending}>
              {create.isPending ? "Creating..." : "Create Event"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
