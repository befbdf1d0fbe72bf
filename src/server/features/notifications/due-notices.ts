// Time-driven notices, claimed with SKIP LOCKED and marked at once: each written once.
import { sql } from "drizzle-orm";
import { selectRows, type Db } from "../../db/connection";
import type { Notices } from "./notices";
import { JOINED_NAMES_SHOWN } from "./emails/notification-mail";
import { joinsAnnouncedTo } from "./joins-recipient";
import { z } from "zod";
import { languageColumn, timestamp } from "../../db/rows";

const BATCH = 100;

/** A day before, or halfway for nearer deadlines; none under 10 minutes (too late to help). */
const WARNING_AHEAD = "24 hours";
const SHORTEST_WARNED = "10 minutes";
/** A warning missed while no scheduler ran is still sent while the deadline is this far. */
const LAST_CALL = "2 minutes";

/** Claiming stores the deadline itself, so a moved deadline is warned of again. */
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

/** The creator learns who joined, at most once a day: a few names, and a total count. */
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
