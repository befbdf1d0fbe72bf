import { useState } from "react";
import { Plus } from "lucide-react";
import { toast } from "sonner";
import { FormDialog } from "../../components/action-dialog";
import type { ButtonVariant } from "../../components/ui/button";
import { errorMessage } from "../../lib/api";
import { EventFields } from "./event-fields";
import { useCreateEvent } from "./use-events";

const empty = { title: "", description: "" };

/** "Create Event": its button and the dialog it opens. Title required, description optional. */
export function CreateEventDialog({ variant = "default" }: { variant?: ButtonVariant }) {
  const [values, setValues] = useState(empty);
  const create = useCreateEvent();

  const submit = (close: () => void) => {
    const description = values.description.trim();
    create.mutate(
      { title: values.title.trim(), ...(description ? { description } : {}) },
      {
        onSuccess: () => {
          toast.success("Event created!", {
            description: "Your event has been created successfully.",
          });
          close();
          setValues(empty);
        },
        onError: (error) =>
          toast.error("Error", { description: errorMessage(error, "Failed to create event") }),
      },
    );
  };

  return (
    <FormDialog
      name="Create Event"
      icon={Plus}
      variant={variant}
      description="Start a group decision. Once it exists, share its invitation code with the others."
      onSubmit={submit}
      ready={Boolean(values.title.trim())}
      busy={create.isPending}
      busyLabel="Creating..."
    >
      <EventFields values={values} onChange={setValues} placeholders />
    </FormDialog>
  );
}
