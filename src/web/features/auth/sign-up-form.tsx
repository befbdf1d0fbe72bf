import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { ApiError, errorMessage } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import { limits } from "../../../shared/limits";
import { authApi, verifiedPageFor } from "./auth-api";
import { EmailField, Field, NewPasswordField } from "./field";
import type { EmailFormProps } from "./sign-in-form";

export function SignUpForm({
  email,
  onEmailChange,
  busy,
  onBusyChange,
  returnTo,
  onDone,
}: EmailFormProps) {
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password || busy) return;
    onBusyChange(true);
    setErrors({});
    try {
      const { signedIn } = await authApi.signUp({
        email: email.trim(),
        password,
        name: name.trim(),
        callbackURL: verifiedPageFor(returnTo),
      });
      if (signedIn) {
        // Verification is off on this server: the new account is signed in already.
        // Fetched now, not merely marked stale: the next page's guard must see the new user.
        queryClient.setQueryData(queryKeys.me, await authApi.session());
        toast.success("Success", {
          description: "Account created successfully! You are now signed in.",
        });
      } else {
        toast.success("Success", {
          description: "Account created successfully! Please check your email for verification.",
        });
      }
      onDone();
    } catch (error) {
      setErrors((error instanceof ApiError && error.fields) || {});
      toast.error("Sign-up Error", {
        description: errorMessage(error, "Failed to create account. Please try again."),
      });
    } finally {
      onBusyChange(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
      <Field
        label={
          <>
            Name <span className="font-normal text-muted-foreground">(optional)</span>
          </>
        }
        error={errors.name}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="name"
            placeholder="Enter your name"
            maxLength={limits.name}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <EmailField value={email} onChange={onEmailChange} error={errors.email} />
      <NewPasswordField value={password} onChange={setPassword} error={errors.password} />
      <Button
        type="submit"
        size="lg"
        className="mt-1 w-full"
        disabled={busy || !email.trim() || !password}
      >
        {busy ? "Creating account..." : "Create Account"}
      </Button>
    </form>
  );
}
