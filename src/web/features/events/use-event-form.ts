import { useState } from "react";
import type { EventFieldValues } from "./event-fields";
import type { VotingFieldValues } from "./voting-fields";

export type EventFormErrors = { deadline?: string; dots?: string; method?: string };

/** The state the create and edit dialogs share: the event's fields, how it votes, and the
 * problems shown beside them. A changed deadline clears every problem (the server's may have been
 * about it); a changed voting rule clears the voting ones. */
export function useEventForm(initial: EventFieldValues, initialVoting: () => VotingFieldValues) {
  const [values, setValues] = useState(initial);
  const [voting, setVoting] = useState<VotingFieldValues>(initialVoting);
  const [errors, setErrors] = useState<EventFormErrors>({});

  const change = (next: EventFieldValues) => {
    if (next.deadline !== values.deadline) setErrors({});
    setValues(next);
  };
  const changeVoting = (next: VotingFieldValues) => {
    setErrors(({ dots: _, method: __, ...rest }) => rest);
    setVoting(next);
  };
  const reset = () => {
    setValues(initial);
    setVoting(initialVoting());
    setErrors({});
  };

  return { values, voting, errors, setErrors, change, changeVoting, reset };
}
