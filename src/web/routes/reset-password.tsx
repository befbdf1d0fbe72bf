// /reset-password?token=...: where the emailed reset link opens. A new password (twice), then
// every session of the account ends, this browser's too, and the person signs in again.
import "../lib/settings-words"; // this page's words (the first page's catalogue leaves them out)
import { useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck, KeyRound, TriangleAlert } from "lucide-react";
import { toast } from "sonner";
import { limits } from "../../shared/core/limits";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/field";
import { PasswordInput } from "../components/ui/password-input";
import { ApiError, errorMessage, fieldMessages } from "../lib/api";
import {
  authApi,
  AuthPageShell,
  NewPasswordField,
  SubmitButton,
  LazySignInDialog,
  forgetSession,
} from "../features/auth";
import { t } from "i18next";

type State = "choosing" | "done" | "invalid";

function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const [state, setState] = useState<State>(token ? "choosing" : "invalid");
  const [dialog, setDialog] = useState<"sign-in" | "forgot" | null>(null);

  return (
    <>
      <title>{t("resetPassword.pageTitle")}</title>
      {state === "choosing" && <ChooseForm token={token} onResult={setState} />}
      {state === "done" && (
        <AuthPageShell
          icon={<CircleCheck aria-hidden />}
          tone="success"
          title={t("resetPassword.changed")}
        >
          <p className="text-pretty text-muted-foreground">{t("resetPassword.changedText")}</p>
          <Button size="lg" className="mt-6 w-full" onClick={() => setDialog("sign-in")}>
            {t("common.signIn")}
          </Button>
        </AuthPageShell>
      )}
      {state === "invalid" && (
        <AuthPageShell
          icon={<TriangleAlert aria-hidden />}
          tone="warning"
          title={t("resetPassword.invalid")}
        >
          <p className="text-pretty text-muted-foreground">{t("resetPassword.invalidText")}</p>
          <Button size="lg" className="mt-6 w-full" onClick={() => setDialog("forgot")}>
            {t("resetPassword.askNew")}
          </Button>
        </AuthPageShell>
      )}
      <LazySignInDialog
        key={dialog ?? "closed"}
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        startWith={dialog === "forgot" ? "forgot" : undefined}
        returnTo="/"
        onSignedIn={() => navigate("/dashboard")}
      />
    </>
  );
}

function ChooseForm({ token, onResult }: { token: string; onResult: (state: State) => void }) {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (password.length < limits.passwordMin) {
      return setErrors({ password: t("resetPassword.tooShort", { min: limits.passwordMin }) });
    }
    if (password !== confirm) return setErrors({ confirm: t("resetPassword.mismatch") });
    setErrors({});
    setBusy(true);
    try {
      await authApi.resetPassword(token, password);
      // Every session ended, this browser's included.
      forgetSession(queryClient);
      onResult("done");
    } catch (error) {
      const { newPassword } = fieldMessages(error);
      if (newPassword) {
        setErrors({ password: newPassword });
      } else if (error instanceof ApiError && error.status === 400) {
        return onResult("invalid");
      }
      toast.error(t("resetPassword.errorTitle"), {
        description: errorMessage(error, t("resetPassword.failed")),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthPageShell icon={<KeyRound aria-hidden />} title={t("resetPassword.heading")}>
      <p className="text-pretty text-muted-foreground">{t("resetPassword.intro")}</p>
      <form onSubmit={(event) => void submit(event)} className="mt-6 grid gap-4" noValidate>
        <NewPasswordField
          label={t("resetPassword.newPassword")}
          value={password}
          onChange={setPassword}
          error={errors.password}
          autoFocus
        />
        <TextField
          label={t("resetPassword.confirm")}
          error={errors.confirm}
          control={PasswordInput}
          autoComplete="new-password"
          placeholder={t("resetPassword.enterAgain")}
          maxLength={limits.passwordMax}
          value={confirm}
          onChange={setConfirm}
        />
        <SubmitButton
          busy={busy}
          ready={Boolean(password && confirm)}
          busyLabel={t("resetPassword.changing")}
        >
          {t("resetPassword.change")}
        </SubmitButton>
      </form>
    </AuthPageShell>
  );
}

export { ResetPasswordRoute as Component };
