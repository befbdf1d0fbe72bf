import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { limits } from "../../../shared/core/limits";
import { TextField } from "../../components/ui/field";
import { PasswordInput } from "../../components/ui/password-input";
import { authApi, verifiedPageFor } from "./auth-api";
import { EmailField } from "./credential-fields";
import { SubmitButton, useFormRequest, type EmailFormProps } from "./email-form";
import { useRefreshSession } from "./use-session";
import { t } from "i18next";

export function SignInForm(props: EmailFormProps & { onForgotPassword: () => void }) {
  const { email, onEmailChange, busy, onBusyChange, returnTo, onDone, onForgotPassword } = props;
  const refreshSession = useRefreshSession();
  const [password, setPassword] = useState("");
  const { errors, run } = useFormRequest(onBusyChange, {
    title: t("auth.signIn.errorTitle"),
    fallback: t("auth.signIn.fallback"),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password || busy) return;
    void run(async () => {
      // Were the address still unverified, the server mails the link again; it returns here.
      await authApi.signIn({
        email: email.trim(),
        password,
        callbackURL: verifiedPageFor(returnTo),
      });
      await refreshSession();
      toast.success(t("common.success"), { description: t("auth.signIn.done") });
      onDone();
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <EmailField value={email} onChange={onEmailChange} error={errors.email} />
      <TextField
        label={t("auth.password")}
        error={errors.password}
        labelExtra={
          <button
            type="button"
            onClick={onForgotPassword}
            className="rounded text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {t("auth.signIn.forgot")}
          </button>
        }
        control={PasswordInput}
        autoComplete="current-password"
        placeholder={t("auth.enterPassword")}
        maxLength={limits.passwordMax}
        value={password}
        onChange={setPassword}
      />
      <SubmitButton
        busy={busy}
        ready={Boolean(email.trim() && password)}
        busyLabel={t("auth.signIn.busy")}
      >
        {t("common.signIn")}
      </SubmitButton>
    </form>
  );
}
