// Each feed's last gzipped answer by stamp (~13 KB): apps re-poll unchanged feeds.
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
