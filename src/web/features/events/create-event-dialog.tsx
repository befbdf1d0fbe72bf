import { Plus } from "lucide-react";
import { toast } from "sonner";
import { FormDialog } from "../../components/action-dialog";
import type { ButtonVariant } from "../../components/ui/button";
import { ApiError, errorMessage } from "../../lib/api";
import { deadlineProblem, deadlineToSend } from "../deadlines/deadline-input";
import { defaultVotingRules } from "../../../shared/voting";
import { EventFields, type EventFieldValues } from "./event-fields";
import { useEventForm } from "./use-event-form";
import { useCreateEvent } from "./use-events";
import { dotsProblem, VotingFields, votingFieldValues, votingRulesOf } from "./voting-fields";

const empty: EventFieldValues = { title: "", description: "", deadline: "" };

/** "Create Event": its button and the dialog it opens. Title required, description and voting
 * deadline optional; how the group votes starts from the defaults. */
export function CreateEventDialog({ variant = "default" }: { variant?: ButtonVariant }) {
  const { values, voting, errors, setErrors, change, changeVoting, reset } = useEventForm(
    empty,
    () => votingFieldValues(),
  );
  const create = useCreateEvent();

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
      onSuccess: () => {
        toast.success("Event created!", {
          description: "Your event has been created successfully.",
        });
        close();
        reset();
      },
      onError: (error) => {
        setErrors((error instanceof ApiError && error.fields) || {});
        toast.error("Error", { description: errorMessage(error, "Failed to create event") });
      },
    });
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
      // Our own checks say what is wrong beside the field (the dots' range, the deadline).
      noValidate
    >
      <EventFields values={values} onChange={change} errors={errors} placeholders />
      <VotingFields values={voting} onChange={changeVoting} errors={errors} />
    </FormDialog>
  );
}
