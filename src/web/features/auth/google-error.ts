// A Google sign-in that fails comes back to the page it started from with `?error=<code>`
// (Better Auth's redirect). Any page that offers the sign-in dialog calls this hook: it shows
// "Google Sign-in Error" once and takes the code out of the address. (The lean landing app does
// the same without the router: landing-app.tsx.)
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { showGoogleSignInError, withoutGoogleError } from "./google-error-toast";

export function useGoogleSignInError() {
  const [params, setParams] = useSearchParams();
  const code = params.get("error");
  useEffect(() => {
    if (!code) return;
    showGoogleSignInError(code);
    setParams(withoutGoogleError, { replace: true });
  }, [code, setParams]);
}
