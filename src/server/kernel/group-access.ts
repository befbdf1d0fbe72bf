// Who may touch a group: membership, roles, and the lock each group write starts with.
import { sql, type SQLWrapper } from "drizzle-orm";
import type { GroupRole } from "../../shared/api";
import { selectRows, type Executor, type Tx } from "../db/connection";
import { forbidden, notFound, type ForbiddenCode } from "./errors";
import { z } from "zod";
import { groupRole } from "../../shared/group-responses";

/** A value, or a SQL expression: a column of the outer query. */
type Ref = string | SQLWrapper;

export const groupNotFound = () => notFound("groupNotFound");

/** True when the user is a member of the group (any role). */
export const isGroupMember = (groupId: Ref, userId: Ref) =>
  sql`exists (select 1 from group_members gm_member
               where gm_member.group_id = ${groupId} and gm_member.user_id = ${userId})`;

/** The viewer's role in the group row aliased `g`, given their membership aliased `gm`. */
export const roleOf = (viewerId: Ref) =>
  sql`case when g.creator_id = ${viewerId} then 'creator' else gm.role end`;

/** What a write needs: a member, an admin (the creator is one), or the creator. */
export type Need = "member" | "admin" | "creator";

const allows = (role: GroupRole, need: Need) =>
  need === "member" || role === "creator" || (need === "admin" && role === "admin");

export type LockedGroup = {
  id: string;
  name: string;
  creatorId: string;
  role: GroupRole;
  version: number;
};

const lockedGroupRow = z.object({
  id: z.string(),
  name: z.string(),
  creator_id: z.string(),
  role: groupRole,
  version: z.number(),
});
const roleRow = z.object({ role: groupRole });

/** Locks the group row (writes queue) and answers the user's role, or throws 404/403. */
export async function lockGroup(
  tx: Tx,
  groupId: string,
  userId: string,
  need: Need,
  refusal: ForbiddenCode = "forbidden",
): Promise<LockedGroup> {
  const [row] = await selectRows(
    tx,
    lockedGroupRow,
    sql`select g.id, g.name, g.creator_id, ${roleOf(userId)} as role, g.version
          from groups g join group_members gm on gm.group_id = g.id and gm.user_id = ${userId}
         where g.id = ${groupId}
           for update of g`,
  );
  if (!row) throw groupNotFound();
  if (!allows(row.role, need)) throw forbidden(refusal);
  return {
    id: row.id,
    name: row.name,
    creatorId: row.creator_id,
    role: row.role,
    version: Number(row.version),
  };
}

/** The user's role in the group, or null when they are not a member. */
export async function groupRoleIn(
  db: Executor,
  groupId: string,
  userId: string,
): Promise<GroupRole | null> {
  const [row] = await selectRows(
    db,
    roleRow,
    sql`select ${roleOf(userId)} as role
          from groups g join group_members gm on gm.group_id = g.id and gm.user_id = ${userId}
         where g.id = ${groupId}`,
  );
  return row?.role ?? null;
}
