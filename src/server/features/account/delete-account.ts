// Deleting an account in one transaction: cascades skip the counters, so the user row goes last.
import { sql } from "drizzle-orm";
import { selectRows, type Db, type Tx } from "../../db/connection";
import { badRequest, fieldError } from "../../kernel/errors";
import { dropMemberships, eventIdsOf } from "../../kernel/access";
import { dropEveryVote } from "../votes";
import { leaveGroupsForDeletion, type LeftGroups } from "../groups";
import { z } from "zod";

export type DeletedAccount = {
  /** Their groups: deleted, or at a new version without them. */
  groups: LeftGroups;
  /** The events they created, gone, with the version their deletion would have had. */
  deletedEvents: Array<{ id: string; version: number }>;
  /** Every other event they had a part in, now at a new version. */
  touchedEvents: string[];
};

/** Compared as people type: spaces around and letter case do not matter. */
const sameText = (typed: string, expected: string) =>
  typed.trim().toLowerCase() === expected.trim().toLowerCase();

const personRow = z.object({ name: z.string(), email: z.string(), guest: z.boolean() });

/** Deletes the user if `confirm` is their email (a guest's: their name); else 400, nothing done. */
export function deleteAccount(db: Db, userId: string, confirm: string): Promise<DeletedAccount> {
  return db.transaction(async (tx) => {
    const [person] = await selectRows(
      tx,
      personRow,
      sql`select name, email, is_anonymous as guest from "user" where id = ${userId}`,
    );
    // Gone already (deleted from another tab a moment ago): their session went with it.
    if (!person) {
      return { groups: { deleted: [], changed: [] }, deletedEvents: [], touchedEvents: [] };
    }
    // A guest's stored email is a placeholder they never saw: they type their name instead.
    if (!sameText(confirm, person.guest ? person.name : person.email)) {
      throw badRequest({ confirm: fieldError(person.guest ? "confirmName" : "confirmEmail") });
    }

    // Their groups first (a group is locked before its rounds): handed on or deleted.
    const groups = await leaveGroupsForDeletion(tx, userId);
    const locked = await lockTheirEvents(tx, userId);
    // The user row next: an in-flight join, share or vote now waits and fails, adding nothing.
    await tx.execute(sql`select 1 from "user" where id = ${userId} for update`);
    // The events they created, with everything in them (members, links, votes, invitations).
    await tx.execute(sql`delete from events where creator_id = ${userId}`);
    // Their votes elsewhere, each taken off its link's counters.
    await dropEveryVote(tx, userId);
    // Their comments elsewhere are deleted (the person's own words), each off its link's count.
    await tx.execute(sql`
      with gone as (delete from comments where author_id = ${userId} returning link_id),
           per_link as (select link_id, count(*)::int as n from gone group by link_id)
      update links l set comment_count = l.comment_count - per_link.n
      from per_link where l.id = per_link.link_id`);
    // Others' votes on their links cascade; a winner among them is unset (FK set null).
    await tx.execute(sql`
      with gone as (delete from links where shared_by = ${userId} returning event_id),
           per_event as (select event_id, count(*)::int as n from gone group by event_id)
      update events e set link_count = e.link_count - per_event.n
      from per_event where e.id = per_event.event_id`);
    // Links of others they put on the shortlist stay there: other members have voted on them.
    await tx.execute(sql`update links set shortlisted_by = null where shortlisted_by = ${userId}`);
    await dropMemberships(tx, userId);
    await tx.execute(sql`delete from invitations where invited_by = ${userId}`);
    // Their email's mail choices; a guest's placeholder address has none.
    const email = person.guest ? null : person.email.toLowerCase();
    if (email) await tx.execute(sql`delete from mail_opt_outs where email = ${email}`);
    // Rate-limit windows and reset tokens that name them: nothing of theirs is left.
    const keyEnds = [userId, ...(email ? [email] : [])].map((name) => `:${name}`);
    const named = keyEnds.map((end) => sql`right(key, ${end.length}) = ${end}`);
    await tx.execute(sql`delete from rate_limits where ${sql.join(named, sql` or `)}`);
    await tx.execute(sql`delete from verification where value = ${userId}`);
    // Sessions cascade; on PGlite the "user" trigger tells the session cache.
    await tx.execute(sql`delete from "user" where id = ${userId}`);

    return {
      groups,
      deletedEvents: locked.filter((e) => e.created).map(({ id, version }) => ({ id, version })),
      touchedEvents: locked.filter((e) => !e.created).map((e) => e.id),
    };
  });
}

const lockedEventRow = z.object({ id: z.string(), version: z.number(), created: z.boolean() });

/** Locked in ascending id order, as every multi-event write, so this queues, no deadlock. */
async function lockTheirEvents(tx: Tx, userId: string) {
  const rows = await selectRows(
    tx,
    lockedEventRow,
    sql`update events e set version = e.version + 1
        where e.id in (
          select x.id from events x
          where x.creator_id = ${userId}
             or x.id in ${eventIdsOf(userId)}
             or x.id in (select event_id from links
                         where shared_by = ${userId} or shortlisted_by = ${userId})
             or x.id in (select l.event_id from votes v join links l on l.id = v.link_id
                         where v.user_id = ${userId})
             or x.id in (select l.event_id from comments c join links l on l.id = c.link_id
                         where c.author_id = ${userId})
          order by x.id for update)
        returning e.id, e.version, e.creator_id = ${userId} as created`,
  );
  return rows.map((row) => ({ ...row, version: Number(row.version) }));
}
