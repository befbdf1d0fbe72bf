// "Continue as a guest": a name and nothing else. The server makes a guest session in this
// browser; the page that shows the form (the invitation page) then joins the event by itself, as
// it does after a sign-in.
import { useState, type FormEvent } from "react";
import { UserRound } from "lucide-react";
import { limits } from "../../../shared/limits";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { authApi } from "../auth/auth-api";
import { SubmitButton, useFormRequest } from "../auth/email-form";
import { useRefreshSession } from "../auth/use-session";

export function GuestForm() {
  const refreshSession = useRefreshSession();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const { errors, run } = useFormRequest(setBusy, {
    title: "Could not continue as a guest",
    fallback: "Please try again.",
  });

  if (!open) {
    return (
      <Button variant="outline" size="lg" className="w-full" onClick={() => setOpen(true)}>
        <UserRound aria-hidden />
        Continue as a guest
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
      aria-label="Continue as a guest"
      noValidate
    >
      <TextField
        label="Your name"
        hint="No account needed: the other members see this name. You can save your account later."
        error={errors.name}
        autoComplete="name"
        placeholder="Enter your name"
        maxLength={limits.guestName}
        autoFocus
        required
        value={name}
        onChange={setName}
      />
      <SubmitButton
        busy={busy}
        ready={Boolean(name.trim())}
        busyLabel="Joining..."
        className="w-full"
      >
        Join as a guest
      </SubmitButton>
    </form>
  );
}
