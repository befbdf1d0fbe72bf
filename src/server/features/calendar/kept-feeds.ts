// Each feed's last answer, gzipped, kept by what it was made from (decision 228): a calendar app
// asks again and again for a feed that has not changed, and making one of 500 entries and
// gzipping its 240 KB costs several milliseconds where the read that decides whether anything
// changed costs one. Kept per address (by the token's hash) with the SHA-256 of the language and
// the feed's rows as the database wrote them, so a kept answer is exactly what would be made
// again: any change to an entry (a title, a deadline, a closing, a winner, an event joined or
// left) is a change of those bytes. About 13 KB each; the oldest go first past the bound.
import { createHash } from "node:crypto";
import { gzipBytes } from "../../http/compression";
import { hashToken } from "./feed";

const KEPT_MAX = 2_000;

export function keptFeedFiles() {
  const kept = new Map<string, { source: string; gzipped: Promise<Buffer> }>();
  return {
    /** The gzipped feed for `token` made from `source`, made with `make` only when it changed. */
    gzipped(token: string, source: string, make: () => string) {
      const address = hashToken(token);
      const digest = createHash("sha256").update(source).digest("base64url");
      const found = kept.get(address);
      if (found?.source === digest) return found.gzipped;
      const gzipped = gzipBytes(make());
      kept.delete(address);
      if (kept.size >= KEPT_MAX) kept.delete(kept.keys().next().value!);
      kept.set(address, { source: digest, gzipped });
      // A failed gzip is not kept.
      gzipped.catch(() => kept.get(address)?.gzipped === gzipped && kept.delete(address));
      return gzipped;
    },
  };
}
