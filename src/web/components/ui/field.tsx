import { useId, type ComponentProps, type ComponentType, type ReactNode } from "react";
import { Input } from "./input";
import { Label } from "./label";

type FieldProps = {
  label: ReactNode;
  /** Beside the label, right-aligned (e.g. "Forgot password?"). */
  labelExtra?: ReactNode;
  hint?: ReactNode;
  error?: string;
};

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
}: FieldProps & {
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

type InputProps = Omit<ComponentProps<"input">, "id" | "value" | "onChange" | "children">;

/** A Field around one text input, its value as a string. `control`: Input unless given
 * (PasswordInput for a password). */
export function TextField({
  label,
  labelExtra,
  hint,
  error,
  value,
  onChange,
  control: Control = Input,
  ...input
}: FieldProps &
  InputProps & {
    value: string;
    onChange: (value: string) => void;
    control?: ComponentType<ComponentProps<"input">>;
  }) {
  return (
    <Field label={label} labelExtra={labelExtra} hint={hint} error={error}>
      {(control) => (
        <Control
          {...control}
          {...input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
