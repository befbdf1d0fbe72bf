// What the email forms of the sign-in dialog share: the props the dialog hands each one, the
// request runner, and the full-width submit button (the reset page's form uses it too).
import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { errorMessage, fieldMessages } from "../../lib/api";

export type EmailFormProps = {
  email: string;
  onEmailChange: (email: string) => void;
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  /** The page to come back to from an emailed link. */
  returnTo: string;
  onDone: () => void;
};

/** Runs a form's request with the dialog's busy flag on, keeps the server's per-field errors for
 * the fields, and toasts `failure` (with the server's message when there is one). */
export function useFormRequest(
  onBusyChange: (busy: boolean) => void,
  failure: { title: string; fallback: string },
) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const run = async (request: () => Promise<void>) => {
    onBusyChange(true);
    setErrors({});
    try {
      await request();
    } catch (error) {
      setErrors(fieldMessages(error));
      toast.error(failure.title, { description: errorMessage(error, failure.fallback) });
    } finally {
      onBusyChange(false);
    }
  };
  return { errors, run };
}

/** Disabled until `ready`, and while busy, when it says `busyLabel` instead. */
export function SubmitButton({
  busy,
  ready,
  busyLabel,
  className = "mt-1 w-full",
  children,
}: {
  busy: boolean;
  ready: boolean;
  busyLabel: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" className={className} disabled={busy || !ready}>
      {busy ? busyLabel : children}
    </Button>
  );
}
