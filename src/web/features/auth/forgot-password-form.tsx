import { useState, type FormEvent } from "react";
import { ArrowLeft, MailCheck } from "lucide-react";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { ApiError, errorMessage } from "../../lib/api";
import { authApi } from "./auth-api";
import { EmailField } from "./field";

/** "Forgot password?": one address in, a reset link out by email (the same answer whether or
 * not the address has an account). */
export function ForgotPasswordForm({
  email,
  onEmailChange,
  busy,
  onBusyChange,
  onBack,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  onBack: () => void;
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || busy) return;
    onBusyChange(true);
    setError(undefined);
    try {
      await authApi.requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.fields?.email : undefined);
      toast.error("Password Reset Error", {
        description: errorMessage(failure, "Failed to send the reset link. Please try again."),
      });
    } finally {
      onBusyChange(false);
    }
  };

  const back = (
    <Button variant="ghost" className="w-full" onClick={onBack} disabled={busy}>
      <ArrowLeft aria-hidden />
      Back to sign in
    </Button>
  );

  if (sentTo) {
    return (
      <div className="grid gap-4">
        <div
          role="status"
          className="flex gap-3 rounded-xl bg-secondary p-4 text-sm text-secondary-foreground"
        >
          <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
          <p className="min-w-0 break-words">
            <span className="font-semibold">Check your email.</span> If an account exists for{" "}
            <span className="font-medium break-all">{sentTo}</span>, we have sent it a link to
            choose a new password. The link works for 1 hour.
          </p>
        </div>
        {back}
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
      <EmailField value={email} onChange={onEmailChange} error={error} autoFocus />
      <Button type="submit" size="lg" className="w-full" disabled={busy || !email.trim()}>
        {busy ? "Sending link..." : "Send reset link"}
      </Button>
      {back}
    </form>
  );
}
