// Kept per version, so never stale; oldest-inserted evicted first (LRU cost more).

type Entry<T> = { value: T; version: number; stamp: string; size: number };

export type VersionedCache<T> = ReturnType<typeof createVersionedCache<T>>;

export function createVersionedCache<T>(maxBytes: number, sizeOf: (value: T) => number) {
  const entries = new Map<string, Entry<T>>();
  let total = 0;
  const drop = (id: string) => {
    const entry = entries.get(id);
    if (!entry) return;
    total -= entry.size;
    entries.delete(id);
  };
  return {
    /** The value kept for `id` at exactly this version and stamp, if any. */
    get(id: string, version: number, stamp = ""): T | undefined {
      const entry = entries.get(id);
      if (!entry || entry.version !== version || entry.stamp !== stamp) return undefined;
      return entry.value;
    },
    /** The value kept for `id`, at whatever version: the caller checks it fits. */
    peek(id: string): T | undefined {
      return entries.get(id)?.value;
    },
    set(id: string, version: number, value: T, stamp = "") {
      // A slow request must not put back an older version than one already kept.
      if ((entries.get(id)?.version ?? -1) > version) return;
      drop(id);
      const size = sizeOf(value);
      if (size > maxBytes) return;
      entries.set(id, { value, version, stamp, size });
      total += size;
      // A Map iterates in insertion order: the longest kept first.
      for (const oldest of entries.keys()) {
        if (total <= maxBytes) break;
        drop(oldest);
      }
    },
    get bytes() {
      return total;
    },
  };
}
