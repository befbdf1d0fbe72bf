import { useId } from "react";
import { limits } from "../../../shared/limits";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { t } from "i18next";
import { Trans } from "react-i18next";

/** `barLastWinners`: the number field's text ("" while being typed); absent, the field is not
 * shown (the create dialog asks for the name and description only). */
export type GroupFieldValues = { name: string; description: string; barLastWinners?: string };

/** A group's name (required) and description (optional), as the create and edit dialogs ask;
 * the edit dialog asks "Give others a chance" too. */
export function GroupFields({
  values,
  onChange,
  placeholders = false,
}: {
  values: GroupFieldValues;
  onChange: (values: GroupFieldValues) => void;
  placeholders?: boolean;
}) {
  const id = useId();
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>{t("groups.fields.name")}</Label>
        <Input
          id={`${id}-name`}
          value={values.name}
          onChange={(e) => onChange({ ...values, name: e.target.value })}
          placeholder={placeholders ? t("groups.fields.namePlaceholder") : undefined}
          maxLength={limits.title}
          required
          autoComplete="off"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>
          <Trans
            i18nKey="groups.fields.description"
            components={[<span className="font-normal text-muted-foreground" />]}
          />
        </Label>
        <Textarea
          id={`${id}-description`}
          value={values.description}
          onChange={(e) => onChange({ ...values, description: e.target.value })}
          placeholder={placeholders ? t("groups.fields.descriptionPlaceholder") : undefined}
          maxLength={limits.description}
          rows={placeholders ? undefined : 4}
        />
      </div>
      {values.barLastWinners !== undefined && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-bar`}>{t("groups.fields.barLastWinners")}</Label>
          <Input
            id={`${id}-bar`}
            type="number"
            inputMode="numeric"
            min={0}
            max={limits.barLastWinnersMax}
            step={1}
            value={values.barLastWinners}
            onChange={(e) => onChange({ ...values, barLastWinners: e.target.value })}
            aria-describedby={`${id}-bar-hint`}
            className="w-28"
          />
          <p id={`${id}-bar-hint`} className="text-sm text-muted-foreground">
            {t("groups.fields.barLastWinnersHint")}
          </p>
        </div>
      )}
    </>
  );
}
