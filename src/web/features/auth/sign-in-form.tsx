import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { ApiError, errorMessage } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import { limits } from "../../../shared/limits";
import { authApi, verifiedPageFor } from "./auth-api";
import { EmailField, Field } from "./field";
import { PasswordInput } from "./password-input";

export type EmailFormProps = {
  email: string;
  onEmailChange: (email: string) => void;
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  /** The page to come back to from an emailed link. */
  returnTo: string;
  onDone: () => void;
};

export function SignInForm(props: EmailFormProps & { onForgotPassword: () => void }) {
  const { email, onEmailChange, busy, onBusyChange, returnTo, onDone, onForgotPassword } = props;
  const queryClient = useQueryClient();
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password || busy) return;
    onBusyChange(true);
    setErrors({});
    try {
      // Were the address still unverified, the server mails the link again; it returns here.
      await authApi.signIn({
        email: email.trim(),
        password,
        callbackURL: verifiedPageFor(returnTo),
      });
      // Fetched now, not merely marked stale: the next page's guard must see the new user.
      queryClient.setQueryData(queryKeys.me, await authApi.session());
      toast.success("Success", { description: "You have been signed in successfully." });
      onDone();
    } catch (error) {
      setErrors((error instanceof ApiError && error.fields) || {});
      toast.error("Sign-in Error", {
        description: errorMessage(error, "Failed to sign in. Please check your credentials."),
      });
    } finally {
      onBusyChange(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
      <EmailField value={email} onChange={onEmailChange} error={errors.email} />
      <Field
        label="Password"
        error={errors.password}
        labelExtra={
          <button
            type="button"
            onClick={onForgotPassword}
            className="rounded text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            Forgot password?
          </button>
        }
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            placeholder="Enter your password"
            maxLength={limits.passwordMax}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </Field>
      <Button
        type="submit"
        size="lg"
        className="mt-1 w-full"
        disabled={busy || !email.trim() || !password}
      >
        {busy ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}
