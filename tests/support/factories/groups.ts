// Groups and their rounds for the tests, made straight in the database (decision 226): the group
// row and its members as the group routes would make them, and each round opened by the server's
// own `openRound`, so a round here is made exactly as "New round" or the scheduler makes it.
// Unlike actions.ts this imports the server: a browser test calls it on the database of a
// stopped server (PGlite's folder), or on the PostgreSQL database the server shares.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db, Executor } from "../../../src/server/db/connection";
import { groupMembers, groups } from "../../../src/server/db/schema";
import { openRound, type RoundOptions } from "../../../src/server/features/groups/rounds";

/** A group made by `creatorId` (an admin, as the creator always is) with `memberIds` as members;
 * `barLastWinners` turns on "give others a chance". Answers its id. */
export async function createGroup(
  db: Db,
  creatorId: string,
  memberIds: string[],
  options: { name?: string; barLastWinners?: number } = {},
) {
  const [group] = await db
    .insert(groups)
    .values({
      name: options.name ?? "Friday dinner",
      // A group's code is from the events' alphabet in the app; any unique text does here.
      invitationCode: `G${randomBytes(5).toString("hex").toUpperCase()}`,
      creatorId,
      memberCount: 1 + memberIds.length,
      barLastWinners: options.barLastWinners ?? 0,
    })
    .returning({ id: groups.id });
  await db
    .insert(groupMembers)
    .values([
      { groupId: group!.id, userId: creatorId, role: "admin" as const },
      ...memberIds.map((userId) => ({ groupId: group!.id, userId, role: "member" as const })),
    ]);
  return group!.id;
}

/** Opens the group's next round as `openedBy`, in its own transaction; answers its summary. */
export async function openRoundOf(
  db: Db,
  groupId: string,
  openedBy: string,
  options: RoundOptions = {},
) {
  const opened = await db.transaction((tx) => openRound(tx, groupId, openedBy, options));
  if (!opened) throw new Error(`no group ${groupId}`);
  return opened.event;
}

/** Takes someone out of the group (not out of its closed rounds, which keep who was there). */
export async function leaveGroup(db: Executor, groupId: string, userId: string) {
  await db.execute(sql`
    with gone as (delete from group_members where group_id = ${groupId} and user_id = ${userId}
                  returning group_id)
    update groups set member_count = member_count - 1 where id in (select group_id from gone)`);
}
