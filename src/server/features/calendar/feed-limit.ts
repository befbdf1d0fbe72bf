// Feed read limits in memory: a database upsert on one hot row would cost more than the read.
import ipaddr from "ipaddr.js";

/** Bounds the keys: unknown tokens are counted before lookup (100,000 fakes once held 51 MB). */
export const FEED_LIMIT_KEYS = 10_000;

/** Unknown addresses one client may try per hour: far above a stale subscription. */
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
        // Rewritten each new window, so the map's first key is the oldest window's.
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

/** An IPv6 client is counted by its /64 (one home's whole allocation); IPv4 as it is. */
export function clientKey(address: string) {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(":")}::/64`;
}
