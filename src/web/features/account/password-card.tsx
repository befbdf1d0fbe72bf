// "Password" on the Settings page: change it with the current one, and optionally sign out every
// other device. An account made with Google has no password: it says so instead.
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { KeyRound, RotateCw } from "lucide-react";
import { limits } from "../../../shared/limits";
import { TitledCard } from "../../components/titled-card";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { PasswordInput } from "../../components/ui/password-input";
import { Spinner } from "../../components/ui/spinner";
import { ApiError, errorMessage } from "../../lib/api";
import { useChangePassword, useHasPassword } from "./use-account";

export function PasswordCard() {
  const methods = useHasPassword();
  return (
    <TitledCard
      icon={KeyRound}
      title="Password"
      description="Change the password you sign in with."
    >
      {methods.hasPassword === true ? (
        <ChangePasswordForm />
      ) : methods.data ? (
        <p className="rounded-xl border border-border px-4 py-3.5 text-sm text-muted-foreground">
          Your account has no password: you sign in with Google, and Google manages your password.
        </p>
      ) : methods.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 py-2">
          <p className="text-sm text-muted-foreground">
            {errorMessage(methods.error, "Your settings could not be loaded.")}
          </p>
          <Button variant="outline" size="sm" onClick={() => void methods.refetch()}>
            <RotateCw aria-hidden />
            Try again
          </Button>
        </div>
      ) : (
        <Spinner text="Loading..." className="py-6" />
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
  const fields = change.error instanceof ApiError ? change.error.fields : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!current || !next || change.isPending) return;
    change.mutate(
      { currentPassword: current, newPassword: next, revokeOtherSessions: signOutOthers },
      {
        onSuccess: () => {
          setCurrent("");
          setNext("");
          toast.success("Password changed", {
            description: signOutOthers
              ? "Use your new password from now on. Your other devices were signed out."
              : "Use your new password from now on.",
          });
        },
        onError: (error) =>
          toast.error("Error", {
            description: errorMessage(error, "Failed to change your password."),
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-5" noValidate>
      <TextField
        label="Current password"
        control={PasswordInput}
        error={fields?.currentPassword}
        autoComplete="current-password"
        placeholder="Enter your password"
        maxLength={limits.passwordMax}
        value={current}
        onChange={setCurrent}
      />
      <TextField
        label="New password"
        control={PasswordInput}
        error={fields?.newPassword}
        hint={`At least ${limits.passwordMin} characters.`}
        autoComplete="new-password"
        placeholder="Create a password"
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
          <span className="font-medium text-foreground">Sign out of other devices</span>
          <span className="block text-muted-foreground">
            Anyone signed in to your account elsewhere must sign in again.
          </span>
        </label>
      </div>
      <div>
        <Button type="submit" disabled={!current || !next || change.isPending}>
          {change.isPending ? "Saving..." : "Change password"}
        </Button>
      </div>
    </form>
  );
}
