// The group page's memory (timeline and "most chosen", decision 226) kept per group, as the
// event page keeps its shared part (decision 212). For a group of 200 past rounds the memory is
// nearly all of the page's 96 KB and of its statement's 11 to 14 ms of PostgreSQL's CPU, yet it
// is the same for every member and changes only when a closed round does. A request reads the
// viewer's part (the group, its members, its open rounds) with the memory's key in one small
// statement, and splices in the memory kept for exactly that key; only when none is kept does it
// read the whole page (in one statement, so one snapshot) and keep its memory.
//
// The key is the group's version and the stamp of its closed rounds (their number and the sum of
// their versions, queries.ts). Both only grow, each in the transaction of the change, so a stamp
// read in the same snapshot as the viewer's part names exactly the memory of that snapshot:
// nothing kept can be out of date. The memory holds no names, addresses or anything of one
// member, and is only handed out after the statement that found the viewer in the group.
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
