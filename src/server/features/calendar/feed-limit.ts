// How often one feed address may be read (decision 228): a fixed window per address, counted in
// this process's memory. Not in the database as our other limits are (http/rate-limit.ts): a
// calendar app asks hourly at most, so the limit only matters for a leaked address polled hard,
// and there an upsert on one shared row per read, which concurrent reads of that address queue
// on, would cost more than the read it guards (the bench: 21 ms of a 50 ms p99). With several
// instances an address may be read the limit's number of times on each.
export function feedLimiter(max: number, windowMs = 3_600_000) {
  const counts = new Map<string, { start: number; count: number }>();
  return (key: string, now = Date.now()) => {
    const start = Math.floor(now / windowMs) * windowMs;
    let window = counts.get(key);
    if (!window || window.start !== start) {
      // Past windows go when the map grows: one pass now and then, never per read.
      if (counts.size >= 10_000)
        for (const [old, { start: then }] of counts) if (then !== start) counts.delete(old);
      window = { start, count: 0 };
      counts.set(key, window);
    }
    window.count += 1;
    return window.count <= max;
  };
}
