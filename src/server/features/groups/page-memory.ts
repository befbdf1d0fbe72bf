// The group page's memory, kept per group: most of a long page's bytes, same for all.
// Its key only grows in the changing transaction, so it is never stale; nothing personal.
import { createHash } from "node:crypto";
import type { Executor } from "../../db/connection";
import { keptTail, type KeptTail } from "../../http/gzip-join";
import { createVersionedCache } from "../events";
import { loadGroupPageParts } from "./queries";

/** A group's memory as kept: its JSON without the opening brace (as UTF-8, compressed once for
 * gzipJoined) and its SHA-256, which the page's ETag is made of. */
export type KeptMemory = { tail: KeptTail; digest: Buffer };

export type GroupMemoryCache = ReturnType<typeof createGroupMemoryCache>;

/** Kept per group, at most `maxBytes` per instance; over it, the longest kept go first. */
export function createGroupMemoryCache(maxBytes = 32 * 1024 * 1024) {
  return createVersionedCache<KeptMemory>(
    maxBytes,
    (memory) => Math.ceil(memory.tail.raw.length * 1.125) + 200,
  );
}

/** The viewer's part (as UTF-8) and the memory, or undefined outside the group. */
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
