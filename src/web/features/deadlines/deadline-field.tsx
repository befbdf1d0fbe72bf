import { X } from "lucide-react";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { formatFullDateTime, fromLocalInput } from "../../lib/dates";
import { t } from "i18next";
import { Trans } from "react-i18next";

/** "Voting deadline (optional)": a date and time in the creator's own zone, with "Remove
 * deadline" while one is set; the hint says what it means, an error replaces it. */
export function DeadlineField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const moment = value ? fromLocalInput(value) : null;
  return (
    <Field
      label={
        <Trans
          i18nKey="deadlines.label"
          components={[<span className="font-normal text-muted-foreground" />]}
        />
      }
      labelExtra={
        value && (
          <button
            type="button"
            onClick={() => onChange("")}
            aria-label={t("deadlines.removeLabel")}
            className="inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-sm text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <X aria-hidden className="size-3.5" />
            {/* One line beside the label on a phone too. */}
            <Trans
              i18nKey="deadlines.remove"
              components={[<span className="hidden sm:inline" />]}
            />
          </button>
        )
      }
      hint={
        moment ? t("deadlines.closesOn", { date: formatFullDateTime(moment) }) : t("deadlines.none")
      }
      error={error}
    >
      {(control) => (
        <Input
          {...control}
          type="datetime-local"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="sm:max-w-64"
        />
      )}
    </Field>
  );
}

/** In place of the field on a closed event: a deadline needs the event open. */
export function DeadlineClosedNote() {
  return (
    <div className="grid gap-1">
      <p className="text-sm font-medium">{t("deadlines.closedLabel")}</p>
      <p className="text-xs text-muted-foreground">{t("deadlines.reopenToSet")}</p>
    </div>
  );
}
