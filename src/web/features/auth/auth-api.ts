// The browser's side of Better Auth's endpoints under /api/auth, in the words the pages use; the
// requests themselves are in lib/client/auth.ts.
import { accountFromSession } from "../../../shared/account-from-session";
import type { Account } from "../../../shared/api";
import * as auth from "../../lib/client/auth";

export const authApi = {
  /** Who is signed in (null for a visitor). Asking also moves a day-old session's expiry on. */
  session: async (): Promise<Account | null> => accountFromSession(await auth.getSession()),
  /** `callbackURL`: where the verification link leads, if the address still needs verifying. */
  signIn: (body: { email: string; password: string; callbackURL: string }) =>
    auth.signInWithEmail(body),
  /** Resolves with `signedIn: false` when the account waits for its emailed link. With an
   * emailed invitation's secret and the address it went to, no link is needed (decision 203). */
  signUp: async (body: {
    email: string;
    password: string;
    name: string;
    callbackURL: string;
    invitation?: string;
  }) => {
    const result = await auth.signUpWithEmail(body);
    return { signedIn: Boolean(result.token) };
  },
  /** Takes part as a guest: a name, and a session in this browser (no account). */
  signInAsGuest: (name: string) => auth.signInAsGuest(name),
  signOut: () => auth.signOut(),
  signOutEverywhere: () => auth.revokeSessions(),
  requestPasswordReset: (email: string) => auth.requestPasswordReset({ email }),
  resetPassword: (token: string, newPassword: string) => auth.resetPassword({ token, newPassword }),
  /** The Google (or local issuer's) page to send the browser to. */
  googleUrl: async (callbackURL: string, errorCallbackURL: string) => {
    const { url } = await auth.signInWithSocial({
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
