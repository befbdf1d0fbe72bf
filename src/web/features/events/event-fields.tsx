import { TitleFields } from "../../components/title-fields";
import { DeadlineClosedNote, DeadlineField } from "../deadlines";

/** `deadline`: the `datetime-local` text in the creator's own zone, "" for none. */
export type EventFieldValues = { title: string; description: string; deadline: string };

/** An event's title (required), description and voting deadline (optional), as the create and
 * edit dialogs ask. `placeholders`: the create dialog shows examples; the edit dialog starts
 * from the event's own text. `closed`: the deadline cannot be set (the event must be reopened). */
export function EventFields({
  values,
  onChange,
  errors = {},
  placeholders = false,
  closed = false,
}: {
  values: EventFieldValues;
  onChange: (values: EventFieldValues) => void;
  errors?: { deadline?: string };
  placeholders?: boolean;
  closed?: boolean;
}) {
  return (
    <>
      <TitleFields
        of="event"
        title={values.title}
        description={values.description}
        onTitle={(title) => onChange({ ...values, title })}
        onDescription={(description) => onChange({ ...values, description })}
        placeholders={placeholders}
      />
      {closed ? (
        <DeadlineClosedNote />
      ) : (
        <DeadlineField
          value={values.deadline}
          onChange={(deadline) => onChange({ ...values, deadline })}
          error={errors.deadline}
        />
      )}
    </>
  );
}
