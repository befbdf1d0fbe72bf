// Opening a round: every path goes through here, so a round is the same whoever opened it.
import { sql } from "drizzle-orm";
import type { EventSummary } from "../../../shared/api";
import { selectRows, type Tx } from "../../db/connection";
import { events } from "../../db/schema";
import { withFreshCode, summaryColumns, toSummary } from "../events";
import { z } from "zod";
import { resultsShownValues, voteMethods, votesShownValues } from "../../../shared/core/voting";

const DAY_MS = 24 * 3600_000;

export type RoundOptions = {
  /** Defaults to the group's name. */
  title?: string;
  /** Bring back the last round's shortlisted non-winners, with their sharers still in the group. */
  runnersUp?: boolean;
  /** Closes at the schedule's closing, else the last round's deadline offset, or never. */
  closesAt?: Date | null;
};

export type OpenedRound = {
  event: EventSummary;
  /** The group's version after the opening (the group page's live message carries it). */
  groupVersion: number;
};

const groupRow = z.object({
  name: z.string(),
  version: z.number(),
  bar_last_winners: z.number(),
  member_count: z.number(),
});
const lastRoundRow = z.object({
  id: z.string(),
  round_number: z.number(),
  status: z.enum(["active", "completed"]),
  winner_link_id: z.string().nullable(),
  results_shown: z.enum(resultsShownValues),
  votes_shown: z.enum(votesShownValues),
  method: z.enum(voteMethods),
  dots: z.number(),
  deadline_offset_ms: z.number().nullable(),
});
const urlRow = z.object({ url: z.string() });

/** Opens the next round; the group lock gives concurrent openings distinct numbers. */
export async function openRound(
  tx: Tx,
  groupId: string,
  openedBy: string,
  options: RoundOptions = {},
): Promise<OpenedRound | undefined> {
  const [group] = await selectRows(
    tx,
    groupRow,
    sql`update groups set version = version + 1 where id = ${groupId}
        returning name, version, bar_last_winners, member_count`,
  );
  if (!group) return undefined;
  const [last] = await selectRows(
    tx,
    lastRoundRow,
    sql`select id, round_number, status, winner_link_id, results_shown, votes_shown, method, dots,
               (extract(epoch from (deadline - created_at)) * 1000)::float8 as deadline_offset_ms
          from events where group_id = ${groupId}
         order by round_number desc limit 1`,
  );
  // "Give others a chance": the cleaned addresses that won the last N closed rounds.
  const barred = group.bar_last_winners
    ? (
        await selectRows(
          tx,
          urlRow,
          sql`select l.url from events e join links l on l.id = e.winner_link_id
               where e.group_id = ${groupId} and e.status = 'completed'
               order by e.round_number desc limit ${group.bar_last_winners}`,
        )
      ).map((row) => row.url)
    : [];
  const deadline =
    options.closesAt !== undefined
      ? options.closesAt
      : last?.deadline_offset_ms && last.deadline_offset_ms > 0
        ? new Date(Date.now() + last.deadline_offset_ms)
        : null;

  // A code clash retries in a savepoint, so the caller's transaction goes on.
  const row = await withFreshCode(tx, (code) =>
    tx.transaction(async (sp) => {
      const [event] = await sp
        .insert(events)
        .values({
          title: options.title ?? group.name,
          invitationCode: code,
          creatorId: openedBy,
          groupId,
          roundNumber: (last?.round_number ?? 0) + 1,
          barredUrls: [...new Set(barred)],
          deadline,
          // A deadline within a day records when it was set: warned of halfway.
          deadlineRemindedAt:
            deadline && deadline.getTime() - Date.now() <= DAY_MS ? new Date() : null,
          ...(last && {
            resultsShown: last.results_shown,
            votesShown: last.votes_shown,
            method: last.method,
            dots: last.dots,
          }),
          memberCount: group.member_count,
        })
        .returning(summaryColumns);
      return event!;
    }),
  );
  await tx.execute(sql`
    insert into event_members (event_id, user_id)
    select ${row.id}, gm.user_id from group_members gm where gm.group_id = ${groupId}`);

  let linkCount = 0;
  if (options.runnersUp && last) {
    const brought = await tx.execute(sql`
      insert into links (event_id, url, title, description, shared_by, in_shortlist,
                         shortlisted_by, shortlisted_at)
      select ${row.id}, l.url, l.title, l.description, l.shared_by, true,
             case when exists (select 1 from group_members gm
                                where gm.group_id = ${groupId} and gm.user_id = l.shortlisted_by)
                  then l.shortlisted_by end,
             now()
        from events e join links l on l.event_id = e.id
       where e.id = (select id from events where group_id = ${groupId} and status = 'completed'
                      order by round_number desc limit 1)
         and l.in_shortlist and l.id is distinct from e.winner_link_id
         and exists (select 1 from group_members gm
                      where gm.group_id = ${groupId} and gm.user_id = l.shared_by)
      returning id`);
    linkCount = rowCount(brought);
    if (linkCount) {
      await tx.execute(sql`update events set link_count = ${linkCount} where id = ${row.id}`);
    }
  }
  return {
    event: toSummary({ ...row, linkCount: row.linkCount + linkCount }, openedBy),
    groupVersion: group.version,
  };
}

/** Rows a statement touched, on either driver. */
function rowCount(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number; rows?: unknown[] };
  return r.rowCount ?? r.affectedRows ?? r.rows?.length ?? 0;
}
