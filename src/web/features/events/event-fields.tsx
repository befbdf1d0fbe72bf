import { useId } from "react";
import { limits } from "../../../shared/limits";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";

type Props = {
  title: string;
  description: string;
  onTitleChange: (title: string) => void;
  onDescriptionChange: (description: string) => void;
  /** The create dialog shows examples; the edit dialog starts from the event's own text. */
  placeholders?: boolean;
};

/** An event's title (required) and description (optional), as the create and edit dialogs ask. */
export function EventFields({
  title,
  description,
  onTitleChange,
  onDescriptionChange,
  placeholders = false,
}: Props) {
  const id = useId();
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>Event Title</Label>
        <Input
          id={`${id}-title`}
          value={title}
          onChange={(e) => onTitleChange(e.target.value)}
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
          value={description}
          onChange={(e) => onDescriptionChange(e.target.value)}
          placeholder={placeholders ? "What are you deciding?" : undefined}
          maxLength={limits.description}
          rows={placeholders ? undefined : 4}
        />
      </div>
    </>
  );
}
