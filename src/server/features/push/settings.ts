// A person's push settings; these trust their arguments, routes.ts checks who may call.
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { pushKinds, type PushKind } from "../../../shared/features/notifications/kinds";
import type { PushDeviceInput } from "../../../shared/api";
import type { Executor } from "../../db/connection";
import { pushOptOuts, pushSubscriptions } from "./tables";

export async function pushKindsOf(db: Executor, userId: string) {
  const off = await db
    .select({ kind: pushOptOuts.kind })
    .from(pushOptOuts)
    .where(eq(pushOptOuts.userId, userId));
  const offKinds = new Set(off.map((o) => o.kind));
  return Object.fromEntries(pushKinds.map((kind) => [kind, !offKinds.has(kind)])) as Record<
    PushKind,
    boolean
  >;
}

/** Turns each kind in `changes` on (true) or off (false) for `userId`. */
export async function setPushKinds(
  db: Executor,
  userId: string,
  changes: Partial<Record<PushKind, boolean>>,
) {
  const entries = Object.entries(changes) as Array<[PushKind, boolean]>;
  const off = entries.filter(([, on]) => !on).map(([kind]) => kind);
  const on = entries.filter(([, on]) => on).map(([kind]) => kind);
  if (off.length) {
    await db
      .insert(pushOptOuts)
      .values(off.map((kind) => ({ userId, kind })))
      .onConflictDoNothing();
  }
  if (on.length) {
    await db
      .delete(pushOptOuts)
      .where(and(eq(pushOptOuts.userId, userId), inArray(pushOptOuts.kind, on)));
  }
}

export async function hasDevice(db: Executor, sessionId: string) {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.sessionId, sessionId));
  return Boolean(row);
}

/** The same endpoint keeps its row; else start afresh, dropping the previous sign-in's. */
export async function subscribeDevice(db: Executor, sessionId: string, device: PushDeviceInput) {
  const { endpoint, keys } = device;
  const kept = await db
    .update(pushSubscriptions)
    .set({ p256dh: keys.p256dh, auth: keys.auth })
    .where(
      and(eq(pushSubscriptions.sessionId, sessionId), eq(pushSubscriptions.endpoint, endpoint)),
    )
    .returning({ id: pushSubscriptions.id });
  if (kept.length > 0) return;
  await db
    .delete(pushSubscriptions)
    .where(
      or(eq(pushSubscriptions.sessionId, sessionId), eq(pushSubscriptions.endpoint, endpoint)),
    );
  // Two requests of one session at once: the later one wins (the unique constraints hold).
  await db
    .insert(pushSubscriptions)
    .values({ sessionId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.sessionId,
      set: { endpoint, p256dh: keys.p256dh, auth: keys.auth, createdAt: sql`now()` },
    });
}

/** Removes this session's device (nothing when it has none). */
export async function unsubscribeDevice(db: Executor, sessionId: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
}
