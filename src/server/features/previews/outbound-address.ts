// Addresses we POST to: https, and every resolved address public, checked at connect time.
// Tests' TEST_*_LOOPBACK_PORT opens one loopback port, refused in production.
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

/** The host as checked: lower case, unbracketed, no trailing dot; null for an empty label. */
function hostOf(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (net.isIP(host) !== 0) return host;
  const name = host.endsWith(".") ? host.slice(0, -1) : host;
  return name.split(".").includes("") ? null : name;
}

function isLoopbackTarget(host: string) {
  return host === "localhost" || host === "127.0.0.1" || host === "::1";
}
