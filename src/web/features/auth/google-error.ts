// A Google sign-in that fails comes back to the page it started from with `?error=<code>`
// (Better Auth's redirect). Any page that offers the sign-in dialog calls this hook: it shows
// "Google Sign-in Error" once and takes the code out of the address.
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";

export const GOOGLE_FALLBACK = "Failed to sign in with Google. Please try again.";

const explained: Record<string, string> = {
  account_not_linked:
    "An account with this email already exists. Sign in with your email and password.",
  unable_to_link_account:
    "An account with this email already exists. Sign in with your email and password.",
  access_denied: "Google sign-in was cancelled.",
  email_not_found: "Google did not share an email address, so we could not sign you in.",
};

export function useGoogleSignInError() {
  const [params, setParams] = useSearchParams();
  const code = params.get("error");
  useEffect(() => {
    if (!code) return;
    // A fixed id: shown once even if the effect runs twice.
    toast.error("Google Sign-in Error", {
      id: "google-sign-in-error",
      description: explained[code] ?? GOOGLE_FALLBACK,
    });
    setParams(
      (next) => {
        next.delete("error");
        next.delete("error_description");
        return next;
      },
      { replace: true },
    );
  }, [code, setParams]);
}
