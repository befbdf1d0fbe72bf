// Destinations sealed with AES-256-GCM, so a database copy or backup posts nowhere.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { ChatDestination } from "./formats";

export type { ChatDestination };

const keyOf = (secret: string) =>
  Buffer.from(hkdfSync("sha256", secret, "huddle", "chat destinations", 32));

/** "v1.<iv>.<tag>.<ciphertext>", base64url. */
export function seal(secret: string, destination: ChatDestination): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(destination), "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body].map((p) => p.toString("base64url")).join(".");
}

/** The destination sealed by `seal`; throws when the server's secret changed since. */
export function unseal(secret: string, sealed: string): ChatDestination {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || body === undefined) throw new Error("not a sealed chat");
  const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  const text = Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]);
  return JSON.parse(text.toString("utf8")) as ChatDestination;
}
