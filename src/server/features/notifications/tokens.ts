// Unsubscribe tokens, HMAC-signed; they never expire, as RFC 8058 asks.
import { createHmac, timingSafeEqual } from "node:crypto";
import { mailKinds, type MailKind } from "../../../shared/features/notifications/kinds";
import { limits } from "../../../shared/core/limits";

const sign = (secret: string, email: string, kind: MailKind) =>
  createHmac("sha256", secret).update(`unsubscribe\n${kind}\n${email}`).digest("base64url");

/** `<kind>.<address, base64url>.<signature>` */
export function unsubscribeToken(secret: string, email: string, kind: MailKind) {
  const address = email.toLowerCase();
  return `${kind}.${Buffer.from(address).toString("base64url")}.${sign(secret, address, kind)}`;
}

/** The address and kind a token names, or null when it is not one this server signed. */
export function readUnsubscribeToken(secret: string, token: string) {
  if (token.length > limits.token) return null;
  const [kind, address, signature, ...rest] = token.split(".");
  if (rest.length || !kind || !address || !signature) return null;
  if (!(mailKinds as readonly string[]).includes(kind)) return null;
  const email = Buffer.from(address, "base64url").toString("utf8");
  const expected = Buffer.from(sign(secret, email, kind as MailKind));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { email, kind: kind as MailKind };
}
