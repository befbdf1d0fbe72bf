// Whose chats: an event's managers or a group's admins; outsiders get 404, members 403.
import { sql } from "drizzle-orm";
import type { Executor, Tx } from "../../db/connection";
import { forbidden } from "../../kernel/errors";
import { eventNotFound, lockForCreator, roleIn } from "../../kernel/access";
import { groupNotFound, groupRoleIn, lockGroup } from "../../kernel/group-access";

export type ChatOwner = { kind: "event"; id: string } | { kind: "group"; id: string };

/** The condition "target `t` belongs to the owner", for a WHERE. */
export const ownedBy = (owner: ChatOwner) =>
  owner.kind === "event" ? sql`t.event_id = ${owner.id}` : sql`t.group_id = ${owner.id}`;

/** Throws 404 or 403 unless the user manages the owner's chats (reads: nothing locked). */
export async function checkManager(db: Executor, owner: ChatOwner, userId: string) {
  if (owner.kind === "event") {
    const role = await roleIn(db, owner.id, userId);
    if (role === null) throw eventNotFound();
    if (role !== "creator") throw forbidden("editCreatorOnly");
    return;
  }
  const role = await groupRoleIn(db, owner.id, userId);
  if (role === null) throw groupNotFound();
  if (role === "member") throw forbidden("groupAdminOnly");
}

/** Locks the owner's row (so two cannot both pass CHAT_TARGETS_MAX), or throws 404/403. */
export async function lockManager(tx: Tx, owner: ChatOwner, userId: string) {
  if (owner.kind === "event") await lockForCreator(tx, owner.id, userId, "editCreatorOnly");
  else await lockGroup(tx, owner.id, userId, "admin", "groupAdminOnly");
}
