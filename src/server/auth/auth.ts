// Better Auth, set up as docs/design.md says: email and password with verification when mail is
// configured, Google, sessions in our database, password reset, the endpoints we do not use
// disabled, and its limiter on and kept in the database.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Config } from "../config";
import type { Db } from "../db/connection";
import { account, rateLimit, session, user, verification } from "../db/schema";
import type { Logger } from "../http/request-log";
import { limits } from "../../shared/limits";
import { createAccountMail } from "./account-mail";
import { googleOptions } from "./google";
import { userFieldHooks } from "./user-fields";
import { wrongPasswordHooks } from "./wrong-password-limit";

/** The header our own middleware fills with the socket's address (after removing any copy a
 * client sent), so Better Auth's limiter keys on the real client. */
export const CLIENT_IP_HEADER = "x-huddle-client-ip";

/** Everything Better Auth offers that Huddle does not use answers 404. Changing a name goes
 * through PATCH /api/me (our limits); the password only through the emailed reset link (so the
 * per-email wrong-password limit cannot be sidestepped with a stolen session). */
export const DISABLED_AUTH_PATHS = [
  "/update-user",
  "/change-email",
  "/delete-user",
  "/delete-user/callback",
  "/link-social",
  "/unlink-account",
  "/list-accounts",
  "/account-info",
  "/get-access-token",
  "/refresh-token",
  "/update-session",
  "/change-password",
  "/verify-password",
  "/list-sessions",
  "/revoke-session",
  "/revoke-other-sessions",
];

const DAY = 24 * 60 * 60;

export type AuthDeps = {
  config: Config;
  db: Db;
  secret: string;
  /** Tells the outbox worker that mail is waiting. */
  wakeMail: () => void;
  log?: Logger;
};

export function createAuth({ config, db, secret, wakeMail, log }: AuthDeps) {
  const rate = config.rateLimits;
  const mail = createAccountMail({ config, db, wakeMail, log });
  const verificationRequired = config.emailVerification === "required";
  const wrongPassword = wrongPasswordHooks(db, {
    max: rate.wrongPasswordPer15Minutes,
    windowSeconds: 15 * 60,
  });
  const perMinute = { window: 60, max: rate.authPerMinute };
  const mailPer10Minutes = { window: 600, max: rate.emailPer10Minutes };

  return betterAuth({
    appName: "Huddle",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: limits.passwordMin,
      maxPasswordLength: limits.passwordMax,
      // Required: sign-up makes the account but no session until the emailed link is followed,
      // and a registered address gets the same answer as a new one (plus an email to its owner).
      requireEmailVerification: verificationRequired,
      onExistingUserSignUp: async ({ user: existing }) => mail.existingAccount(existing),
      sendResetPassword: async ({ user: person, token }) => mail.resetPassword(person, token),
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: verificationRequired
      ? {
          sendVerificationEmail: async ({ user: person, url }) => mail.verification(person, url),
          sendOnSignUp: true,
          // Signing in before verifying answers "Email not verified" and sends the link again.
          sendOnSignIn: true,
          autoSignInAfterVerification: true,
          // People read mail late; the link only verifies (a second use signs no one in).
          expiresIn: DAY,
        }
      : undefined,
    session: {
      // No cookie cache: it would let a revoked session live on until the cache expires.
      cookieCache: { enabled: false },
      expiresIn: 7 * DAY,
      // GET /api/auth/get-session (the browser asks once per page load) moves the expiry on
      // when the session is a day old: anyone who comes back within a week stays signed in.
      updateAge: DAY,
    },
    databaseHooks: userFieldHooks,
    hooks: { before: wrongPassword.before, after: wrongPassword.after },
    ...googleOptions(config),
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": perMinute,
        "/sign-up/email": perMinute,
        "/sign-in/social": perMinute,
        "/request-password-reset": mailPer10Minutes,
        "/send-verification-email": mailPer10Minutes,
        // A read every page load makes; a busy office behind one address must not hit a limit.
        "/get-session": false,
      },
    },
    disabledPaths: DISABLED_AUTH_PATHS,
    // An error that is not one of Better Auth's own answers (the database went away mid-request)
    // reaches our error handler, which answers 503 when the database is unreachable, instead of
    // becoming a bodiless 500 here. Its own errors (wrong password, ...) stay answers.
    onAPIError: { throw: true },
    logger: {
      // Its warnings ("User not found", "Invalid password") are expected traffic, not news.
      // (Setting `level` instead would also print every refused request to stderr.)
      log: (level, message) => {
        if (level === "error") log?.({ level, msg: `auth: ${message}` });
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
