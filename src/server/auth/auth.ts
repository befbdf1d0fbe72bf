// Better Auth, set up as DESIGN.md says: email and password, sessions in our database, the
// endpoints we do not use disabled, its limiter on and kept in the database.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Config } from "../config";
import type { Db } from "../db/connection";
import { account, rateLimit, session, user, verification } from "../db/schema";
import type { Mailer } from "../mail/mailer";
import type { Logger } from "../http/request-log";

/** The header our own middleware fills with the socket's address (after removing any copy a
 * client sent), so Better Auth's limiter keys on the real client. */
export const CLIENT_IP_HEADER = "x-huddle-client-ip";

export const DISABLED_AUTH_PATHS = [
  "/update-user",
  "/change-email",
  "/delete-user",
  "/link-social",
  "/unlink-account",
  "/list-accounts",
  "/account-info",
  "/get-access-token",
  "/refresh-token",
  "/update-session",
];

export type AuthDeps = { config: Config; db: Db; secret: string; mailer: Mailer; log?: Logger };

export function createAuth({ config, db, secret }: AuthDeps) {
  const limits = config.rateLimits;
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
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
    },
    session: {
      // No cookie cache: it would let a revoked session live on until the cache expires.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: limits.authPerMinute },
        "/sign-up/email": { window: 60, max: limits.authPerMinute },
      },
    },
    disabledPaths: DISABLED_AUTH_PATHS,
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
