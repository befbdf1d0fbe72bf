// Better Auth, set up as docs/design.md says, its limiter kept in the database.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { anonymous } from "better-auth/plugins/anonymous";
import type { Config } from "../kernel/config";
import type { Db } from "../db/connection";
import { account, rateLimit, session, user, verification } from "../db/schema";
import type { Logger } from "../kernel/request-log";
import { limits } from "../../shared/core/limits";
import { createAccountMail } from "./account-mail";
import { accountSettings } from "./account-settings";
import { guestSignIn } from "./guest-sign-in";
import { googleOptions } from "./google";
import type { InvitedSignUp } from "./invited-sign-up";
import { userFieldHooks } from "./user-fields";
import { wrongPasswordHooks } from "./wrong-password-limit";

/** The header our own middleware fills with the socket's address (after removing any copy a
 * client sent), so Better Auth's limiter keys on the real client. */
export const CLIENT_IP_HEADER = "x-huddle-client-ip";

// Every Better Auth endpoint Huddle does not use answers 404. change-password counts against the
// per-email wrong-password limit, so a stolen session cannot guess without limit.
export const DISABLED_AUTH_PATHS = [
  "/update-user",
  "/delete-user",
  "/delete-user/callback",
  "/link-social",
  "/unlink-account",
  "/account-info",
  "/get-access-token",
  "/refresh-token",
  "/update-session",
  "/verify-password",
  "/revoke-other-sessions",
  // A guest leaves by deleting their account like anyone (DELETE /api/me), which keeps counters.
  "/delete-anonymous-user",
];

/** Where a guest's placeholder address points: a reserved name (RFC 2606) no mail can reach. */
export const GUEST_EMAIL_DOMAIN = "guest.huddle.invalid";

const DAY = 24 * 60 * 60;

export type AuthDeps = {
  config: Config;
  db: Db;
  secret: string;
  /** Tells the outbox worker that mail is waiting. */
  wakeMail: () => void;
  /** A guest saved their account: these events and groups changed (their pages should fetch
   * again). */
  guestSaved?: (touched: { events: string[]; groups: string[] }) => void;
  /** Sign-ups vouched for by an emailed invitation (routes.ts holds their secrets there). */
  invitedSignUp: InvitedSignUp;
  /** The guests feature's merge (guests/merge.ts), passed in so auth imports no feature. */
  mergeGuest: (
    db: Db,
    guestId: string,
    accountId: string,
  ) => Promise<{ events: string[]; groups: string[] }>;
  log?: Logger;
};

export function createAuth({
  config,
  db,
  secret,
  wakeMail,
  guestSaved,
  invitedSignUp,
  mergeGuest,
  log,
}: AuthDeps) {
  const rate = config.rateLimits;
  const mail = createAccountMail({ config, db, wakeMail, log });
  const verificationRequired = config.emailVerification === "required";
  const wrongPassword = wrongPasswordHooks(db, {
    max: rate.wrongPasswordPer15Minutes,
    windowSeconds: 15 * 60,
  });
  const perMinute = { window: 60, max: rate.authPerMinute };
  const mailPer10Minutes = { window: 600, max: rate.emailPer10Minutes };
  // Its `plugins` (the local issuer's) join ours below instead of replacing them.
  const { plugins: googlePlugins = [], ...google } = googleOptions(config);

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
      // 30 days, for guests above all: a guest's session is their only way back in.
      expiresIn: 30 * DAY,
      // GET /api/auth/get-session (the browser asks once per page load) moves the expiry on
      // when the session is a day old: anyone who comes back within 30 days stays signed in.
      updateAge: DAY,
    },
    user: {
      changeEmail: { enabled: true },
      // Set through PATCH /api/me (validated there), never by a sign-up body.
      additionalFields: {
        language: { type: "string", required: false, input: false },
        timeZone: { type: "string", required: false, input: false },
      },
    },
    databaseHooks: userFieldHooks,
    plugins: [
      // First: its after-hook signs the new account in, and the anonymous plugin's (below) links
      // a guest to whichever account the answer signs in.
      invitedSignUp.plugin,
      guestSignIn(),
      anonymous({
        emailDomainName: GUEST_EMAIL_DOMAIN,
        // The name routes.ts checked (guestInput) before this ran.
        generateName: (ctx) => (ctx.body as { name: string }).name,
        // Saving the account moves the guest's part over and deletes the guest in one
        // transaction (the plugin's own delete would cascade past the counters).
        disableDeleteAnonymousUser: true,
        onLinkAccount: async ({ anonymousUser, newUser }) => {
          const touched = await mergeGuest(db, anonymousUser.user.id, newUser.user.id);
          guestSaved?.(touched);
        },
      }),
      accountSettings({ verificationRequired }),
      ...googlePlugins,
    ],
    hooks: { before: wrongPassword.before, after: wrongPassword.after },
    ...google,
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: rate.authOtherPerMinute,
      customRules: {
        "/sign-in/email": perMinute,
        "/sign-up/email": perMinute,
        "/sign-in/social": perMinute,
        "/sign-in/anonymous": { window: 3600, max: rate.guestsPerHour },
        "/request-password-reset": mailPer10Minutes,
        "/send-verification-email": mailPer10Minutes,
        // A current password guessed per address is limited too (wrong-password-limit.ts).
        "/change-password": perMinute,
        "/change-email": mailPer10Minutes,
        // A read every page load makes; a busy office behind one address must not hit a limit.
        "/get-session": false,
      },
    },
    disabledPaths: DISABLED_AUTH_PATHS,
    // A non-Better-Auth error (e.g. the database went away) reaches our handler, which answers 503,
    // instead of becoming a bodiless 500 here.
    onAPIError: { throw: true },
    logger: {
      // Its warnings are expected traffic. Errors are logged up to their first colon: what follows
      // may echo the request (a callbackURL).
      log: (level, message) => {
        if (level === "error") log?.({ level, msg: `auth: ${authLogMessage(message)}` });
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

/** Better Auth's message up to its first colon or line break (at most 120 characters): the rest repeats
 * what a request sent, an origin or a callback URL. */
function authLogMessage(message: unknown) {
  return String(message).split(/[:\n]/, 1)[0]!.slice(0, 120);
}
