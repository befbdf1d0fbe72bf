// What a failed Google sign-in says (google-error.ts), without the router: for the lean landing
// app (landing-app.tsx) too.
import { toasts } from "../../lib/toasts";
import { t } from "i18next";

export const googleFallback = () => t("auth.google.fallback");

const explained = (): Record<string, string> => ({
  account_not_linked: t("auth.google.accountExists"),
  unable_to_link_account: t("auth.google.accountExists"),
  access_denied: t("auth.google.cancelled"),
  email_not_found: t("auth.google.noEmail"),
});

/** "Google Sign-in Error" for Better Auth's `?error=<code>`. A fixed id: shown once even when
 * asked twice. */
export function showGoogleSignInError(code: string) {
  const description = explained()[code] ?? googleFallback();
  void toasts().then((toast) =>
    toast.error(t("auth.google.errorTitle"), { id: "google-sign-in-error", description }),
  );
}

/** The address without the error Better Auth added to it. */
export function withoutGoogleError(params: URLSearchParams) {
  params.delete("error");
  params.delete("error_description");
  return params;
}
