import { useId } from "react";
import { limits } from "../../../shared/limits";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { DeadlineClosedNote, DeadlineField } from "../deadlines/deadline-field";
import { t } from "i18next";
import { Trans } from "react-i18next";

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
  const id = useId();
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>{t("events.fields.title")}</Label>
        <Input
          id={`${id}-title`}
          value={values.title}
          onChange={(e) => onChange({ ...values, title: e.target.value })}
          placeholder={placeholders ? t("events.fields.titlePlaceholder") : undefined}
          maxLength={limits.title}
          required
          autoComplete="off"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>
          <Trans
            i18nKey="events.fields.description"
            components={[<span className="font-normal text-muted-foreground" />]}
          />
        </Label>
        <Textarea
          id={`${id}-description`}
          value={values.description}
          onChange={(e) => onChange({ ...values, description: e.target.value })}
          placeholder={placeholders ? t("events.fields.descriptionPlaceholder") : undefined}
          maxLength={limits.description}
          rows={placeholders ? undefined : 4}
        />
      </div>
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
