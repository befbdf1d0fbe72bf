// Email kinds are on unless opted out, keyed by address so it works for invitees without accounts.
import { and, eq, inArray } from "drizzle-orm";
import type { NotificationSettings } from "../../../shared/api";
import { mailKinds, type MailKind } from "../../../shared/features/notifications/kinds";
import type { Executor } from "../../db/connection";
import { mailOptOuts } from "./tables";

export async function settingsOf(db: Executor, email: string): Promise<NotificationSettings> {
  const off = await db
    .select({ kind: mailOptOuts.kind })
    .from(mailOptOuts)
    .where(eq(mailOptOuts.email, email.toLowerCase()));
  const offKinds = new Set(off.map((o) => o.kind));
  return Object.fromEntries(
    mailKinds.map((kind) => [kind, !offKinds.has(kind)]),
  ) as NotificationSettings;
}

/** Turns each kind in `changes` on (true) or off (false) for `email`. */
export async function setKinds(
  db: Executor,
  email: string,
  changes: Partial<Record<MailKind, boolean>>,
) {
  const address = email.toLowerCase();
  const entries = Object.entries(changes) as Array<[MailKind, boolean]>;
  const off = entries.filter(([, on]) => !on).map(([kind]) => kind);
  const on = entries.filter(([, on]) => on).map(([kind]) => kind);
  if (off.length) {
    await db
      .insert(mailOptOuts)
      .values(off.map((kind) => ({ email: address, kind })))
      .onConflictDoNothing();
  }
  if (on.length) {
    await db
      .delete(mailOptOuts)
      .where(and(eq(mailOptOuts.email, address), inArray(mailOptOuts.kind, on)));
  }
}
