// "Continue as a guest" on the share page, where an invitation applies: the invitation's code and
// a name. The code is checked first (no guest is made for a wrong one), then the guest session is
// made in this browser, the event joined, and the share page carries on signed in with that
// event chosen and the shared address still in its own query.
import type { ErrorCode } from "../../../shared/errors";
import { useState, type FormEvent } from "react";
import { UserRound } from "lucide-react";
import { useSearchParams } from "react-router";
import { limits } from "../../../shared/core/limits";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { ApiError } from "../../lib/api";
import { call, huddle } from "../../lib/client";
import { authApi, SubmitButton, useFormRequest, useRefreshSession } from "../auth";
import { joinByInvite } from "../invitations";
import { invitationCodeIn } from "./invitation-code";
import { t } from "i18next";

export function GuestShareForm() {
  const refreshSession = useRefreshSession();
  const [, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
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

  const ready = Boolean(code.trim() && name.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    const invitation = invitationCodeIn(code);
    void run(async () => {
      try {
        await call(
          huddle.api.invite[":code"].$get({
            param: { code: encodeURIComponent(invitation) },
            query: {},
          }),
        );
      } catch (error) {
        // Said under the code ("Invalid invitation code"), as well as in the toast.
        if (error instanceof ApiError && error.status === 404) {
          const { status, code, message, params } = error;
          throw new ApiError(status, code, message, params, {
            code: { code: code as ErrorCode, message, params },
          });
        }
        throw error;
      }
      await authApi.signInAsGuest(name.trim());
      // A closed event is joined too: the share is then refused as for any closed event.
      const outcome = await joinByInvite(invitation, null, true);
      if (!("eventId" in outcome)) return;
      const { eventId } = outcome;
      setParams(
        (params) => {
          params.set("event", eventId);
          return params;
        },
        { replace: true },
      );
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
      <p className="text-sm text-muted-foreground">{t("share.guestText")}</p>
      <TextField
        label={t("events.join.code")}
        error={errors.code}
        placeholder={t("events.join.codePlaceholder")}
        maxLength={limits.url}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        autoFocus
        required
        value={code}
        onChange={setCode}
      />
      <TextField
        label={t("guests.name")}
        hint={t("guests.nameHint")}
        error={errors.name}
        autoComplete="name"
        placeholder={t("auth.signUp.enterName")}
        maxLength={limits.guestName}
        required
        value={name}
        onChange={setName}
      />
      <SubmitButton busy={busy} ready={ready} busyLabel={t("guests.joining")} className="w-full">
        {t("guests.join")}
      </SubmitButton>
    </form>
  );
}
