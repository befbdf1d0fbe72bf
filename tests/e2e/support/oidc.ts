// The local OpenID Connect issuer that stands in for Google in browser tests. The claims it signs
// come from a file, so a test can choose the name and email of the next Google sign-in.
import fs from "node:fs";
import path from "node:path";

export const GOOGLE_CLIENT = { id: "huddle-test-client", secret: "huddle-test-secret" };

const claimsFile = () =>
  path.join(process.env.HUDDLE_RUN_DIR ?? path.resolve("test-results"), "oidc-claims.json");

export function setNextGoogleUser(claims: { email: string; name: string }) {
  fs.mkdirSync(path.dirname(claimsFile()), { recursive: true });
  fs.writeFileSync(
    claimsFile(),
    JSON.stringify({ ...claims, sub: `google-${claims.email}`, email_verified: true }),
  );
}

export function oidcClaims(): Record<string, unknown> {
  try {
    return JSON.parse(fs.readFileSync(claimsFile(), "utf8")) as Record<string, unknown>;
  } catch {
    return {
      sub: "google-default",
      email: "google.user@example.test",
      name: "Google User",
      email_verified: true,
    };
  }
}
