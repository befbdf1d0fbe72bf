import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { limits } from "../../../shared/core/limits";
import { TextField } from "../../components/ui/field";
import { authApi, verifiedPageFor } from "./auth-api";
import { EmailField, NewPasswordField } from "./credential-fields";
import { SubmitButton, useFormRequest, type EmailFormProps } from "./email-form";
import { useRefreshSession } from "./use-session";
import { t } from "i18next";
import { Trans } from "react-i18next";

export function SignUpForm({
  email,
  onEmailChange,
  busy,
  onBusyChange,
  returnTo,
  onDone,
  initialName = "",
  invitation,
}: EmailFormProps & { initialName?: string; invitation?: string }) {
  const refreshSession = useRefreshSession();
  const [name, setName] = useState(initialName);
  const [password, setPassword] = useState("");
  const { errors, run } = useFormRequest(onBusyChange, {
    title: t("auth.signUp.errorTitle"),
    fallback: t("auth.signUp.fallback"),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password || busy) return;
    void run(async () => {
      const { signedIn } = await authApi.signUp({
        email: email.trim(),
        password,
        name: name.trim(),
        callbackURL: verifiedPageFor(returnTo),
        invitation,
      });
      if (signedIn) {
        // Verification is off on this server, or the invitation's secret vouched for the
        // address: the new account is signed in already.
        await refreshSession();
        toast.success(t("common.success"), { description: t("auth.signUp.doneSignedIn") });
      } else {
        toast.success(t("common.success"), { description: t("auth.signUp.doneCheckEmail") });
      }
      onDone();
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <TextField
        label={
          <Trans
            i18nKey="auth.signUp.name"
            components={[<span className="font-normal text-muted-foreground" />]}
          />
        }
        error={errors.name}
        autoComplete="name"
        placeholder={t("auth.signUp.enterName")}
        maxLength={limits.name}
        value={name}
        onChange={setName}
      />
      <EmailField value={email} onChange={onEmailChange} error={errors.email} />
      <NewPasswordField value={password} onChange={setPassword} error={errors.password} />
      <SubmitButton
        busy={busy}
        ready={Boolean(email.trim() && password)}
        busyLabel={t("auth.signUp.busy")}
      >
        {t("auth.signUp.submit")}
      </SubmitButton>
    </form>
  );
}
