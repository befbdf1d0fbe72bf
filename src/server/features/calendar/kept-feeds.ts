// Each feed's last answer, gzipped, kept by the stamp of what it shows (decision 228): a
// calendar app asks again and again for a feed that has not changed, and making one of 500
// entries and gzipping its 240 KB costs several milliseconds, where the statement that says
// whether anything changed (feed.ts, readFeed) leaves the entries out when the stamp is the kept
// one. Kept per address (by the token's hash); about 13 KB each; the oldest go first past the
// bound.
import { hashToken } from "./feed";

const KEPT_MAX = 2_000;

type Kept = { stamp: string; gzipped: Promise<Buffer> };

export function keptFeedFiles() {
  const kept = new Map<string, Kept>();
  return {
    get: (token: string) => kept.get(hashToken(token)),
    set(token: string, stamp: string, gzipped: Promise<Buffer>) {
      const address = hashToken(token);
      kept.delete(address);
      if (kept.size >= KEPT_MAX) kept.delete(kept.keys().next().value!);
      kept.set(address, { stamp, gzipped });
      // A failed gzip is not kept.
      gzipped.catch(() => kept.get(address)?.gzipped === gzipped && kept.delete(address));
    },
  };
}
