import { useState, type FormEvent } from "react";
import { ArrowLeft, MailCheck } from "lucide-react";
import { Button } from "../../components/ui/button";
import { authApi } from "./auth-api";
import { EmailField } from "./credential-fields";
import { SubmitButton, useFormRequest, type EmailFormProps } from "./email-form";

/** "Forgot password?": one address in, a reset link out by email (the same answer whether or
 * not the address has an account). */
export function ForgotPasswordForm({
  email,
  onEmailChange,
  busy,
  onBusyChange,
  onBack,
}: Omit<EmailFormProps, "returnTo" | "onDone"> & { onBack: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { errors, run } = useFormRequest(onBusyChange, {
    title: "Password Reset Error",
    fallback: "Failed to send the reset link. Please try again.",
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || busy) return;
    void run(async () => {
      await authApi.requestPasswordReset(email.trim());
      setSentTo(email.trim());
    });
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
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <EmailField value={email} onChange={onEmailChange} error={errors.email} autoFocus />
      <SubmitButton
        busy={busy}
        ready={Boolean(email.trim())}
        busyLabel="Sending link..."
        className="w-full"
      >
        Send reset link
      </SubmitButton>
      {back}
    </form>
  );
}
