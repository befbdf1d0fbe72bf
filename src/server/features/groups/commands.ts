// Writing groups: each write locks the group row first and bumps its version for the live stream.
import { sql } from "drizzle-orm";
import { z } from "zod";
import type {
  createGroupInput,
  GroupMember,
  GroupSummary,
  updateGroupInput,
} from "../../../shared/api";
import { limits } from "../../../shared/core/limits";
import type { SessionUser } from "../../auth/session-check";
import { selectRows, type Db, type Tx } from "../../db/connection";
import { groupMembers, groups } from "../../db/schema";
import { conflict, forbidden, notFound } from "../../kernel/errors";
import { generateCode, isPossibleCode, withFreshCode, type EventDeparture } from "../events";
import { turnOffChatsOf } from "../chat";
import { isMember } from "../../kernel/access";
import { lockGroup } from "../../kernel/group-access";
import { joinGroup, leaveRounds, type GroupJoin } from "./membership";
import { findMyGroup } from "./queries";
import { idRow, versionedRow, versionRow } from "../../db/rows";
import { groupMember } from "../../../shared/group-responses";

const guestRow = z.object({ guest: z.boolean() });
// Role as the table holds it (admin or member: the creator is one of them too).
const memberRoleRow = z.object({ role: z.string() });

/** Every round moves version: `isCreator` depends on who manages it. Answers their ids. */
export async function bumpRounds(tx: Tx, groupId: string): Promise<string[]> {
  const rows = await selectRows(
    tx,
    idRow,
    sql`update events set version = version + 1 where group_id = ${groupId} returning id`,
  );
  return rows.map((row) => row.id);
}

/** Whether a member of the group is a guest; 404 when they are not a member. */
const isGuestMember = async (tx: Tx, groupId: string, userId: string) => {
  const [row] = await selectRows(
    tx,
    guestRow,
    sql`select u.is_anonymous as guest from group_members gm join "user" u on u.id = gm.user_id
         where gm.group_id = ${groupId} and gm.user_id = ${userId}`,
  );
  if (!row) throw notFound("memberNotFound");
  return row.guest;
};

const bumpGroup = async (tx: Tx, groupId: string) => {
  const [row] = await selectRows(
    tx,
    versionRow,
    sql`update groups set version = version + 1 where id = ${groupId} returning version`,
  );
  return Number(row!.version);
};

/** The summary after a write, in the write's transaction. */
const summaryAfter = async (tx: Tx, groupId: string, userId: string) =>
  (await findMyGroup(tx, groupId, userId))!;

/** A new group; its creator is its first member and an admin. */
export async function createGroup(
  db: Db,
  creatorId: string,
  input: z.output<typeof createGroupInput>,
): Promise<GroupSummary> {
  return withFreshCode(
    db,
    (code) =>
      db.transaction(async (tx) => {
        const [group] = await tx
          .insert(groups)
          .values({
            name: input.name,
            description: input.description ?? "",
            barLastWinners: input.barLastWinners ?? 0,
            invitationCode: code,
            creatorId,
            memberCount: 1,
          })
          .returning({ id: groups.id });
        await tx
          .insert(groupMembers)
          .values({ groupId: group!.id, userId: creatorId, role: "admin" });
        return summaryAfter(tx, group!.id, creatorId);
      }),
    "groups",
  );
}

/** Name, description and "give others a chance" (admins). */
export function editGroup(
  db: Db,
  groupId: string,
  userId: string,
  changes: z.output<typeof updateGroupInput>,
): Promise<GroupSummary> {
  return db.transaction(async (tx) => {
    await lockGroup(tx, groupId, userId, "admin", "groupAdminOnly");
    await tx
      .update(groups)
      .set({
        ...(changes.name === undefined ? {} : { name: changes.name }),
        ...(changes.description === undefined ? {} : { description: changes.description }),
        ...(changes.barLastWinners === undefined ? {} : { barLastWinners: changes.barLastWinners }),
        version: sql`${groups.version} + 1`,
      })
      .where(sql`${groups.id} = ${groupId}`);
    return summaryAfter(tx, groupId, userId);
  });
}

export type RenewedCodes = {
  group: GroupSummary;
  /** Each round's new code, at its new version, for its room. */
  rounds: Array<{ id: string; version: number; invitationCode: string }>;
};

/** A new group code (admins); every round gets one too, so no old code lets anyone in. */
export function renewGroupCode(db: Db, groupId: string, userId: string): Promise<RenewedCodes> {
  return withFreshCode(
    db,
    (code) =>
      db.transaction(async (tx) => {
        await lockGroup(tx, groupId, userId, "admin", "groupAdminOnly");
        await tx
          .update(groups)
          .set({ invitationCode: code, version: sql`${groups.version} + 1` })
          .where(sql`${groups.id} = ${groupId}`);
        const rounds = await renewRoundCodes(tx, groupId);
        return { group: await summaryAfter(tx, groupId, userId), rounds };
      }),
    "groups",
  );
}

const renewedCodeRow = z.object({
  id: z.string(),
  version: z.number(),
  invitation_code: z.string(),
});

/** New codes for every round of the locked group, in id order; a clash retries. */
async function renewRoundCodes(tx: Tx, groupId: string) {
  const ids = await selectRows(
    tx,
    idRow,
    sql`select id from events where group_id = ${groupId} order by id for update`,
  );
  if (ids.length === 0) return [];
  const codes = ids.map(() => generateCode());
  const rows = await selectRows(
    tx,
    renewedCodeRow,
    sql`update events e set invitation_code = fresh.code, version = e.version + 1
          from unnest(${`{${ids.map((r) => r.id).join(",")}}`}::uuid[],
                      ${`{${codes.join(",")}}`}::text[]) as fresh(id, code)
         where e.id = fresh.id
     returning e.id, e.version, e.invitation_code`,
  );
  return rows.map((r) => ({
    id: r.id,
    version: Number(r.version),
    invitationCode: r.invitation_code,
  }));
}

export type DeletedGroup = {
  version: number;
  /** Rounds deleted with the group, with the version their deletion would have had. */
  deletedRounds: Array<{ id: string; version: number }>;
  /** Rounds kept as standalone events, at a new version. */
  keptRounds: string[];
};

/** Deletes the group: its rounds go with it (`delete`) or stay as standalone events (`keep`). */
export function deleteGroup(
  db: Db,
  groupId: string,
  userId: string,
  rounds: "keep" | "delete",
): Promise<DeletedGroup> {
  return db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId, userId, "creator", "groupCreatorOnly");
    return removeGroup(tx, groupId, group.version, rounds);
  });
}

/** Deletes a locked group, its rounds kept or deleted (deleteGroup, and account deletion). */
export async function removeGroup(
  tx: Tx,
  groupId: string,
  version: number,
  rounds: "keep" | "delete",
): Promise<DeletedGroup> {
  // The rounds' rows first, in id order, as every multi-event write locks them.
  const touched = await selectRows(
    tx,
    versionedRow,
    sql`update events e set version = e.version + 1
         where e.id in (select x.id from events x where x.group_id = ${groupId}
                         order by x.id for update)
     returning e.id, e.version`,
  );
  if (rounds === "delete") {
    await tx.execute(sql`delete from events where group_id = ${groupId}`);
  } else {
    const titles = await numberedTitles(tx, groupId);
    // A kept round is managed by the group's creator alone (whoever opened it may have left).
    await tx.execute(
      sql`update events e set group_id = null, round_number = null,
                 title = coalesce((select t.title
                                     from jsonb_to_recordset(${JSON.stringify(titles)}::jsonb)
                                          as t(id uuid, title text)
                                    where t.id = e.id), e.title),
                 creator_id = case when ${isMember(sql`e.id`, sql`g.creator_id`)}
                                   then g.creator_id else e.creator_id end
            from groups g
           where g.id = ${groupId} and e.group_id = g.id`,
    );
  }
  await tx.delete(groups).where(sql`${groups.id} = ${groupId}`);
  return {
    version: version + 1,
    deletedRounds:
      rounds === "delete" ? touched.map((r) => ({ id: r.id, version: Number(r.version) })) : [],
    keptRounds: rounds === "keep" ? touched.map((r) => r.id) : [],
  };
}

const titledRoundRow = z.object({ id: z.string(), title: z.string(), round: z.number() });

/** Kept rounds sharing a title get their number ("Friday dinner #3"), readable in any language. */
async function numberedTitles(tx: Tx, groupId: string) {
  const rows = await selectRows(
    tx,
    titledRoundRow,
    sql`select e.id, e.title, e.round_number as round from events e
         where e.group_id = ${groupId}
           and exists (select from events o
                        where o.group_id = e.group_id and o.id <> e.id and o.title = e.title)`,
  );
  return rows.map(({ id, title, round }) => {
    const suffix = ` #${round}`;
    // Cut by whole characters to the title's limit (UTF-16 units, as the API counts).
    let kept = "";
    for (const character of title) {
      if (kept.length + character.length + suffix.length > limits.title) break;
      kept += character;
    }
    return { id, title: `${kept.trimEnd()}${suffix}` };
  });
}

/** Joins the code's group (or its open round's) with its active rounds. 404, or 409. */
export async function joinGroupByCode(
  db: Db,
  code: string,
  person: SessionUser,
): Promise<GroupJoin> {
  if (!isPossibleCode(code)) throw notFound("invalidCode");
  return db.transaction(async (tx) => {
    const [found] = await selectRows(
      tx,
      idRow,
      sql`select id from groups where invitation_code = ${code}
          union all
          select group_id from events where invitation_code = ${code} and group_id is not null
                                        and status = 'active'`,
    );
    if (!found) throw notFound("invalidCode");
    const joined = await joinGroup(tx, found.id, person);
    if (!joined) throw conflict("alreadyGroupMember");
    return joined;
  });
}

export type GroupDeparture = { version: number; rounds: EventDeparture[]; wasAdmin: boolean };

/** Takes `userId` out of a locked group and its rounds (their votes in the active ones too). */
async function dropFromGroup(tx: Tx, groupId: string, userId: string): Promise<GroupDeparture> {
  const [gone] = await selectRows(
    tx,
    memberRoleRow,
    sql`delete from group_members where group_id = ${groupId} and user_id = ${userId}
        returning role`,
  );
  if (!gone) throw notFound("memberNotFound");
  const rounds = await leaveRounds(tx, groupId, userId);
  const [row] = await selectRows(
    tx,
    versionRow,
    sql`update groups set member_count = member_count - 1, version = version + 1
         where id = ${groupId} returning version`,
  );
  const wasAdmin = gone.role === "admin";
  // A departing admin managed every round: their pages and chats must forget them.
  if (wasAdmin) {
    await bumpRounds(tx, groupId);
    await turnOffChatsOf(tx, groupId, userId);
  }
  return { version: Number(row!.version), rounds, wasAdmin };
}

/** The member leaves the group and its active rounds (the creator cannot: 403). */
export function leaveGroup(db: Db, groupId: string, userId: string): Promise<GroupDeparture> {
  return db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId, userId, "member");
    if (group.creatorId === userId) throw forbidden("groupCreatorCannotLeave");
    return dropFromGroup(tx, groupId, userId);
  });
}

/** An admin removes a member (the creator cannot be removed; only the creator removes admins). */
export function removeGroupMember(
  db: Db,
  groupId: string,
  actorId: string,
  userId: string,
): Promise<GroupDeparture> {
  return db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId, actorId, "admin", "groupAdminOnly");
    if (userId === group.creatorId) throw forbidden("groupCreatorCannotBeRemoved");
    const [target] = await selectRows(
      tx,
      memberRoleRow,
      sql`select role from group_members where group_id = ${groupId} and user_id = ${userId}`,
    );
    if (!target) throw notFound("memberNotFound");
    if (target.role === "admin" && group.role !== "creator" && userId !== actorId) {
      throw forbidden("groupCreatorOnly");
    }
    return dropFromGroup(tx, groupId, userId);
  });
}

const changedRoleRow = z.object({ member: groupMember, changed: z.boolean() });

/** The creator makes a member an admin, or an admin a member again. */
export function setGroupRole(
  db: Db,
  groupId: string,
  actorId: string,
  userId: string,
  role: "admin" | "member",
): Promise<{ member: GroupMember; version: number; rounds: string[] }> {
  return db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId, actorId, "creator", "groupCreatorOnly");
    if (userId === group.creatorId) throw forbidden("groupCreatorStaysAdmin");
    // An admin opens rounds and connects chats, which guests may not.
    if (role === "admin" && (await isGuestMember(tx, groupId, userId))) {
      throw forbidden("guestCannotBeAdmin");
    }
    const [row] = await selectRows(
      tx,
      changedRoleRow,
      sql`with old as (select role from group_members
                        where group_id = ${groupId} and user_id = ${userId}),
               changed as (update group_members set role = ${role}
                            where group_id = ${groupId} and user_id = ${userId}
                        returning joined_at)
          select json_build_object('id', u.id, 'name', u.name,
                   'email', case when u.is_anonymous then '' else u.email end,
                   'image', u.image, 'guest', u.is_anonymous, 'role', ${role}::text,
                   'joinedAt', to_char(c.joined_at at time zone 'UTC',
                                       'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) as member,
                 (select role from old) <> ${role} as changed
            from changed c join "user" u on u.id = ${userId}`,
    );
    if (!row) throw notFound("memberNotFound");
    if (!row.changed) return { member: row.member, version: group.version, rounds: [] };
    const version = await bumpGroup(tx, groupId);
    const rounds = await bumpRounds(tx, groupId);
    if (role === "member") await turnOffChatsOf(tx, groupId, userId);
    return { member: row.member, version, rounds };
  });
}
