// The browser's side of Better Auth's endpoints under /api/auth, through our typed client (plain
// fetch: no auth library in the browser bundle). Request bodies follow the schemas in
// src/shared/api.ts, which the server checks them against.
import { accountFromSession } from "../../../shared/account-from-session";
import type { Account, AuthSession, Me } from "../../../shared/api";
import { get, post } from "../../lib/api";

type SignUpResult = { token: string | null; user: Me };

export const authApi = {
  /** Who is signed in (null for a visitor). Asking also moves a day-old session's expiry on. */
  session: async (): Promise<Account | null> =>
    accountFromSession(await get<AuthSession>("/api/auth/get-session")),
  /** `callbackURL`: where the verification link leads, if the address still needs verifying. */
  signIn: (body: { email: string; password: string; callbackURL: string }) =>
    post<unknown>("/api/auth/sign-in/email", body),
  /** Resolves with `signedIn: false` when the account waits for its emailed link. With an
   * emailed invitation's secret and the address it went to, no link is needed (decision 116). */
  signUp: async (body: {
    email: string;
    password: string;
    name: string;
    callbackURL: string;
    invitation?: string;
  }) => {
    const result = await post<SignUpResult>("/api/auth/sign-up/email", body);
    return { signedIn: Boolean(result.token) };
  },
  /** Takes part as a guest: a name, and a session in this browser (no account). */
  signInAsGuest: (name: string) => post<unknown>("/api/auth/sign-in/anonymous", { name }),
  signOut: () => post<unknown>("/api/auth/sign-out"),
  signOutEverywhere: () => post<unknown>("/api/auth/revoke-sessions"),
  requestPasswordReset: (email: string) =>
    post<unknown>("/api/auth/request-password-reset", { email }),
  resetPassword: (token: string, newPassword: string) =>
    post<unknown>("/api/auth/reset-password", { token, newPassword }),
  /** The Google (or local issuer's) page to send the browser to. */
  googleUrl: async (callbackURL: string, errorCallbackURL: string) => {
    const { url } = await post<{ url: string }>("/api/auth/sign-in/social", {
      provider: "google",
      callbackURL,
      errorCallbackURL,
      disableRedirect: true,
    });
    return url;
  },
};

/** Only a path on this site: a `next` or `callbackURL` from the address bar must never lead
 * elsewhere. */
export function safeLocalPath(value: string | null | undefined, fallback = "/") {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return fallback;
  }
  return value;
}

/** Where an emailed verification link lands: the verified page, which then offers `returnTo`. */
export const verifiedPageFor = (returnTo: string) =>
  `/verified?next=${encodeURIComponent(safeLocalPath(returnTo))}`;
