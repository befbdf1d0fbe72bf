// How often one feed address may be read, and how many addresses no feed has one client may ask
// for (decision 228): fixed windows of an hour, counted in this process's memory. Not in the
// database as our other limits are (http/rate-limit.ts): a calendar app asks hourly at most, so
// the limits only matter for a leaked address polled hard or someone trying addresses, and there
// an upsert on one shared row per read, which concurrent reads of that address queue on, would
// cost more than the read it guards (the bench: 21 ms of a 50 ms p99). With several instances an
// address may be read the limit's number of times on each.
import ipaddr from "ipaddr.js";

/**
 * The most keys a counter holds. Every well-formed token is counted before the database says
 * whether a feed has it, so without a bound 100,000 made-up tokens held 51 MB for the rest of
 * the hour. About 500 bytes each: 5 MB at most. Past it the oldest window's keys go first; one
 * evicted restarts its count, which the per-client limit below keeps from being done cheaply.
 */
export const FEED_LIMIT_KEYS = 10_000;

/**
 * Addresses no feed has that one client may ask for in an hour. A calendar app still subscribed
 * to a revoked address asks for it hourly at most, so a household or an office behind one
 * address stays far below; only someone trying addresses reaches it.
 */
export const UNKNOWN_FEEDS_PER_HOUR = 60;

export function hourlyCounter(
  max: number,
  { windowMs = 3_600_000, maxKeys = FEED_LIMIT_KEYS }: { windowMs?: number; maxKeys?: number } = {},
) {
  const counts = new Map<string, { start: number; count: number }>();
  const windowOf = (now: number) => Math.floor(now / windowMs) * windowMs;
  const countOf = (key: string, now: number) => {
    const window = counts.get(key);
    return window && window.start === windowOf(now) ? window.count : 0;
  };
  return {
    /** Counts one hit on `key`; true while its hits this window stay within `max`. */
    hit(key: string, now = Date.now()) {
      const start = windowOf(now);
      let window = counts.get(key);
      if (!window || window.start !== start) {
        // Written again at each new window, so the map's order is the windows' order and its
        // first key is the one whose window is oldest.
        counts.delete(key);
        if (counts.size >= maxKeys) counts.delete(counts.keys().next().value!);
        window = { start, count: 0 };
        counts.set(key, window);
      }
      window.count += 1;
      return window.count <= max;
    },
    /** Whether `key` has used all of this window's hits (nothing counted). */
    spent: (key: string, now = Date.now()) => countOf(key, now) >= max,
    get size() {
      return counts.size;
    },
  };
}

/**
 * A client address as the per-client limit counts it: an IPv6 address by its /64, which one
 * home or one server is given whole (counted one by one, an address would be a new client per
 * request); IPv4 (and IPv4 in IPv6) as it is.
 */
export function clientKey(address: string) {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(":")}::/64`;
}
