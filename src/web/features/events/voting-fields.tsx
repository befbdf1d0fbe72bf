import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import {
  DOTS_DEFAULT,
  DOTS_MAX,
  DOTS_MIN,
  defaultVotingRules,
  resultsShownValues,
  voteMethods,
  votesShownValues,
  type VotingRules,
} from "../../../shared/core/voting";
import { t } from "i18next";

/** The form's copy of the rules: `dots` as typed, checked on submit (dotsProblem). */
export type VotingFieldValues = Omit<VotingRules, "dots"> & { dots: string };

export const votingFieldValues = (rules: VotingRules = defaultVotingRules): VotingFieldValues => ({
  ...rules,
  dots: String(rules.dots),
});

/** What is wrong with the dots typed, if anything (only a dots event uses them). */
export function dotsProblem(values: VotingFieldValues) {
  if (values.method !== "dots") return undefined;
  const n = Number(values.dots);
  return Number.isInteger(n) && n >= DOTS_MIN && n <= DOTS_MAX && values.dots.trim() !== ""
    ? undefined
    : t("voting.dotsProblem", { min: DOTS_MIN, max: DOTS_MAX });
}

/** The rules to send: a dots event's dots as typed, the others' as they were (they are kept). */
export function votingRulesOf(values: VotingFieldValues, before: VotingRules): VotingRules {
  return {
    resultsShown: values.resultsShown,
    votesShown: values.votesShown,
    method: values.method,
    dots: values.method === "dots" ? Number(values.dots) : before.dots,
  };
}

/** "Voting": when results show, who voted what, the method and (dots) dots per member, as the
 * create and edit dialogs ask. Defaults are the way Huddle always voted. */
export function VotingFields({
  values,
  onChange,
  errors = {},
}: {
  values: VotingFieldValues;
  onChange: (values: VotingFieldValues) => void;
  errors?: { dots?: string; method?: string };
}) {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-border p-4">
      <legend className="px-1.5 text-sm font-semibold">{t("voting.legend")}</legend>
      <Field
        label={t("voting.resultsShownLabel")}
        hint={t(`voting.resultsHint.${values.resultsShown}`)}
      >
        {(control) => (
          <Select
            {...control}
            value={values.resultsShown}
            onChange={(e) =>
              onChange({ ...values, resultsShown: e.target.value as VotingRules["resultsShown"] })
            }
          >
            {resultsShownValues.map((value) => (
              <option key={value} value={value}>
                {t(`voting.resultsShown.${value}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t("voting.votesShownLabel")}>
        {(control) => (
          <Select
            {...control}
            value={values.votesShown}
            onChange={(e) =>
              onChange({ ...values, votesShown: e.target.value as VotingRules["votesShown"] })
            }
          >
            {votesShownValues.map((value) => (
              <option key={value} value={value}>
                {t(`voting.votesShown.${value}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="grid gap-4">
        <Field
          label={t("voting.methodLabel")}
          hint={t(`voting.methodHint.${values.method}`)}
          error={errors.method}
        >
          {(control) => (
            <Select
              {...control}
              value={values.method}
              onChange={(e) =>
                onChange({ ...values, method: e.target.value as VotingRules["method"] })
              }
            >
              {voteMethods.map((value) => (
                <option key={value} value={value}>
                  {t(`voting.method.${value}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {values.method === "dots" && (
          <Field label={t("voting.dotsLabel")} error={errors.dots}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={DOTS_MIN}
                max={DOTS_MAX}
                step={1}
                placeholder={String(DOTS_DEFAULT)}
                value={values.dots}
                onChange={(e) => onChange({ ...values, dots: e.target.value })}
                className="max-w-32"
              />
            )}
          </Field>
        )}
      </div>
    </fieldset>
  );
}
