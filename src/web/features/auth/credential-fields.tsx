// The email and password fields as sign-in, sign-up, "forgot password" and the reset page ask
// for them.
import { limits } from "../../../shared/core/limits";
import { TextField } from "../../components/ui/field";
import { PasswordInput } from "../../components/ui/password-input";
import { t } from "i18next";

type CredentialFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoFocus?: boolean;
};

export function EmailField(props: CredentialFieldProps) {
  return (
    <TextField
      label={t("auth.email")}
      type="email"
      autoComplete="email"
      placeholder={t("auth.enterEmail")}
      maxLength={limits.email}
      {...props}
    />
  );
}

/** A password being chosen (sign-up, reset), with the minimum length as its hint. */
export function NewPasswordField({ label, ...props }: CredentialFieldProps & { label?: string }) {
  return (
    <TextField
      label={label ?? t("auth.password")}
      hint={t("auth.passwordHint", { min: limits.passwordMin })}
      control={PasswordInput}
      autoComplete="new-password"
      placeholder={t("auth.createPassword")}
      maxLength={limits.passwordMax}
      {...props}
    />
  );
}
