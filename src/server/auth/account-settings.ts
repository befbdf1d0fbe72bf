// Better Auth's Settings endpoints, tightened: no tokens in lists, revoke by id.
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { authError } from "./error-messages";

type SessionRow = {
  id: string;
  token: string;
  userId: string;
  userAgent?: string | null;
  ipAddress?: string | null;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
};

const isGuest = (user: object) => (user as { isAnonymous?: boolean | null }).isAnonymous === true;

/** A unique constraint refused the write (the address was taken between the check and it). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

const emailTaken = () => authError("CONFLICT", "emailTaken");

export function accountSettings(options: { verificationRequired: boolean }): BetterAuthPlugin {
  return {
    id: "huddle-account-settings",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/change-email",
          handler: createAuthMiddleware(async (ctx) => {
            const found = await getSessionFromCtx(ctx, { disableRefresh: true });
            if (!found) return; // the endpoint answers 401
            if (isGuest(found.user)) {
              throw authError("FORBIDDEN", "guestNoEmail");
            }
            const newEmail = String((ctx.body as { newEmail: string }).newEmail).toLowerCase();
            if (newEmail === found.user.email.toLowerCase()) {
              throw authError("BAD_REQUEST", "sameEmail");
            }
            if (options.verificationRequired) return;
            if (await ctx.context.internalAdapter.findUserByEmail(newEmail)) throw emailTaken();
            try {
              // Nothing is verified with mail off: the new address is not either.
              await ctx.context.internalAdapter.updateUser(found.user.id, {
                email: newEmail,
                emailVerified: false,
              });
            } catch (error) {
              if (isUniqueViolation(error)) throw emailTaken();
              throw error;
            }
            return ctx.json({ status: true });
          }),
        },
        {
          matcher: (ctx) => ctx.path === "/revoke-session",
          handler: createAuthMiddleware(async (ctx) => {
            const found = await getSessionFromCtx(ctx, { disableRefresh: true });
            // Before the endpoint would refuse the body it does not know (an id, not a token).
            if (!found) throw authError("UNAUTHORIZED", "unauthenticated");
            const id = (ctx.body as { id: string }).id;
            // Only the caller's own sessions: someone else's id is as unknown as a made-up one.
            const row = await ctx.context.adapter.findOne<SessionRow>({
              model: "session",
              where: [
                { field: "id", value: id },
                { field: "userId", value: found.user.id },
              ],
            });
            if (!row) {
              throw authError("NOT_FOUND", "sessionEnded");
            }
            return { context: { body: { token: row.token } } };
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === "/list-sessions",
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (!Array.isArray(returned)) return;
            const current = await ctx.getSignedCookie(
              ctx.context.authCookies.sessionToken.name,
              ctx.context.secret,
            );
            const sessions = (returned as SessionRow[])
              .map((s) => ({
                id: s.id,
                current: s.token === current,
                userAgent: s.userAgent ?? null,
                ipAddress: s.ipAddress ?? null,
                createdAt: new Date(s.createdAt).toISOString(),
                lastActiveAt: new Date(s.updatedAt).toISOString(),
                expiresAt: new Date(s.expiresAt).toISOString(),
              }))
              .sort(
                (a, b) =>
                  Number(b.current) - Number(a.current) ||
                  b.lastActiveAt.localeCompare(a.lastActiveAt),
              );
            return ctx.json(sessions);
          }),
        },
        {
          matcher: (ctx) => ctx.path === "/list-accounts",
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (!Array.isArray(returned)) return;
            const providers = new Set(
              (returned as { providerId: string }[]).map((a) => a.providerId),
            );
            return ctx.json([...providers].sort().map((providerId) => ({ providerId })));
          }),
        },
      ],
    },
  };
}
