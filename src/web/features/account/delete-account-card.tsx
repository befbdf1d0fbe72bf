// "Delete account" on the Settings page. The dialog says plainly what goes: the events the
// person created, by title, deleted with everything in them for every member, and their part in
// everyone else's events. It asks for their email (a guest: their name) typed again, and the
// delete button works only once that matches.
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { RotateCw, Trash2, TriangleAlert, UserX } from "lucide-react";
import type { AccountDeletion, Me } from "../../../shared/api";
import { limits } from "../../../shared/limits";
import { ActionDialog, DialogActions } from "../../components/action-dialog";
import { TitledCard } from "../../components/titled-card";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { Spinner } from "../../components/ui/spinner";
import { ApiError, errorMessage } from "../../lib/api";
import {
  confirmationOf,
  matchesConfirmation,
  useDeleteAccount,
  useDeletionPreview,
} from "./use-delete-account";

export function DeleteAccountCard({ user }: { user: Me }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  return (
    <TitledCard
      icon={UserX}
      title="Delete account"
      description="Delete your account and everything you did in Huddle. This cannot be undone."
    >
      <Button variant="destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden />
        Delete my account
      </Button>
      <ActionDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) remove.reset();
        }}
        busy={remove.isPending}
        role="alertdialog"
        title="Delete your account?"
        description="This cannot be undone."
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
        toast.error("Error", {
          description: errorMessage(error, "Your account could not be deleted."),
        });
      },
    });
  };
  const fieldError = remove.error instanceof ApiError ? remove.error.fields?.confirm : undefined;

  if (preview.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-sm text-muted-foreground">
          {errorMessage(preview.error, "What would be deleted could not be loaded.")}
        </p>
        <Button variant="outline" size="sm" onClick={() => void preview.refetch()}>
          <RotateCw aria-hidden />
          Try again
        </Button>
      </div>
    );
  }
  if (!preview.data) return <Spinner text="Checking what will be deleted..." className="py-6" />;

  return (
    <form onSubmit={submit} className="grid gap-5" noValidate>
      <WhatGoes deletion={preview.data} />
      <p className="text-sm">
        To confirm, type {user.guest ? "your name" : "your email"}{" "}
        <span className="font-semibold break-all">{expected}</span> below.
      </p>
      <TextField
        label={user.guest ? "Your name" : "Your email"}
        error={fieldError}
        autoComplete="off"
        spellCheck={false}
        maxLength={limits.email}
        value={typed}
        onChange={setTyped}
      />
      <DialogActions
        label="Delete my account"
        busyLabel="Deleting..."
        busy={remove.isPending}
        disabled={!ready}
        variant="destructive"
      />
    </form>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The list of what goes, in plain words. */
function WhatGoes({ deletion }: { deletion: AccountDeletion }) {
  const { createdEvents, memberships, links, votes } = deletion;
  return (
    <div className="grid gap-4 text-sm">
      <div>
        <p>Deleting your account removes, for good:</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground">
          <li>Your name, your email and every place you are signed in</li>
          {memberships > 0 && (
            <li>Your membership of {plural(memberships, "event", "events")} created by others</li>
          )}
          {links > 0 && (
            <li>
              {plural(links, "link", "links")} you shared in events created by others, with the
              votes on them
            </li>
          )}
          {votes > 0 && (
            <li>{plural(votes, "vote", "votes")} you cast in events created by others</li>
          )}
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
              ? "The event you created will be deleted with everything in it, for every member:"
              : `The ${createdEvents.length} events you created will be deleted with everything in them, for every member:`}
          </p>
          <ul aria-label="Events that will be deleted" className="mt-2 space-y-1 pl-6">
            {createdEvents.map((event) => (
              <li key={event.id} className="flex flex-wrap justify-between gap-x-3">
                <span className="min-w-0 font-medium break-words">{event.title}</span>
                <span className="text-muted-foreground">
                  {plural(event.memberCount, "member", "members")}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
