// HMAC-SHA256 of invitation id and address: only the email's holder has it.
import { createHmac, timingSafeEqual } from "node:crypto";
import { limits } from "../../shared/core/limits";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const sign = (secret: string, invitationId: string, email: string) =>
  createHmac("sha256", secret)
    .update(`invitation\n${invitationId}\n${email.toLowerCase()}`)
    .digest("base64url");

/** `<invitation id>.<signature>` */
export const invitationToken = (secret: string, invitationId: string, email: string) =>
  `${invitationId}.${sign(secret, invitationId, email)}`;

/** The invitation id a token names, before its signature is checked against the address. */
export function invitationIdOf(token: string | undefined | null) {
  if (!token || token.length > limits.token) return null;
  const [id, signature, ...rest] = token.split(".");
  if (rest.length || !id || !signature || !UUID.test(id)) return null;
  return id;
}

/** Whether `token` is this server's signature of the invitation `invitationId` sent to `email`. */
export function tokenMatches(secret: string, token: string, invitationId: string, email: string) {
  const expected = Buffer.from(invitationToken(secret, invitationId, email));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
