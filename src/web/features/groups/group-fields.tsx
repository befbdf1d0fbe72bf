import { useId } from "react";
import { limits } from "../../../shared/core/limits";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { TitleFields } from "../../components/title-fields";
import { t } from "i18next";

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
      <TitleFields
        of="group"
        title={values.name}
        description={values.description}
        onTitle={(name) => onChange({ ...values, name })}
        onDescription={(description) => onChange({ ...values, description })}
        placeholders={placeholders}
      />
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
            // max-w, not w-: the field's own w-full would win (cn joins, it does not merge).
            className="max-w-28"
          />
          <p id={`${id}-bar-hint`} className="text-sm text-muted-foreground">
            {t("groups.fields.barLastWinnersHint")}
          </p>
        </div>
      )}
    </>
  );
}
