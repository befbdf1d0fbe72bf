// Session cookies for seeded sessions, signed the way Better Auth signs them
// (`<token>.<base64 HMAC-SHA256(token, secret)>`, URL-encoded), so no request has to sign in.
import { createHmac } from "node:crypto";

export function sessionCookie(token: string, secret: string) {
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

export function tokenFor(salt: string, userNumber: number) {
  return `${salt}${String(userNumber).padStart(6, "0")}`;
}
