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

/** Our middleware's header with the socket's address (client copies removed), for the limiter. */
export const CLIENT_IP_HEADER = "x-huddle-client-ip";

/** Unused endpoints answer 404; change-password counts toward the wrong-password limit. */
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
  /** A guest saved their account: these events and groups changed. */
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
      // Required: no session until the link is followed; known addresses answer like new ones.
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
      // get-session extends a day-old session, so anyone back within 30 days stays signed in.
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
      // First: its after-hook signs the account in, then the anonymous plugin links the guest.
      invitedSignUp.plugin,
      guestSignIn(),
      anonymous({
        emailDomainName: GUEST_EMAIL_DOMAIN,
        // The name routes.ts checked (guestInput) before this ran.
        generateName: (ctx) => (ctx.body as { name: string }).name,
        // One transaction: the plugin's own delete would cascade past the counters.
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
    // Other errors (database gone) reach our handler (503), not a bodiless 500.
    onAPIError: { throw: true },
    logger: {
      // Warnings are expected traffic; errors log up to their first colon (the rest echoes input).
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

/** The message up to its first colon or break (max 120 chars); the rest echoes the request. */
function authLogMessage(message: unknown) {
  return String(message).split(/[:\n]/, 1)[0]!.slice(0, 120);
}
