import { useId, type ReactNode } from "react";
import { limits } from "../../../shared/limits";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { PasswordInput } from "./password-input";

/**
 * A label, its control, and a hint or the server's error for it, wired together for screen
 * readers: `children` gets the id and the describedby/invalid attributes to spread.
 */
export function Field({
  label,
  labelExtra,
  hint,
  error,
  children,
}: {
  label: ReactNode;
  /** Beside the label, right-aligned (e.g. "Forgot password?"). */
  labelExtra?: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: (control: {
    id: string;
    "aria-describedby"?: string;
    "aria-invalid"?: true;
  }) => ReactNode;
}) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className="grid gap-2">
      <div className="flex min-h-5 items-center justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        {labelExtra}
      </div>
      {children({
        id,
        "aria-describedby": note ? noteId : undefined,
        "aria-invalid": error ? true : undefined,
      })}
      {note && (
        <p
          id={noteId}
          className={error ? "text-sm text-destructive" : "text-xs text-muted-foreground"}
        >
          {note}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoFocus?: boolean;
};

/** The email address, as sign-in, sign-up and "forgot password" ask for it. */
export function EmailField({ value, onChange, error, autoFocus }: TextFieldProps) {
  return (
    <Field label="Email" error={error}>
      {(control) => (
        <Input
          {...control}
          type="email"
          autoComplete="email"
          placeholder="Enter your email"
          maxLength={limits.email}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoFocus={autoFocus}
        />
      )}
    </Field>
  );
}

/** A password being chosen (sign-up, reset), with the minimum length as its hint. */
export function NewPasswordField({
  label = "Password",
  value,
  onChange,
  error,
  autoFocus,
}: TextFieldProps & { label?: string }) {
  return (
    <Field label={label} hint={`At least ${limits.passwordMin} characters.`} error={error}>
      {(control) => (
        <PasswordInput
          {...control}
          autoComplete="new-password"
          placeholder="Create a password"
          maxLength={limits.passwordMax}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoFocus={autoFocus}
        />
      )}
    </Field>
  );
}
