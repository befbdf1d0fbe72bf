// The notices that come due with time rather than with a request: "the deadline is near" (once
// per deadline, a day ahead) and "Ada and Ben joined your event" (at most once a day per event).
// Each claims its events with FOR UPDATE SKIP LOCKED and marks them in the same statement, and
// writes the emails in the same transaction: with several instances on one PostgreSQL database
// each notice is written by exactly one of them, once.
import { sql } from "drizzle-orm";
import { selectRows, type Db } from "../../db/connection";
import type { Notices } from "./notices";
import type { Language } from "../../../shared/i18n/languages";
import { JOINED_NAMES_SHOWN } from "../../mail/notification-mail";

const BATCH = 100;

/** Members who have not voted in an active event whose deadline is within a day are told once. */
export function remindNearDeadlines(db: Db, notices: Notices) {
  return db.transaction(async (tx) => {
    const near = await selectRows<{ id: string; title: string; deadline: Date | string }>(
      tx,
      sql`with due as (
            select id from events
            where status = 'active' and deadline is not null and deadline_reminded_at is null
              and deadline <= now() + interval '24 hours' and deadline > now()
            order by deadline limit ${BATCH}
            for update skip locked)
          update events e set deadline_reminded_at = now()
          from due where e.id = due.id and e.deadline_reminded_at is null
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
export function announceJoins(db: Db, notices: Notices) {
  return db.transaction(async (tx) => {
    const joins = await selectRows<{
      id: string;
      title: string;
      creator_email: string;
      creator_name: string;
      creator_language: Language | null;
      creator_time_zone: string | null;
      names: string[] | null;
      count: number;
    }>(
      tx,
      sql`with due as (
            select id, joins_unannounced as count, joins_announced_at as since from events
            where joins_unannounced > 0
              and (joins_announced_at is null or joins_announced_at <= now() - interval '24 hours')
            limit ${BATCH}
            for update skip locked)
          update events e set joins_unannounced = 0, joins_announced_at = now()
          from due, "user" u
          where e.id = due.id and u.id = e.creator_id
          returning e.id, e.title, u.email as creator_email, u.name as creator_name,
            u.language as creator_language, u.time_zone as creator_time_zone, due.count,
            (select json_agg(j.name order by j.joined_at, j.user_id) from (
               select n.name, m.joined_at, m.user_id from event_members m
               join "user" n on n.id = m.user_id
               where m.event_id = e.id and m.user_id <> e.creator_id
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
