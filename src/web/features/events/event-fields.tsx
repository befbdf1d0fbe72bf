import { useId } from "react";
import { limits } from "../../../shared/limits";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";

type EventFieldValues = { title: string; description: string };

/** An event's title (required) and description (optional), as the create and edit dialogs ask.
 * `placeholders`: the create dialog shows examples; the edit dialog starts from the event's own
 * text. */
export function EventFields({
  values,
  onChange,
  placeholders = false,
}: {
  values: EventFieldValues;
  onChange: (values: EventFieldValues) => void;
  placeholders?: boolean;
}) {
  const id = useId();
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>Event Title</Label>
        <Input
          id={`${id}-title`}
          value={values.title}
          onChange={(e) => onChange({ ...values, title: e.target.value })}
          placeholder={placeholders ? "e.g. Team lunch on Friday" : undefined}
          maxLength={limits.title}
          required
          autoComplete="off"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>
          Description <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Textarea
          id={`${id}-description`}
          value={values.description}
          onChange={(e) => onChange({ ...values, description: e.target.value })}
          placeholder={placeholders ? "What are you deciding?" : undefined}
          maxLength={limits.description}
          rows={placeholders ? undefined : 4}
        />
      </div>
    </>
  );
}
