// Better Auth's endpoints under /api/auth, as the browser calls them: plain fetch (no auth library
// in the browser bundle), one small function per endpoint. They are Better Auth's routes, not
// declared ones (server/http/endpoint.ts), so the typed client cannot know them: their paths are
// written here only, their bodies follow the schemas in src/shared/api.ts (which the server checks
// them against first) and their answers the types of src/shared/responses.ts.
import type { z } from "zod";
import type {
  ActiveSession,
  AuthSession,
  changeEmailInput,
  changePasswordInput,
  Me,
  requestPasswordResetInput,
  resetPasswordInput,
  SignInMethod,
  signInInput,
  signUpInput,
  socialSignInInput,
} from "../../../shared/api";
import { networkError, readAnswer } from "../api";

const AUTH = "/api/auth";

/** One call to Better Auth: JSON in and out, the answer typed by the function that asks. */
async function send<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${AUTH}${path}`, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw networkError();
  }
  return (await readAnswer(response)) as T;
}
const get = <T>(path: string) => send<T>("GET", path);
const post = <T>(path: string, body: unknown = {}) => send<T>("POST", path, body);

/** Who is signed in (null for a visitor). Asking also moves a day-old session's expiry on. */
export const getSession = () => get<AuthSession>("/get-session");

/** `callbackURL`: where the verification link leads, if the address still needs verifying. */
export const signInWithEmail = (body: z.input<typeof signInInput>) =>
  post<unknown>("/sign-in/email", body);

/** `token` is null while the account waits for its emailed link. */
export const signUpWithEmail = (body: z.input<typeof signUpInput>) =>
  post<{ token: string | null; user: Me }>("/sign-up/email", body);

/** Takes part as a guest: a name, and a session in this browser (no account). */
export const signInAsGuest = (name: string) => post<unknown>("/sign-in/anonymous", { name });

/** Google's (or the local issuer's) page to send the browser to, with `disableRedirect`. */
export const signInWithSocial = (body: z.input<typeof socialSignInInput>) =>
  post<{ url: string }>("/sign-in/social", body);

export const signOut = () => post<unknown>("/sign-out");

/** Ends every session of the account, this one too. */
export const revokeSessions = () => post<unknown>("/revoke-sessions");

export const requestPasswordReset = (body: z.input<typeof requestPasswordResetInput>) =>
  post<unknown>("/request-password-reset", body);

export const resetPassword = (body: z.input<typeof resetPasswordInput>) =>
  post<unknown>("/reset-password", body);

/** The account's active sessions, this one first, without their tokens. */
export const listSessions = () => get<ActiveSession[]>("/list-sessions");

/** How the person signs in ("credential": a password; "google"). */
export const listAccounts = () => get<SignInMethod[]>("/list-accounts");

/** Signs one session of the account out. */
export const revokeSession = (id: string) => post<unknown>("/revoke-session", { id });

export const changePassword = (body: z.input<typeof changePasswordInput>) =>
  post<unknown>("/change-password", body);

/** Changes the address, or emails a link to the new one when addresses must be verified. */
export const changeEmail = (body: z.input<typeof changeEmailInput>) =>
  post<unknown>("/change-email", body);
