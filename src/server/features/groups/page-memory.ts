// The group page's memory (timeline, most chosen), kept per group: for 200 rounds it is nearly all
// of the page's bytes and CPU, yet the same for every member.
// Its key (group version, closed rounds' count and version sum) only grows in the changing
// transaction, so kept memory is never stale. It holds nothing of one member.
import { createHash } from "node:crypto";
import type { Executor } from "../../db/connection";
import { keptTail, type KeptTail } from "../../http/gzip-join";
import { createVersionedCache } from "../events";
import { loadGroupPageParts } from "./queries";

/** A group's memory as kept: its JSON without the opening brace (as UTF-8, compressed once for
 * gzipJoined) and its SHA-256, which the page's ETag is made of. */
export type KeptMemory = { tail: KeptTail; digest: Buffer };

export type GroupMemoryCache = ReturnType<typeof createGroupMemoryCache>;

/** Kept per group, at most `maxBytes` on one instance (the JSON and about an eighth more for its
 * compressed copy); over it, the longest kept go first (versioned-cache.ts). */
export function createGroupMemoryCache(maxBytes = 32 * 1024 * 1024) {
  return createVersionedCache<KeptMemory>(
    maxBytes,
    (memory) => Math.ceil(memory.tail.raw.length * 1.125) + 200,
  );
}

/** The group page for the viewer: their part (to the memory's comma, as UTF-8) and the memory,
 * or undefined when they are not in the group. */
export async function loadGroupPageBytes(
  db: Executor,
  kept: GroupMemoryCache,
  groupId: string,
  viewerId: string,
): Promise<{ head: Buffer; memory: KeptMemory } | undefined> {
  const head = await loadGroupPageParts(db, groupId, viewerId, false);
  if (!head) return undefined;
  let memory = kept.get(groupId, head.version, head.stamp);
  let viewerPart = head.head;
  if (!memory) {
    // Nothing kept for this state: the whole page, its parts from one snapshot.
    const whole = await loadGroupPageParts(db, groupId, viewerId, true);
    if (!whole) return undefined;
    const raw = Buffer.from(whole.memory!.slice(1));
    memory = { tail: keptTail(raw), digest: createHash("sha256").update(raw).digest() };
    kept.set(groupId, whole.version, memory, whole.stamp);
    viewerPart = whole.head;
  }
  // The same text as joinGroupPage (queries.ts): the viewer's part's brace becomes ", ".
  return { head: Buffer.from(`${viewerPart.slice(0, -1)}, `), memory };
}
