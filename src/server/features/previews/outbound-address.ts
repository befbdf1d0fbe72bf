// Addresses someone hands us and the server then POSTs to: a push endpoint (a browser's, so
// anyone's: decision 227), a chat's webhook or Matrix homeserver (decision 229). The same risk as
// a link preview's address (issue #9), held to the preview fetcher's rule (address-guard.ts):
// https, and every address the host resolves to public, checked at connection time by the
// guarded lookup, so a name that resolves elsewhere later gains nothing. Saving one refuses what
// can be refused without a lookup (another scheme, a literal private address, localhost); the
// send (push/send.ts, chat/post.ts) checks what the name resolves to.
//
// The tests' services listen on 127.0.0.1 over http: TEST_PUSH_LOOPBACK_PORT and
// TEST_CHAT_LOOPBACK_PORT open that one port and nothing else, and are refused in a production
// start (config.ts, decision 202).
import net from "node:net";
import { mayConnect } from "./address-guard";

/** Whether the server may ever POST to `address` (the schema already checked it is a URL). */
export function outboundAddressAllowed(address: string, testLoopbackPort?: number): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  const host = hostOf(url);
  if (host === null) return false;
  if (isLoopbackTarget(host) && testLoopbackPort !== undefined && port === testLoopbackPort) {
    return url.protocol === "http:" || url.protocol === "https:";
  }
  if (url.protocol !== "https:") return false;
  // No user:pass@: it would be sent to whoever the address points at.
  if (url.username !== "" || url.password !== "") return false;
  if (net.isIP(host) !== 0) return mayConnect(host, port);
  // A single label (an intranet name) or a name kept for this machine or the local network.
  if (!host.includes(".") || /(^|\.)(localhost|local|internal|home\.arpa)$/i.test(host))
    return false;
  return true;
}

/**
 * The host as the checks below must see it: lower case, brackets off, and without the root's
 * trailing dot. "localhost." (or "localhost%2e", which the URL parser decodes to it) is the same
 * name to DNS as "localhost", and the send's lookup resolves it to loopback; left as written it
 * passed the name checks at saving. Null for a name with an empty label ("localhost.."), which
 * no public host has.
 */
function hostOf(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (net.isIP(host) !== 0) return host;
  const name = host.endsWith(".") ? host.slice(0, -1) : host;
  return name.split(".").includes("") ? null : name;
}

function isLoopbackTarget(host: string) {
  return host === "localhost" || host === "127.0.0.1" || host === "::1";
}
