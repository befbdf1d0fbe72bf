// The email and password fields as sign-in, sign-up, "forgot password" and the reset page ask
// for them.
import { limits } from "../../../shared/limits";
import { TextField } from "../../components/ui/field";
import { PasswordInput } from "../../components/ui/password-input";

type CredentialFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoFocus?: boolean;
};

export function EmailField(props: CredentialFieldProps) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="Enter your email"
      maxLength={limits.email}
      {...props}
    />
  );
}

/** A password being chosen (sign-up, reset), with the minimum length as its hint. */
export function NewPasswordField({
  label = "Password",
  ...props
}: CredentialFieldProps & { label?: string }) {
  return (
    <TextField
      label={label}
      hint={`At least ${limits.passwordMin} characters.`}
      control={PasswordInput}
      autoComplete="new-password"
      placeholder="Create a password"
      maxLength={limits.passwordMax}
      {...props}
    />
  );
}
