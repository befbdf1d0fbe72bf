// A signed-in person cannot become a guest: the plugin would swap their cookie for a guest's.
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
