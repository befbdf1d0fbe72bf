// A Google sign-in that fails comes back to the page it started from with `?error=<code>`
// (Better Auth's redirect). Any page that offers the sign-in dialog calls this hook: it shows
// "Google Sign-in Error" once and takes the code out of the address.
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { toasts } from "../../lib/toasts";
import { t } from "i18next";

export const googleFallback = () => t("auth.google.fallback");

const explained = (): Record<string, string> => ({
  account_not_linked: t("auth.google.accountExists"),
  unable_to_link_account: t("auth.google.accountExists"),
  access_denied: t("auth.google.cancelled"),
  email_not_found: t("auth.google.noEmail"),
});

export function useGoogleSignInError() {
  const [params, setParams] = useSearchParams();
  const code = params.get("error");
  useEffect(() => {
    if (!code) return;
    // A fixed id: shown once even if the effect runs twice.
    const description = explained()[code] ?? googleFallback();
    void toasts().then((toast) =>
      toast.error(t("auth.google.errorTitle"), { id: "google-sign-in-error", description }),
    );
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
