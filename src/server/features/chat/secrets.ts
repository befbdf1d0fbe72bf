// An address is a credential: owners see enough to tell two apart, never to use one.
import { randomBytes } from "node:crypto";
import type { ChatDestination } from "./formats";

/** A new signing secret in the Standard Webhooks format: "whsec_" and 32 random bytes in base64. */
export const newSigningSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

/** A rolled secret still signs for a day so receivers can switch; it lets no one forge. */
export const ROLLED_SECRET_SIGNS_FOR_MS = 24 * 60 * 60 * 1000;

const last4 = (secret: string) => secret.slice(-4);

/** A secret as its owner may see it: "…wxyz". */
export const secretHint = (secret: string) => `…${last4(secret)}`;

/** Where the secret part starts: Slack's after /services/, Discord's after /api/webhooks/. */
const SECRET_FROM: Record<"slack" | "discord", RegExp> = {
  slack: /^\/services\//,
  discord: /^\/api\/webhooks\//,
};

/** An address with its secret part cut: "https://hooks.slack.com/services/…x9Qz". */
function cutAddress(url: string, kind: "slack" | "discord" | "teams" | "webhook") {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return secretHint(url);
  }
  const origin = parsed.origin;
  const prefix =
    kind === "slack" || kind === "discord" ? SECRET_FROM[kind].exec(parsed.pathname) : null;
  if (prefix) return `${origin}${prefix[0]}${secretHint(url)}`;
  // Other addresses may carry keys anywhere: keep only a short first segment ("/hooks/").
  const first = parsed.pathname.split("/").filter(Boolean)[0];
  const more = parsed.pathname.replace(/\/+$/, "").length > (first?.length ?? 0) + 1;
  if (first && first.length <= 20 && more) return `${origin}/${first}/${secretHint(url)}`;
  if (first && first.length <= 20 && parsed.search) return `${origin}/${first}${secretHint(url)}`;
  return `${origin}/${secretHint(url)}`;
}

/** What the owner of a chat target is shown of where it sends. */
export function shownAddress(to: ChatDestination) {
  if (to.kind === "matrix")
    return `${to.homeserver.replace(/\/+$/, "")} · ${to.room} · token ${secretHint(to.accessToken)}`;
  return cutAddress(to.url, to.kind);
}
