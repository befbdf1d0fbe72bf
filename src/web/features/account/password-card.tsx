// "Password" on the Settings page: change it with the current one, and optionally sign out every
// other device. An account made with Google has no password: it says so instead.
import "../../lib/settings-words"; // this card's words (the first page's catalogue leaves them out)
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { KeyRound, RotateCw } from "lucide-react";
import { limits } from "../../../shared/core/limits";
import { TitledCard } from "../../components/titled-card";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { PasswordInput } from "../../components/ui/password-input";
import { Spinner } from "../../components/ui/spinner";
import { errorMessage, fieldMessages } from "../../lib/api";
import { useChangePassword, useHasPassword } from "./use-account";
import { t } from "i18next";

export function PasswordCard() {
  const methods = useHasPassword();
  return (
    <TitledCard
      icon={KeyRound}
      title={t("account.password.title")}
      description={t("account.password.description")}
    >
      {methods.hasPassword === true ? (
        <ChangePasswordForm />
      ) : methods.data ? (
        <p className="rounded-xl border border-border px-4 py-3.5 text-sm text-muted-foreground">
          {t("account.password.google")}
        </p>
      ) : methods.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 py-2">
          <p className="text-sm text-muted-foreground">
            {errorMessage(methods.error, t("account.settingsFailed"))}
          </p>
          <Button variant="outline" size="sm" onClick={() => void methods.refetch()}>
            <RotateCw aria-hidden />
            {t("common.tryAgain")}
          </Button>
        </div>
      ) : (
        <Spinner text={t("common.loading")} className="py-6" />
      )}
    </TitledCard>
  );
}

function ChangePasswordForm() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [signOutOthers, setSignOutOthers] = useState(true);
  const change = useChangePassword();
  const checkboxId = useId();
  const fields = fieldMessages(change.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!current || !next || change.isPending) return;
    change.mutate(
      { currentPassword: current, newPassword: next, revokeOtherSessions: signOutOthers },
      {
        onSuccess: () => {
          setCurrent("");
          setNext("");
          toast.success(t("account.password.done"), {
            description: signOutOthers
              ? t("account.password.doneOthers")
              : t("account.password.doneText"),
          });
        },
        onError: (error) =>
          toast.error(t("common.error"), {
            description: errorMessage(error, t("account.password.failed")),
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-5" noValidate>
      <TextField
        label={t("account.password.current")}
        control={PasswordInput}
        error={fields?.currentPassword}
        autoComplete="current-password"
        placeholder={t("auth.enterPassword")}
        maxLength={limits.passwordMax}
        value={current}
        onChange={setCurrent}
      />
      <TextField
        label={t("resetPassword.newPassword")}
        control={PasswordInput}
        error={fields?.newPassword}
        hint={t("auth.passwordHint", { min: limits.passwordMin })}
        autoComplete="new-password"
        placeholder={t("auth.createPassword")}
        maxLength={limits.passwordMax}
        value={next}
        onChange={setNext}
      />
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={signOutOthers}
          onChange={(event) => setSignOutOthers(event.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-primary"
        />
        <label htmlFor={checkboxId} className="text-sm">
          <span className="font-medium text-foreground">{t("account.password.signOutOthers")}</span>
          <span className="block text-muted-foreground">
            {t("account.password.signOutOthersText")}
          </span>
        </label>
      </div>
      <div>
        <Button type="submit" disabled={!current || !next || change.isPending}>
          {change.isPending ? t("common.saving") : t("resetPassword.change")}
        </Button>
      </div>
    </form>
  );
}
