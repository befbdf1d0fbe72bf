// Google sign-in, or with GOOGLE_DISCOVERY_URL any OIDC issuer (tests and dev use a local one).
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
