// Google sign-in under the provider id `google`: the real Google when only GOOGLE_CLIENT_ID and
// GOOGLE_CLIENT_SECRET are set; with GOOGLE_DISCOVERY_URL too, any OpenID Connect issuer through
// the generic OAuth plugin (tests and `npm run dev` use a local one). The browser side is the
// same either way: POST /api/auth/sign-in/social { provider: "google" }, back through
// /api/auth/callback/google.
import type { BetterAuthOptions } from "better-auth";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { Config } from "../kernel/config";

export function googleOptions(
  config: Config,
): Pick<BetterAuthOptions, "socialProviders" | "plugins"> {
  const google = config.google;
  if (!google) return {};
  if (google.discoveryUrl) {
    return {
      plugins: [
        genericOAuth({
          config: [
            {
              providerId: "google",
              name: "Google",
              clientId: google.clientId,
              clientSecret: google.clientSecret,
              discoveryUrl: google.discoveryUrl,
              scopes: ["openid", "email", "profile"],
              pkce: true,
              // Signing out of Huddle must not sign anyone out of their Google account.
              disableProviderLogout: true,
            },
          ],
        }),
      ],
    };
  }
  return {
    socialProviders: {
      google: {
        clientId: google.clientId,
        clientSecret: google.clientSecret,
        prompt: "select_account",
      },
    },
  };
}
