import { Plus } from "lucide-react";
import { useNavigate } from "react-router";
import type { EventSummary } from "../../../shared/api";
import { toast } from "sonner";
import { FormDialog } from "../../components/action-dialog";
import type { ButtonVariant } from "../../components/ui/button";
import { errorMessage, fieldMessages } from "../../lib/api";
import { deadlineProblem, deadlineToSend } from "../deadlines";
import { defaultVotingRules } from "../../../shared/core/voting";
import { EventFields, type EventFieldValues } from "./event-fields";
import { EventFormColumns, eventDialogWidth } from "./event-form-columns";
import { useEventForm } from "./use-event-form";
import { useCreateEvent } from "./use-events";
import { dotsProblem, VotingFields, votingFieldValues, votingRulesOf } from "./voting-fields";
import { t } from "i18next";

const empty: EventFieldValues = { title: "", description: "", deadline: "" };

/** "Create Event": its button and the dialog it opens. Title required, description and voting
 * deadline optional; how the group votes starts from the defaults. The new event's page opens,
 * where the invitation buttons are (decision 208), unless `onCreated` says otherwise: the share
 * page (decision 221) picks the new event instead. */
export function CreateEventDialog({
  variant = "default",
  onCreated,
}: {
  variant?: ButtonVariant;
  onCreated?: (event: EventSummary) => void;
}) {
  const { values, voting, errors, setErrors, change, changeVoting, reset } = useEventForm(
    empty,
    () => votingFieldValues(),
  );
  const create = useCreateEvent();
  const navigate = useNavigate();

  const submit = (close: () => void) => {
    const problem = deadlineProblem(values.deadline);
    const dots = dotsProblem(voting);
    if (problem || dots) return setErrors({ deadline: problem, dots });
    const description = values.description.trim();
    const deadline = deadlineToSend(values.deadline);
    const input = {
      title: values.title.trim(),
      ...(description ? { description } : {}),
      ...(deadline ? { deadline } : {}),
      ...votingRulesOf(voting, defaultVotingRules),
    };
    create.mutate(input, {
      onSuccess: (event) => {
        toast.success(t("events.create.done"), { description: t("events.create.doneText") });
        close();
        reset();
        if (onCreated) onCreated(event);
        else void navigate(`/event/${event.id}`);
      },
      onError: (error) => {
        setErrors(fieldMessages(error));
        toast.error(t("common.error"), {
          description: errorMessage(error, t("events.create.failed")),
        });
      },
    });
  };

  return (
    <FormDialog
      name={t("events.create.name")}
      icon={Plus}
      variant={variant}
      description={t("events.create.description")}
      className={eventDialogWidth}
      onSubmit={submit}
      ready={Boolean(values.title.trim())}
      busy={create.isPending}
      busyLabel={t("events.create.busy")}
      // Our own checks say what is wrong beside the field (the dots' range, the deadline).
      noValidate
    >
      <EventFormColumns
        event={<EventFields values={values} onChange={change} errors={errors} placeholders />}
        voting={<VotingFields values={voting} onChange={changeVoting} errors={errors} />}
      />
    </FormDialog>
  );
}
