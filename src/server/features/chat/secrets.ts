// A chat's secrets: the generic webhook's signing secret, made here, and what a target's owner
// is shown of its address. Slack's, Discord's and Teams' webhook addresses are secrets in
// themselves (anyone holding one can post), as is Matrix's access token: the owner sees enough
// to tell two apart (the host, the start of the path, the last four characters), never enough to
// use one.
import { randomBytes } from "node:crypto";
import type { ChatDestination } from "./formats";

/** A new signing secret as Standard Webhooks writes them: "whsec_" and 32 random bytes in
 * base64 (the library's own format). */
export const newSigningSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

/**
 * How long a rolled secret still signs messages beside the new one (decision 229): a day for the
 * receiver's owner to give their program the new secret, during which nothing it receives fails
 * to verify. Signing with the old secret helps no one forge a message (whoever holds it can sign
 * their own); what a receiver accepts is its owner's to change, as soon as they like.
 */
export const ROLLED_SECRET_SIGNS_FOR_MS = 24 * 60 * 60 * 1000;

const last4 = (secret: string) => secret.slice(-4);

/** A secret as its owner may see it: "…wxyz". */
export const secretHint = (secret: string) => `…${last4(secret)}`;

/** Where the secret part of each kind's address starts: Slack's after /services/, Discord's
 * after /api/webhooks/. */
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
  // Any other address (Teams' workflow, a generic webhook, Slack's or Discord's in another
  // form, a Mattermost's) may carry its key anywhere in its path or query: only the first path
  // segment is kept, and only when something follows it and it is short enough to be a word
  // ("/workflows/", "/hooks/"), never a token.
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
