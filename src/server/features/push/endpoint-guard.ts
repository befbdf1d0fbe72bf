// Push endpoints are addresses a browser (so anyone) hands us and the server then POSTs to: the
// same risk as a link preview's address (issue #9). They are held to the preview fetcher's rule
// (previews/address-guard.ts): https, and every address the host resolves to public, checked at
// connection time by the guarded lookup, so a name that resolves elsewhere later gains nothing.
// Subscribing refuses what can be refused without a lookup (another scheme, a literal private
// address, localhost); the send (send.ts) checks what the name resolves to.
//
// The tests' push service listens on 127.0.0.1 over http: TEST_PUSH_LOOPBACK_PORT opens that one
// port and nothing else, and is refused in a production start (config.ts, decision 113).
import net from "node:net";
import { mayConnect } from "../previews/address-guard";

/** Whether a push may ever be sent to `endpoint` (the schema already checked it is a URL). */
export function endpointAllowed(endpoint: string, testLoopbackPort?: number): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isLoopbackTarget(host) && testLoopbackPort !== undefined && port === testLoopbackPort) {
    return url.protocol === "http:" || url.protocol === "https:";
  }
  if (url.protocol !== "https:") return false;
  if (net.isIP(host) !== 0) return mayConnect(host, port);
  // A single label (an intranet name) or a name kept for this machine or the local network.
  if (!host.includes(".") || /(^|\.)(localhost|local|internal|home\.arpa)$/i.test(host))
    return false;
  return true;
}

function isLoopbackTarget(host: string) {
  return host === "localhost" || host === "127.0.0.1" || host === "::1";
}
