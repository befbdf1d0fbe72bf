// A guest saving their account: all of it moves in one transaction, the account winning.
import { sql } from "drizzle-orm";
import { selectRows, type Db } from "../../db/connection";
import { carryVotedAt, eventIdsOf, moveMemberships } from "../../kernel/access";
import { moveGroupMemberships } from "../groups";
import { idRow } from "../../db/rows";

/** Moves the guest's part in every event and group to the account; answers what was touched. */
export async function mergeGuest(
  db: Db,
  guestId: string,
  accountId: string,
): Promise<{ events: string[]; groups: string[] }> {
  if (guestId === accountId) return { events: [], groups: [] };
  return db.transaction(async (tx) => {
    // Groups first (a group is locked before its rounds).
    const groups = await moveGroupMemberships(tx, guestId, accountId);
    // Events locked in ascending id order, so a merge queues behind a vote, no deadlock.
    const touched = await selectRows(
      tx,
      idRow,
      sql`update events e set version = e.version + 1
          where e.id in (select x.id from events x
                         where x.id in ${eventIdsOf(guestId)}
                         order by x.id for update)
          returning e.id`,
    );
    // The account's vote on the same link wins, and so do its dots (two budgets must not merge).
    await tx.execute(sql`
      with gone as (
        delete from votes v
        using links l, events e
        where v.user_id = ${guestId} and l.id = v.link_id and e.id = l.event_id
          and (exists (select 1 from votes w where w.link_id = v.link_id and w.user_id = ${accountId})
               or (e.method = 'dots'
                   and exists (select 1 from votes w join links k on k.id = w.link_id
                               where k.event_id = e.id and w.user_id = ${accountId})))
        returning v.link_id, v.value, v.weight
      )
      update links l
      set up_count = l.up_count - (gone.value = 'up')::int * gone.weight,
          down_count = l.down_count - (gone.value = 'down')::int * gone.weight
      from gone where l.id = gone.link_id`);
    // Where both were members, the account has voted if either had.
    await carryVotedAt(tx, guestId, accountId);
    await tx.execute(sql`update votes set user_id = ${accountId} where user_id = ${guestId}`);
    await tx.execute(sql`update links set shared_by = ${accountId} where shared_by = ${guestId}`);
    // Comments move whole: no counter changes, a link keeps as many comments as before.
    await tx.execute(
      sql`update comments set author_id = ${accountId} where author_id = ${guestId}`,
    );
    await tx.execute(
      sql`update links set shortlisted_by = ${accountId} where shortlisted_by = ${guestId}`,
    );
    // Already a member: one membership, so the event counts one member fewer.
    await moveMemberships(tx, guestId, accountId);
    // Push opt-outs carry over, not the device: a shared browser must not sign the next person up.
    await tx.execute(sql`
      insert into push_opt_outs (user_id, kind)
      select ${accountId}, kind from push_opt_outs where user_id = ${guestId}
      on conflict do nothing`);
    // Sessions and the guest's (empty) account rows go by cascade; nothing counted is left.
    await tx.execute(sql`delete from "user" where id = ${guestId} and is_anonymous`);
    return { events: touched.map((row) => row.id), groups };
  });
}
