// Which addresses the preview fetcher may connect to, and a DNS lookup that enforces it. A link
// is typed by a member, so without this anyone in an event could make the server read its own
// admin ports, the cloud metadata service or the office network and show the answer as a preview.
import dns from "node:dns";
import net from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Only ordinary public unicast addresses. ipaddr.js keeps the table of special ranges (private,
 * loopback, link-local, CGNAT, reserved, benchmarking, unique-local, NAT64, 6to4, Teredo...), so
 * the rule is an allow-list: a range we have not heard of is refused, not let through.
 */
export function isPublicAddress(address: string): boolean {
  if (net.isIP(address) === 0) return false;
  // An IPv4-mapped IPv6 address (::ffff:127.0.0.1) reaches the IPv4 address inside it.
  const parsed = ipaddr.process(address);
  // The deprecated IPv4-compatible form (::7f00:1) counts as unicast in ipaddr.js's table, yet
  // names an IPv4 address too; nothing public lives there.
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((p) => p === 0))
    return false;
  return parsed.range() === "unicast";
}

/** Tests serve pages from 127.0.0.1, so loopback may be opened up on one port and no other. */
export function mayConnect(address: string, port: number, allowLoopbackPort?: number): boolean {
  if (isPublicAddress(address)) return true;
  if (allowLoopbackPort === undefined || port !== allowLoopbackPort) return false;
  return net.isIP(address) !== 0 && ipaddr.process(address).range() === "loopback";
}

export class RefusedAddressError extends Error {
  constructor(host: string) {
    super(`${host} resolves to an address previews may not fetch`);
  }
}

/**
 * A `lookup` for http.request: resolves the name once, refuses the connection if any address is
 * not allowed (a name that resolves to one public and one private address could be connected to
 * either), and hands the socket the addresses it checked, so there is no second resolution that
 * could answer differently. Node asks for `all` when it tries several addresses in turn.
 */
export function guardedLookup(port: number, allowLoopbackPort?: number): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const first = addresses[0];
      if (!first || addresses.some((a) => !mayConnect(a.address, port, allowLoopbackPort)))
        return callback(new RefusedAddressError(hostname), []);
      if (options.all) callback(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}
