import { useState } from "react";
import { toast } from "sonner";
import type { EventSummary } from "../../../shared/api";
import { ActionDialog, DialogForm } from "../../components/action-dialog";
import { errorMessage } from "../../lib/api";
import { EventFields } from "./event-fields";
import { useEditEvent } from "./use-event-page";

type Props = { event: EventSummary; open: boolean; onOpenChange: (open: boolean) => void };

/** The creator edits the title and description. The form starts from the event as it is now. */
export function EditEventDialog({ event, open, onOpenChange }: Props) {
  const edit = useEditEvent(event.id);
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={edit.isPending}
      title="Edit Event"
      description="Change the title and description everyone sees."
    >
      {open && <EditForm event={event} edit={edit} onDone={() => onOpenChange(false)} />}
    </ActionDialog>
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
  const [values, setValues] = useState({ title: event.title, description: event.description });

  const submit = () =>
    edit.mutate(
      { title: values.title.trim(), description: values.description.trim() },
      {
        onSuccess: () => {
          toast.success("Event updated!", { description: "Your changes have been saved." });
          onDone();
        },
        onError: (error) =>
          toast.error("Error", { description: errorMessage(error, "Failed to update event") }),
      },
    );

  return (
    <DialogForm
      onSubmit={submit}
      ready={Boolean(values.title.trim())}
      busy={edit.isPending}
      label="Save Changes"
      busyLabel="Saving..."
    >
      <EventFields values={values} onChange={setValues} />
    </DialogForm>
  );
}
