// The first two fields of an event's and a group's dialogs: what it is called (required) and a
// description (optional). `placeholders`: the create dialogs show examples; the edit dialogs start
// from the saved text.
import { useId } from "react";
import { limits } from "../../shared/core/limits";
import { Input } from "./ui/input";
import { Label } from "./ui/label";
import { Textarea } from "./ui/textarea";
import { t } from "i18next";
import { Trans } from "react-i18next";

const OPTIONAL = [<span className="font-normal text-muted-foreground" />];

/** The texts of each kind's fields, read when drawn (the language may have changed). */
const LABELS = {
  event: () => ({
    title: t("events.fields.title"),
    titlePlaceholder: t("events.fields.titlePlaceholder"),
    description: <Trans i18nKey="events.fields.description" components={OPTIONAL} />,
    descriptionPlaceholder: t("events.fields.descriptionPlaceholder"),
  }),
  group: () => ({
    title: t("groups.fields.name"),
    titlePlaceholder: t("groups.fields.namePlaceholder"),
    description: <Trans i18nKey="groups.fields.description" components={OPTIONAL} />,
    descriptionPlaceholder: t("groups.fields.descriptionPlaceholder"),
  }),
};

type Props = {
  /** Whose fields: an event's (a title) or a group's (a name). */
  of: keyof typeof LABELS;
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
  const labels = LABELS[of]();
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>{labels.title}</Label>
        <Input
          id={`${id}-title`}
          value={title}
          onChange={(e) => onTitle(e.target.value)}
          placeholder={placeholders ? labels.titlePlaceholder : undefined}
          maxLength={limits.title}
          required
          autoComplete="off"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>{labels.description}</Label>
        <Textarea
          id={`${id}-description`}
          value={description}
          onChange={(e) => onDescription(e.target.value)}
          placeholder={placeholders ? labels.descriptionPlaceholder : undefined}
          maxLength={limits.description}
          rows={placeholders ? undefined : 4}
        />
      </div>
    </>
  );
}
