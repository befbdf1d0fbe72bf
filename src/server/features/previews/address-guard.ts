// Without this guard a link could make the server read its admin ports or cloud metadata.
import dns from "node:dns";
import net from "node:net";
import ipaddr from "ipaddr.js";

/** An allow-list of public unicast addresses: a special range we have not heard of is refused. */
export function isPublicAddress(address: string): boolean {
  if (net.isIP(address) === 0) return false;
  // An IPv4-mapped IPv6 address (::ffff:127.0.0.1) reaches the IPv4 address inside it.
  const parsed = ipaddr.process(address);
  // IPv4-compatible IPv6 (::7f00:1) is "unicast" to ipaddr.js; nothing public lives there.
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

/** Refuses if any resolved address is not allowed, and connects only to those checked. */
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
