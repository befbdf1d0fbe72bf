import { useId, type ReactNode } from "react";
import { Label } from "../../components/ui/label";

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
