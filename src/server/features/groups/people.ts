// A person's groups when they go; groups locked in id order before rounds, as a join does.
import { sql, type SQL } from "drizzle-orm";
import { selectRows, type Tx } from "../../db/connection";
import { idRow, versionedRow } from "../../db/rows";

/** The groups the person is in (or created), locked in id order. */
async function lockGroupsOf(tx: Tx, userId: string) {
  await tx.execute(sql`
    select g.id from groups g
     where g.creator_id = ${userId}
        or g.id in (select group_id from group_members where user_id = ${userId})
     order by g.id for update`);
}

/** True for a round of a group that outlives `userId`'s account: it is handed over, not deleted. */
export const outlivesAccount = (userId: string): SQL => sql`(e.group_id is not null
  and exists (select 1 from groups og where og.id = e.group_id
               and (og.creator_id <> ${userId}
                    or exists (select 1 from group_members oa
                                where oa.group_id = og.id and oa.role = 'admin'
                                  and oa.user_id <> ${userId}))))`;

export type LeftGroups = {
  /** Groups deleted (created by the person, no other admin), their rounds kept as events. */
  deleted: Array<{ id: string; version: number }>;
  /** Groups that lost the person (or changed hands), at a new version. */
  changed: Array<{ id: string; version: number }>;
};

/** A group they created goes to its oldest other admin, else is deleted, rounds kept. */
export async function leaveGroupsForDeletion(tx: Tx, userId: string): Promise<LeftGroups> {
  await lockGroupsOf(tx, userId);
  await tx.execute(sql`
    update groups g set creator_id = heir.user_id
      from (select distinct on (a.group_id) a.group_id, a.user_id
              from group_members a join groups o on o.id = a.group_id
             where o.creator_id = ${userId} and a.role = 'admin' and a.user_id <> ${userId}
             order by a.group_id, a.joined_at, a.user_id) heir
     where g.id = heir.group_id`);
  await tx.execute(sql`
    update events e set creator_id = g.creator_id
      from groups g
     where e.group_id = g.id and e.creator_id = ${userId} and g.creator_id <> ${userId}`);
  await tx.execute(sql`
    update events set group_id = null, round_number = null
     where group_id in (select id from groups where creator_id = ${userId})`);
  const deleted = await selectRows(
    tx,
    versionedRow,
    sql`delete from groups where creator_id = ${userId} returning id, version + 1 as version`,
  );
  const changed = await selectRows(
    tx,
    versionedRow,
    sql`with gone as (delete from group_members where user_id = ${userId} returning group_id)
        update groups g set member_count = g.member_count - 1, version = g.version + 1
          from gone where g.id = gone.group_id
        returning g.id, g.version`,
  );
  const numbered = (rows: Array<{ id: string; version: number }>) =>
    rows.map((row) => ({ id: row.id, version: Number(row.version) }));
  return { deleted: numbered(deleted), changed: numbered(changed) };
}

/** The guest's group memberships to the account (admin if either was); answers the groups. */
export async function moveGroupMemberships(tx: Tx, guestId: string, accountId: string) {
  await lockGroupsOf(tx, guestId);
  const touched = await selectRows(
    tx,
    idRow,
    sql`update groups set version = version + 1
         where id in (select group_id from group_members where user_id = ${guestId})
     returning id`,
  );
  if (touched.length === 0) return [];
  await tx.execute(sql`
    update group_members a set role = 'admin'
      from group_members g
     where a.user_id = ${accountId} and g.user_id = ${guestId} and g.group_id = a.group_id
       and g.role = 'admin'`);
  await tx.execute(sql`
    with gone as (delete from group_members g
                   where g.user_id = ${guestId}
                     and exists (select 1 from group_members a
                                  where a.group_id = g.group_id and a.user_id = ${accountId})
               returning g.group_id)
    update groups set member_count = member_count - 1 from gone where groups.id = gone.group_id`);
  await tx.execute(sql`update group_members set user_id = ${accountId} where user_id = ${guestId}`);
  return touched.map((row) => row.id);
}
