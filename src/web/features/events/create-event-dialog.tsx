import { useState } from "react";
import { Plus } from "lucide-react";
import { toast } from "sonner";
import { ActionDialog, DialogForm } from "../../components/action-dialog";
import { Button, type ButtonVariant } from "../../components/ui/button";
import { errorMessage } from "../../lib/api";
import { EventFields } from "./event-fields";
import { useCreateEvent } from "./use-events";

/** "Create Event": its button and the dialog it opens. Title required, description optional. */
export function CreateEventDialog({ variant = "default" }: { variant?: ButtonVariant }) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const create = useCreateEvent();

  const submit = () => {
    const trimmed = description.trim();
    create.mutate(
      { title: title.trim(), ...(trimmed ? { description: trimmed } : {}) },
      {
        onSuccess: () => {
          toast.success("Event created!", {
            description: "Your event has been created successfully.",
          });
          setOpen(false);
          setTitle("");
          setDescription("");
        },
        onError: (error) =>
          toast.error("Error", { description: errorMessage(error, "Failed to create event") }),
      },
    );
  };

  return (
    <ActionDialog
      open={open}
      onOpenChange={setOpen}
      busy={create.isPending}
      trigger={
        <Button variant={variant}>
          <Plus aria-hidden />
          Create Event
        </Button>
      }
      title="Create Event"
      description="Start a group decision. Once it exists, share its invitation code with the others."
    >
      <DialogForm
        onSubmit={submit}
        ready={Boolean(title.trim())}
        busy={create.isPending}
        label="Create Event"
        busyLabel="Creating..."
      >
        <EventFields
          title={title}
          description={description}
          onTitleChange={setTitle}
          onDescriptionChange={setDescription}
          placeholders
        />
      </DialogForm>
    </ActionDialog>
  );
}
