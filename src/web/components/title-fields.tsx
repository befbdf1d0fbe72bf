// The first two fields of an event's and a group's dialogs: what it is called (required) and a
// description (optional). `placeholders`: the create dialogs show examples; the edit dialogs start
// from the saved text.
import { useId } from "react";
import { limits } from "../../shared/limits";
import { Input } from "./ui/input";
import { Label } from "./ui/label";
import { Textarea } from "./ui/textarea";
import { t } from "i18next";
import { Trans } from "react-i18next";

const KEYS = {
  event: {
    title: "events.fields.title",
    titlePlaceholder: "events.fields.titlePlaceholder",
    description: "events.fields.description",
    descriptionPlaceholder: "events.fields.descriptionPlaceholder",
  },
  group: {
    title: "groups.fields.name",
    titlePlaceholder: "groups.fields.namePlaceholder",
    description: "groups.fields.description",
    descriptionPlaceholder: "groups.fields.descriptionPlaceholder",
  },
} as const;

type Props = {
  /** Whose fields: an event's (a title) or a group's (a name). */
  of: keyof typeof KEYS;
  title: string;
  description: string;
  onTitle: (title: string) => void;
  onDescription: (description: string) => void;
  placeholders: boolean;
};

export function TitleFields({
  of,
  title,
  description,
  onTitle,
  onDescription,
  placeholders,
}: Props) {
  const id = useId();
  const keys = KEYS[of];
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>{t(keys.title)}</Label>
        <Input
          id={`${id}-title`}
          value={title}
          onChange={(e) => onTitle(e.target.value)}
          placeholder={placeholders ? t(keys.titlePlaceholder) : undefined}
          maxLength={limits.title}
          required
          autoComplete="off"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>
          <Trans
            i18nKey={keys.description}
            components={[<span className="font-normal text-muted-foreground" />]}
          />
        </Label>
        <Textarea
          id={`${id}-description`}
          value={description}
          onChange={(e) => onDescription(e.target.value)}
          placeholder={placeholders ? t(keys.descriptionPlaceholder) : undefined}
          maxLength={limits.description}
          rows={placeholders ? undefined : 4}
        />
      </div>
    </>
  );
}
