// "Delete account" on the Settings page. The dialog says plainly what goes: the events the
// person created, by title, deleted with everything in them for every member, and their part in
// everyone else's events. It asks for their email (a guest: their name) typed again, and the
// delete button works only once that matches.
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { RotateCw, Trash2, TriangleAlert, UserX } from "lucide-react";
import type { AccountDeletion, Me } from "../../../shared/api";
import { limits } from "../../../shared/core/limits";
import { ActionDialog, DialogActions } from "../../components/action-dialog";
import { TitledCard } from "../../components/titled-card";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { Spinner } from "../../components/ui/spinner";
import { ApiError, errorMessage, fieldMessages } from "../../lib/api";
import {
  confirmationOf,
  matchesConfirmation,
  useDeleteAccount,
  useDeletionPreview,
} from "./use-delete-account";
import { t } from "i18next";
import { Trans } from "react-i18next";
import { memberCount } from "../../lib/counts";

export function DeleteAccountCard({ user }: { user: Me }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  return (
    <TitledCard
      icon={UserX}
      title={t("account.delete.title")}
      description={t("account.delete.description")}
    >
      <Button variant="destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden />
        {t("account.delete.button")}
      </Button>
      <ActionDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) remove.reset();
        }}
        busy={remove.isPending}
        role="alertdialog"
        title={t("account.delete.confirmTitle")}
        description={t("account.delete.cannotUndo")}
      >
        {open && <DeleteAccountForm user={user} remove={remove} />}
      </ActionDialog>
    </TitledCard>
  );
}

function DeleteAccountForm({
  user,
  remove,
}: {
  user: Me;
  remove: ReturnType<typeof useDeleteAccount>;
}) {
  const preview = useDeletionPreview(true);
  const [typed, setTyped] = useState("");
  const expected = confirmationOf(user);
  const ready = Boolean(preview.data) && matchesConfirmation(typed, expected);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || remove.isPending) return;
    remove.mutate(typed, {
      onError: (error) => {
        if (error instanceof ApiError && error.fields?.confirm) return;
        toast.error(t("common.error"), {
          description: errorMessage(error, t("account.delete.failed")),
        });
      },
    });
  };
  const fieldError = fieldMessages(remove.error).confirm;

  if (preview.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-sm text-muted-foreground">
          {errorMessage(preview.error, t("account.delete.previewFailed"))}
        </p>
        <Button variant="outline" size="sm" onClick={() => void preview.refetch()}>
          <RotateCw aria-hidden />
          {t("common.tryAgain")}
        </Button>
      </div>
    );
  }
  if (!preview.data) return <Spinner text={t("account.delete.checking")} className="py-6" />;

  return (
    <form onSubmit={submit} className="grid gap-5" noValidate>
      <WhatGoes deletion={preview.data} />
      <p className="text-sm">
        <Trans
          i18nKey={user.guest ? "account.delete.typeName" : "account.delete.typeEmail"}
          values={{ expected }}
          components={[<span className="font-semibold break-all" />]}
        />
      </p>
      <TextField
        label={user.guest ? t("account.delete.yourName") : t("account.delete.yourEmail")}
        error={fieldError}
        autoComplete="off"
        spellCheck={false}
        maxLength={limits.email}
        value={typed}
        onChange={setTyped}
      />
      <DialogActions
        label={t("account.delete.button")}
        busyLabel={t("events.delete.busy")}
        busy={remove.isPending}
        disabled={!ready}
        variant="destructive"
      />
    </form>
  );
}

/** The list of what goes, in plain words. */
function WhatGoes({ deletion }: { deletion: AccountDeletion }) {
  const { createdEvents, memberships, links, votes, comments } = deletion;
  return (
    <div className="grid gap-4 text-sm">
      <div>
        <p>{t("account.delete.removes")}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground">
          <li>{t("account.delete.identity")}</li>
          {memberships > 0 && <li>{t("account.delete.memberships", { count: memberships })}</li>}
          {links > 0 && <li>{t("account.delete.links", { count: links })}</li>}
          {votes > 0 && <li>{t("account.delete.votes", { count: votes })}</li>}
          {comments > 0 && <li>{t("account.delete.comments", { count: comments })}</li>}
        </ul>
      </div>
      {createdEvents.length > 0 && (
        <div
          role="note"
          className="rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-foreground"
        >
          <p className="flex items-start gap-2 font-medium">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
            {createdEvents.length === 1
              ? t("account.delete.createdOne")
              : t("account.delete.createdMany", { count: createdEvents.length })}
          </p>
          <ul aria-label={t("account.delete.eventsLabel")} className="mt-2 space-y-1 pl-6">
            {createdEvents.map((event) => (
              <li key={event.id} className="flex flex-wrap justify-between gap-x-3">
                <span className="min-w-0 font-medium break-words">{event.title}</span>
                <span className="text-muted-foreground">{memberCount(event.memberCount)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
