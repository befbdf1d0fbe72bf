// A session cookie for a session row written straight to the database, signed the way Better
// Auth signs it (`<token>.<base64 HMAC-SHA256(token, secret)>`, URL-encoded), so a test or the
// benchmark needs no sign-in (and no password hash) per person.
import { createHmac } from "node:crypto";

export const SESSION_COOKIE = "better-auth.session_token";

/** The cookie's value for a session token. */
export function signedSessionToken(token: string, secret: string) {
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return encodeURIComponent(`${token}.${signature}`);
}
