import { useState, type FormEvent } from "react";
import { ArrowLeft, MailCheck } from "lucide-react";
import { Button } from "../../components/ui/button";
import { authApi } from "./auth-api";
import { EmailField } from "./credential-fields";
import { SubmitButton, useFormRequest, type EmailFormProps } from "./email-form";
import { t } from "i18next";
import { Trans } from "react-i18next";

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
    title: t("auth.forgot.title"),
    fallback: t("auth.forgot.fallback"),
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
      {t("auth.forgot.back")}
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
            <Trans
              i18nKey="auth.forgot.sent"
              values={{ email: sentTo }}
              components={[
                <span className="font-semibold" />,
                <span className="font-medium break-all" />,
              ]}
            />
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
        busyLabel={t("auth.forgot.sending")}
        className="w-full"
      >
        {t("auth.forgot.send")}
      </SubmitButton>
      {back}
    </form>
  );
}
