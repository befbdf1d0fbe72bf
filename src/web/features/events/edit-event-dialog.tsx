import { useState } from "react";
import { toast } from "sonner";
import type { EventSummary } from "../../../shared/api";
import { ActionDialog, DialogForm } from "../../components/action-dialog";
import { errorMessage, fieldMessages } from "../../lib/api";
import { toLocalInput } from "../../lib/dates";
import { deadlineProblem, deadlineToSend } from "../deadlines";
import { EventFields } from "./event-fields";
import { EventFormColumns, eventDialogWidth } from "./event-form-columns";
import { useEventForm } from "./use-event-form";
import { useEditEvent } from "./use-event-page";
import { dotsProblem, VotingFields, votingFieldValues, votingRulesOf } from "./voting-fields";
import { t } from "i18next";

type Props = { event: EventSummary; open: boolean; onOpenChange: (open: boolean) => void };

/** The creator edits the title, the description, while the event is open its deadline, and how
 * the group votes. The form starts from the event as it is now. */
export function EditEventDialog({ event, open, onOpenChange }: Props) {
  const edit = useEditEvent(event.id);
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={edit.isPending}
      className={eventDialogWidth}
      title={t("events.edit.name")}
      description={t("events.edit.description")}
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
  const [initialDeadline] = useState(() => (event.deadline ? toLocalInput(event.deadline) : ""));
  const { values, voting, errors, setErrors, change, changeVoting } = useEventForm(
    { title: event.title, description: event.description, deadline: initialDeadline },
    () => votingFieldValues(event),
  );
  const closed = event.status === "completed";

  const submit = () => {
    // The deadline goes only when it changed, and never on a closed event (the server refuses
    // it there): an unchanged one a moment from passing must not fail a change of title.
    const deadlineChanged = !closed && values.deadline !== initialDeadline;
    const problem = deadlineChanged ? deadlineProblem(values.deadline) : undefined;
    const dots = dotsProblem(voting);
    if (problem || dots) return setErrors({ deadline: problem, dots });
    // Only the rules that changed: the method and the dots cannot change once someone has
    // voted, so sending them unchanged would refuse a change of title. The server says so when
    // they did change; the toast shows its reason.
    const rules = votingRulesOf(voting, event);
    const changedRules = Object.fromEntries(
      Object.entries(rules).filter(([key, value]) => event[key as keyof typeof rules] !== value),
    ) as Partial<typeof rules>;
    const changes = {
      title: values.title.trim(),
      description: values.description.trim(),
      ...(deadlineChanged ? { deadline: deadlineToSend(values.deadline) } : {}),
      ...changedRules,
    };
    edit.mutate(changes, {
      onSuccess: () => {
        toast.success(t("events.edit.done"), { description: t("events.edit.doneText") });
        onDone();
      },
      onError: (error) => {
        setErrors(fieldMessages(error));
        toast.error(t("common.error"), {
          description: errorMessage(error, t("events.edit.failed")),
        });
      },
    });
  };

  return (
    <DialogForm
      onSubmit={submit}
      ready={Boolean(values.title.trim())}
      busy={edit.isPending}
      label={t("common.saveChanges")}
      busyLabel={t("common.saving")}
      noValidate
    >
      <EventFormColumns
        event={<EventFields values={values} onChange={change} errors={errors} closed={closed} />}
        voting={<VotingFields values={voting} onChange={changeVoting} errors={errors} />}
      />
    </DialogForm>
  );
}
