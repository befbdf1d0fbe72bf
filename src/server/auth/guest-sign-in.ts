// Someone signed in cannot become a guest on top of it: the anonymous plugin refuses only a guest
// asking twice, and would otherwise swap a signed-in account's cookie for a new guest's.
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { authError } from "./error-messages";

export const guestSignIn = (): BetterAuthPlugin => ({
  id: "huddle-guest-sign-in",
  hooks: {
    before: [
      {
        matcher: (ctx) => ctx.path === "/sign-in/anonymous",
        handler: createAuthMiddleware(async (ctx) => {
          const session = await getSessionFromCtx(ctx, { disableRefresh: true });
          if (session) {
            throw authError("BAD_REQUEST", "signedInAlready");
          }
        }),
      },
    ],
  },
});
