// The notices that come due with time rather than with a request: "the deadline is near" (once
// per deadline, a day ahead, or halfway to a deadline set closer) and "Ada and Ben joined your
// event" (at most once a day per event).
// Each claims its events with FOR UPDATE SKIP LOCKED and marks them in the same statement, and
// writes the emails in the same transaction: with several instances on one PostgreSQL database
// each notice is written by exactly one of them, once.
import { sql } from "drizzle-orm";
import { selectRows, type Db } from "../../db/connection";
import type { Notices } from "./notices";
import { JOINED_NAMES_SHOWN } from "../../mail/notification-mail";
import { joinsAnnouncedTo } from "./joins-recipient";
import { z } from "zod";
import { languageColumn, timestamp } from "../../db/rows";

const BATCH = 100;

/** How long before a deadline its warning is due, and the least time a deadline must be ahead
 * when it is set to be warned of at all (decision 219). A deadline set closer than the day is
 * warned of halfway from its setting to it: 1.5 hours before one set 3 hours ahead, at least 5
 * minutes before any. One set under 10 minutes ahead is a call to vote now, seen as a countdown
 * on the page: its warning would come less than 5 minutes before the close, too late for anyone
 * who does not read it at once, so there is none. */
const WARNING_AHEAD = "24 hours";
const SHORTEST_WARNED = "10 minutes";
/** A warning that came due while no scheduler ran (Huddle down, the database away) is still
 * written while the deadline is at least this far; later, the event closes before it is read. */
const LAST_CALL = "2 minutes";

/**
 * Members who have not voted in an active event are told once per deadline that it is near.
 *
 * What the deadline's writers (events/commands.ts, groups/rounds.ts; reopening clears both)
 * leave in `deadline_reminded_at` says when the warning is due: null for a deadline set more
 * than a day ahead (due a day before it), or the moment it was set for one set closer (due
 * halfway from then to the deadline). Claiming the warning writes the deadline itself there:
 * "warned of this deadline" is `deadline_reminded_at = deadline`. Every write of a deadline
 * rewrites the column, so a moved deadline is warned of again, even when moved back to one
 * warned of before.
 */
const nearRow = z.object({ id: z.string(), title: z.string(), deadline: timestamp });

export function remindNearDeadlines(db: Db, notices: Notices) {
  return db.transaction(async (tx) => {
    const near = await selectRows(
      tx,
      nearRow,
      sql`with due as (
            select id from events
            where status = 'active' and deadline is not null
              and deadline <= now() + ${WARNING_AHEAD}::interval
              and deadline > now() + ${LAST_CALL}::interval
              and (deadline_reminded_at is null
                or (deadline_reminded_at < deadline
                  and deadline - deadline_reminded_at >= ${SHORTEST_WARNED}::interval
                  and deadline_reminded_at + (deadline - deadline_reminded_at) / 2 <= now()))
            order by deadline limit ${BATCH}
            for update skip locked)
          update events e set deadline_reminded_at = e.deadline
          from due where e.id = due.id
            and e.deadline_reminded_at is distinct from e.deadline
          returning e.id, e.title, e.deadline`,
    );
    await notices.deadlineNear(
      tx,
      near.map((e) => ({ ...e, deadline: new Date(e.deadline) })),
    );
    return near.length;
  });
}

/** The creator of each event that people joined is told who, at most once a day: the first
 * few who joined since the last announcement and are still members, by name, and how many in
 * all (a count that also holds those who joined and left again). */
const joinsRow = z.object({
  id: z.string(),
  title: z.string(),
  creator_email: z.string(),
  creator_name: z.string(),
  creator_language: languageColumn,
  creator_time_zone: z.string().nullable(),
  names: z.array(z.string()).nullable(),
  count: z.number(),
});

export function announceJoins(db: Db, notices: Notices) {
  return db.transaction(async (tx) => {
    const joins = await selectRows(
      tx,
      joinsRow,
      sql`with due as (
            select id, joins_unannounced as count, joins_announced_at as since from events
            where joins_unannounced > 0
              and (joins_announced_at is null or joins_announced_at <= now() - interval '24 hours')
            limit ${BATCH}
            for update skip locked)
          update events e set joins_unannounced = 0, joins_announced_at = now()
          from due, "user" u
          where e.id = due.id and u.id = ${joinsAnnouncedTo}
          returning e.id, e.title, u.email as creator_email, u.name as creator_name,
            u.language as creator_language, u.time_zone as creator_time_zone, due.count,
            (select json_agg(j.name order by j.joined_at, j.user_id) from (
               select n.name, m.joined_at, m.user_id from event_members m
               join "user" n on n.id = m.user_id
               where m.event_id = e.id and m.user_id <> ${joinsAnnouncedTo}
                 and (due.since is null or m.joined_at > due.since)
               order by m.joined_at, m.user_id limit ${JOINED_NAMES_SHOWN}) j) as names`,
    );
    await notices.joined(
      tx,
      joins.map((j) => ({
        id: j.id,
        title: j.title,
        creatorEmail: j.creator_email,
        creatorName: j.creator_name,
        creatorLanguage: j.creator_language,
        creatorTimeZone: j.creator_time_zone,
        names: j.names ?? [],
        count: j.count,
      })),
    );
    return joins.length;
  });
}
