// A sign-up with an invitation's secret for that address is created verified: only its mail has it.
// Anything that does not check out (forged, another address, older than 7 days) changes nothing.
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import type { Db } from "../db/connection";
import { invitationIdOf, tokenMatches } from "../kernel/invitation-tokens";

export type InvitedSignUp = ReturnType<typeof invitedSignUp>;

/** The invitations feature's check (its queries.ts), passed in so auth imports no feature. */
export type VouchesFor = (
  db: Db,
  secret: { id: string; matches: (email: string) => boolean },
  email: string,
) => Promise<boolean>;

export function invitedSignUp(db: Db, secret: string, invitationVouchesFor: VouchesFor) {
  const secrets = new WeakMap<Request, string>();
  // Requests whose user was created verified: they get a session instead of a link.
  const vouched = new WeakSet<Request>();

  const vouches = async (token: string, email: string) => {
    const id = invitationIdOf(token);
    if (!id) return false;
    const matches = (address: string) => tokenMatches(secret, token, id, address);
    return invitationVouchesFor(db, { id, matches }, email);
  };

  const plugin = {
    id: "huddle-invited-sign-up",
    init: () => ({
      options: {
        databaseHooks: {
          user: {
            create: {
              before: async (user, ctx) => {
                const request = ctx?.request;
                if (ctx?.path !== "/sign-up/email" || !request) return;
                const token = secrets.get(request);
                if (!token || !(await vouches(token, user.email))) return;
                vouched.add(request);
                return { data: { ...user, emailVerified: true } };
              },
            },
          },
        },
      },
    }),
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === "/sign-up/email",
          handler: createAuthMiddleware(async (ctx) => {
            if (!ctx.request || !vouched.has(ctx.request)) return;
            const returned = ctx.context.returned as
              { token: string | null; user: { id: string } } | undefined;
            if (!returned || isAPIError(returned) || !returned.user) return;
            const person = await ctx.context.internalAdapter.findUserById(returned.user.id);
            if (!person) return;
            // This address needs no verification, so sign it in as if none were required.
            const dontRememberMe = (ctx.body as { rememberMe?: unknown }).rememberMe === false;
            const session = await ctx.context.internalAdapter.createSession(
              person.id,
              dontRememberMe,
            );
            await setSessionCookie(ctx, { session, user: person }, dontRememberMe);
            return ctx.json({ ...returned, token: session.token });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;

  return {
    /** The sign-up `request` carried this invitation secret (taken out of its body). */
    hold: (request: Request, token: string) => void secrets.set(request, token),
    plugin,
  };
}
