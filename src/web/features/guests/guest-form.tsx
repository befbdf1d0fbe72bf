// "Continue as a guest": a name and nothing else. The server makes a guest session in this
// browser; the page that shows the form (the invitation page) then joins the event by itself, as
// it does after a sign-in.
import { useState, type FormEvent } from "react";
import { UserRound } from "lucide-react";
import { limits } from "../../../shared/core/limits";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { authApi, SubmitButton, useFormRequest, useRefreshSession } from "../auth";
import { t } from "i18next";

export function GuestForm() {
  const refreshSession = useRefreshSession();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const { errors, run } = useFormRequest(setBusy, {
    title: t("guests.failed"),
    fallback: t("common.pleaseTryAgain"),
  });

  if (!open) {
    return (
      <Button variant="outline" size="lg" className="w-full" onClick={() => setOpen(true)}>
        <UserRound aria-hidden />
        {t("guests.continue")}
      </Button>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || busy) return;
    void run(async () => {
      await authApi.signInAsGuest(name.trim());
      await refreshSession();
    });
  };

  return (
    <form
      onSubmit={submit}
      className="grid gap-4 rounded-xl border border-border p-4 text-left"
      aria-label={t("guests.continue")}
      noValidate
    >
      <TextField
        label={t("guests.name")}
        hint={t("guests.nameHint")}
        error={errors.name}
        autoComplete="name"
        placeholder={t("auth.signUp.enterName")}
        maxLength={limits.guestName}
        autoFocus
        required
        value={name}
        onChange={setName}
      />
      <SubmitButton
        busy={busy}
        ready={Boolean(name.trim())}
        busyLabel={t("guests.joining")}
        className="w-full"
      >
        {t("guests.join")}
      </SubmitButton>
    </form>
  );
}
