// Better Auth's exposed endpoints; errors by status, as its codes map to generic ones.
import { z } from "zod";
import * as input from "../../shared/api";
import * as answer from "../../shared/responses";
import { json, redirect, type Operation, type Param } from "../http/operation";

const tag = "Sign-in and sessions (Better Auth)";
const settings = "Sign-in settings (Better Auth)";

const callbackParams: Record<string, Param> = {
  id: { description: 'The sign-in provider ("google")', schema: z.string() },
};
const callbackQuery = {
  callbackURL: { description: "A path on this site to go to afterwards", schema: input.localPath },
};

export const AUTH_OPERATIONS: Operation[] = [
  {
    method: "post",
    path: "/api/auth/sign-up/email",
    summary: "Sign up with email and password",
    description:
      "With email verification on, no session starts until the emailed link is followed (the " +
      "token is null), and an address that has an account gets the same answer.",
    tag,
    signedIn: false,
    body: input.signUpInput,
    answers: { 200: json("The account, and the session's token", answer.authSignedIn) },
    errors: [400, 403, 409, 429],
  },
  {
    method: "post",
    path: "/api/auth/sign-in/email",
    summary: "Sign in with email and password",
    tag,
    signedIn: false,
    body: input.signInInput,
    answers: { 200: json("The account; the session is the cookie set", answer.authSignedIn) },
    errors: [400, 401, 403, 429],
  },
  {
    method: "post",
    path: "/api/auth/sign-in/anonymous",
    summary: "Take part as a guest, with a name only",
    description: "Someone already signed in is refused (400).",
    tag,
    signedIn: false,
    body: input.guestInput,
    answers: { 200: json("The guest; the session is the cookie set", answer.authSignedIn) },
    errors: [400, 403, 429],
  },
  {
    method: "post",
    path: "/api/auth/sign-in/social",
    summary: "Start signing in with Google",
    description: "404 when Google sign-in is not configured.",
    tag,
    signedIn: false,
    body: input.socialSignInInput,
    answers: {
      200: json(
        "The provider's page to send the browser to",
        z.looseObject({ url: z.string(), redirect: z.boolean() }),
      ),
    },
    errors: [400, 403, 404, 429],
  },
  {
    method: "get",
    path: "/api/auth/callback/:id",
    summary: "Where the provider sends the browser back",
    tag,
    signedIn: false,
    params: callbackParams,
    query: {
      code: { description: "The provider's authorization code", schema: z.string() },
      state: { description: "The state sent with the sign-in", schema: z.string() },
    },
    answers: { 302: redirect("Signed in (or the error page): on to the page asked for") },
    errors: [429],
  },
  {
    method: "post",
    path: "/api/auth/callback/:id",
    summary: "Where the provider posts the browser back (form_post)",
    tag,
    signedIn: false,
    params: callbackParams,
    formBody: {
      description: "The provider's answer",
      schema: z.object({ code: z.string(), state: z.string() }),
    },
    answers: { 302: redirect("Signed in (or the error page): on to the page asked for") },
    errors: [403, 429],
  },
  {
    method: "get",
    path: "/api/auth/get-session",
    summary: "The current session (null when signed out)",
    description: "Also moves a day-old session's expiry on: sessions last 30 days without use.",
    tag,
    signedIn: false,
    answers: { 200: json("The session and its person, or null", answer.authSession) },
    errors: [],
  },
  {
    method: "post",
    path: "/api/auth/sign-out",
    summary: "Sign out this browser",
    tag,
    signedIn: false,
    answers: { 200: json("Signed out", z.looseObject({ success: z.boolean() })) },
    errors: [403, 429],
  },
  {
    method: "post",
    path: "/api/auth/revoke-sessions",
    summary: "Sign out everywhere",
    tag,
    signedIn: true,
    answers: { 200: json("Every session of the account ended", answer.authDone) },
    errors: [401, 403, 429],
  },
  {
    method: "get",
    path: "/api/auth/verify-email",
    summary: "Follow an email verification link",
    tag,
    signedIn: false,
    query: {
      token: { description: "The token from the email", schema: z.string(), required: true },
      ...callbackQuery,
    },
    answers: {
      200: json("Verified (no callbackURL)", answer.authDone),
      302: redirect("Verified, or why not: on to callbackURL"),
    },
    errors: [400, 401, 429],
  },
  {
    method: "post",
    path: "/api/auth/send-verification-email",
    summary: "Send the verification link again",
    tag,
    signedIn: false,
    body: input.sendVerificationEmailInput,
    answers: { 200: json("Sent, if the address needs it", answer.authDone) },
    errors: [400, 403, 429],
  },
  {
    method: "post",
    path: "/api/auth/request-password-reset",
    summary: "Email a password reset link",
    description: "The same answer whether or not the address has an account.",
    tag,
    signedIn: false,
    body: input.requestPasswordResetInput,
    answers: {
      200: json("Asked", z.looseObject({ status: z.boolean(), message: z.string() })),
    },
    errors: [400, 403, 429],
  },
  {
    method: "get",
    path: "/api/auth/reset-password/:token",
    summary: "Follow a password reset link",
    tag,
    signedIn: false,
    params: { token: { description: "The token from the email", schema: z.string() } },
    query: { callbackURL: { ...callbackQuery.callbackURL, required: true } },
    answers: { 302: redirect("On to the reset page, with the token or an error") },
    errors: [400, 429],
  },
  {
    method: "post",
    path: "/api/auth/reset-password",
    summary: "Choose a new password with a reset token",
    description: "Every session of the account ends.",
    tag,
    signedIn: false,
    body: input.resetPasswordInput,
    answers: { 200: json("Changed", answer.authDone) },
    errors: [400, 403, 429],
  },
  // ---- Settings -------------------------------------------------------------------------------
  {
    method: "post",
    path: "/api/auth/change-password",
    summary: "Change your password",
    description: "A wrong current password counts against the same limit as a wrong sign-in.",
    tag: settings,
    signedIn: true,
    body: input.changePasswordInput,
    answers: { 200: json("Changed", answer.authSignedIn) },
    errors: [400, 401, 403, 429],
  },
  {
    method: "post",
    path: "/api/auth/change-email",
    summary: "Change your email address",
    description:
      "With mail configured, the change waits for the link sent to the new address. Guests have " +
      "no address (403); an address with an account is 409 when mail is off.",
    tag: settings,
    signedIn: true,
    body: input.changeEmailInput,
    answers: { 200: json("Changed, or the link sent", answer.authDone) },
    errors: [400, 401, 403, 409, 429],
  },
  {
    method: "get",
    path: "/api/auth/list-sessions",
    summary: "Where you are signed in",
    tag: settings,
    signedIn: true,
    answers: { 200: json("Your sessions, this one first", z.array(answer.activeSession)) },
    errors: [401, 429],
  },
  {
    method: "post",
    path: "/api/auth/revoke-session",
    summary: "Sign out one of your sessions, by id",
    tag: settings,
    signedIn: true,
    body: input.revokeSessionInput,
    answers: { 200: json("Ended", answer.authDone) },
    errors: [400, 401, 403, 404, 429],
  },
  {
    method: "get",
    path: "/api/auth/list-accounts",
    summary: "How you sign in",
    tag: settings,
    signedIn: true,
    answers: { 200: json("Password, Google or both", z.array(answer.signInMethod)) },
    errors: [401, 429],
  },
  {
    method: "get",
    path: "/api/auth/ok",
    summary: "Whether Better Auth answers",
    tag,
    signedIn: false,
    answers: { 200: json("It does", z.looseObject({ ok: z.boolean() })) },
    errors: [429],
  },
  {
    method: "get",
    path: "/api/auth/error",
    summary: "Better Auth's error page",
    tag,
    signedIn: false,
    answers: { 200: { description: "A page", type: "text/html" } },
    errors: [429],
  },
];

/** Better Auth offers these, and Huddle's description leaves them out, saying why. */
export const UNDESCRIBED_AUTH: Readonly<Record<string, string>> = {
  "POST /api/auth/get-session":
    "listed by Better Auth, but answers 405: the session is read by GET",
};
