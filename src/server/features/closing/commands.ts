// Closing and reopening, by creator or deadline; "closed" emails in the same transaction.
import { eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { EventClosure } from "../../../shared/api";
import { selectRows, type Db } from "../../db/connection";
import { events } from "../../db/schema";
import { lockForCreator } from "../../kernel/access";
import { publishedRulesColumns } from "../events";
import { followGroupInto } from "../groups";
import { bumpGroupsOf, lockGroupOf, touchOtherRounds } from "../../kernel/other-rounds";
import { linkResultsOf } from "../votes";
import type { Notices } from "../notifications";
import type { LinkResult, PublishedRules } from "../../../shared/live";
import { z } from "zod";
import { idRow, timestamp } from "../../db/rows";
import { resultsShownValues, votesShownValues } from "../../../shared/core/voting";

const creatorOnly = "closeCreatorOnly";

const closure = {
  status: events.status,
  winnerLinkId: events.winnerLinkId,
  closedAt: events.closedAt,
  deadline: events.deadline,
  version: events.version,
};

type ClosureRow = {
  status: EventClosure["status"];
  winnerLinkId: string | null;
  closedAt: Date | null;
  deadline: Date | null;
  version: number;
};

const iso = (time: Date | string | null) => (time === null ? null : new Date(time).toISOString());

export const toClosure = (row: ClosureRow): EventClosure => ({
  status: row.status,
  winnerLinkId: row.winnerLinkId,
  closedAt: iso(row.closedAt),
  deadline: iso(row.deadline),
  version: row.version,
});

/** The winner in SQL by shared/winner.ts: best up - down among unbarred links, newest on ties. */
const winnerOf = (eventId: string | ReturnType<typeof sql>) => sql`(
  select l.id from links l
  where l.event_id = ${eventId} and l.in_shortlist
    and l.url <> all((select b.barred_urls from events b where b.id = ${eventId})::text[])
  order by l.up_count - l.down_count desc, l.created_at desc, l.id desc
  limit 1
)`;

/** Moves the event to `status`; already there changes nothing, so a double click is harmless. */
function moveTo(
  db: Db,
  eventId: string,
  userId: string,
  status: EventClosure["status"],
  changes: PgUpdateSetSource<typeof events>,
  notices?: Notices,
) {
  return db.transaction(async (tx) => {
    // A round's group before the round (the lock order): its version moves below.
    await lockGroupOf(tx, eventId);
    const current = await lockForCreator(tx, eventId, userId, creatorOnly);
    if (current.status === status) return { changed: false as const, closure: toClosure(current) };
    const [row] = await tx
      .update(events)
      .set({ ...changes, status, version: sql`${events.version} + 1` })
      .where(eq(events.id, eventId))
      .returning({ ...closure, title: events.title, rules: publishedRulesColumns });
    if (status === "completed") await notices?.closed(tx, [{ id: eventId, title: row!.title }]);
    else await notices?.reopened(tx, [eventId]);
    // A round reopened is the group's again: whoever joined the group since it closed is in it.
    const joined = status === "active" ? await followGroupInto(tx, eventId) : 0;
    const results = (await linkResultsOf(tx, [eventId])).get(eventId)!;
    const otherRounds = (await touchOtherRounds(tx, [eventId])).map((round) => round.id);
    // And its group page, so a page kept per group version is never older than its rounds.
    const groups = await bumpGroupsOf(tx, [eventId]);
    return {
      changed: true as const,
      closure: toClosure(row!),
      rules: row!.rules,
      results,
      otherRounds,
      groups,
      joined,
    };
  });
}

/** Records the current winner and tells every member by email. */
export const closeEvent = (db: Db, notices: Notices, eventId: string, userId: string) =>
  moveTo(
    db,
    eventId,
    userId,
    "completed",
    { closedAt: sql`now()`, winnerLinkId: winnerOf(eventId) },
    notices,
  );

/** Clears the winner and the (past) deadline; the creator sets a new one if wanted. */
export const reopenEvent = (db: Db, notices: Notices, eventId: string, userId: string) =>
  moveTo(
    db,
    eventId,
    userId,
    "active",
    { closedAt: null, winnerLinkId: null, deadline: null, deadlineRemindedAt: null },
    notices,
  );

type Closed = ClosureRow & {
  id: string;
  title: string;
  rules: PublishedRules;
  results: LinkResult[];
  /** The other rounds of its group, whose versions moved. */
  otherRounds: string[];
};

/** Closes overdue events in one statement; SKIP LOCKED splits them, reruns find nothing. */
export const CLOSE_BATCH = 100;

const closedRow = z.object({
  id: z.string(),
  title: z.string(),
  status: z.literal("completed"),
  winner_link_id: z.string().nullable(),
  closed_at: timestamp,
  deadline: timestamp,
  version: z.number(),
  results_shown: z.enum(resultsShownValues),
  votes_shown: z.enum(votesShownValues),
  group_id: z.string().nullable(),
});

export async function closeDueEvents(db: Db, notices: Notices, batch = CLOSE_BATCH) {
  return db.transaction(async (tx) => {
    // Groups of the due rounds first, in id order; a round that moved group waits a batch.
    const groupRows = await selectRows(
      tx,
      idRow,
      sql`select g.id from groups g
           where g.id in (select d.group_id from (
                            select group_id from events
                             where status = 'active' and deadline is not null
                               and deadline <= now()
                             order by deadline limit ${batch}) d)
           order by g.id for no key update of g`,
    );
    const lockedGroups = `{${groupRows.map((row) => row.id).join(",")}}`;
    const closed = await selectRows(
      tx,
      closedRow,
      sql`with due as (
            select id from events
            where status = 'active' and deadline is not null and deadline <= now()
              and (group_id is null or group_id = any(${lockedGroups}::uuid[]))
            order by deadline limit ${batch}
            for update skip locked)
          update events e
          set status = 'completed', closed_at = now(), winner_link_id = ${winnerOf(sql`e.id`)},
              version = e.version + 1
          from due where e.id = due.id and e.status = 'active'
          returning e.id, e.title, e.status, e.winner_link_id, e.closed_at, e.deadline, e.version,
            e.results_shown, e.votes_shown, e.group_id`,
    );
    await notices.closed(tx, closed);
    const results = await linkResultsOf(
      tx,
      closed.map((row) => row.id),
    );
    const touched = await touchOtherRounds(
      tx,
      closed.map((row) => row.id),
    );
    const groups = await bumpGroupsOf(
      tx,
      closed.map((row) => row.id),
    );
    const closedRounds = closed.map((row): Closed => ({
      id: row.id,
      title: row.title,
      status: row.status,
      winnerLinkId: row.winner_link_id,
      closedAt: new Date(row.closed_at),
      deadline: new Date(row.deadline),
      version: row.version,
      rules: { resultsShown: row.results_shown, votesShown: row.votes_shown, status: row.status },
      results: results.get(row.id)!,
      otherRounds: touched
        .filter((round) => round.group_id === row.group_id)
        .map((round) => round.id),
    }));
    return { closed: closedRounds, groups };
  });
}
