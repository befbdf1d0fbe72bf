// A closed event's result and its public, unguessable token. Counts only: never who voted what.
import { sql, type SQL } from "drizzle-orm";
import type { PublicResult, RankedLink } from "../../../shared/api";
import { selectRows, type Executor } from "../../db/connection";
import { membershipsOf } from "../../kernel/access";
import { hasVoted } from "../notifications";
import { z } from "zod";
import { rankedRow, timestamp } from "../../db/rows";
import { voteMethods } from "../../../shared/core/voting";

type RankedRow = z.infer<typeof rankedRow>;
const resultEventRow = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  method: z.enum(voteMethods),
  status: z.enum(["active", "completed"]),
  closed_at: timestamp.nullable(),
  winner_link_id: z.string().nullable(),
  member_count: z.number(),
  voted_count: z.number(),
});

const toRanked = (row: RankedRow): RankedLink => ({ ...row, score: row.up - row.down });

/** The shortlist best first: score, then newer; barred links last, marked. */
export const rankingOf = async (db: Executor, eventId: string) =>
  (
    await selectRows(
      db,
      rankedRow,
      sql`select l.id, l.title, l.url, l.up_count as up, l.down_count as down,
            l.url = any(e.barred_urls) as barred
          from links l join events e on e.id = l.event_id
          where l.event_id = ${eventId} and l.in_shortlist
          order by barred, l.up_count - l.down_count desc, l.created_at desc, l.id desc`,
    )
  ).map(toRanked);

/** The result a public link shows, or undefined when no event has this token. */
export const findPublicResult = (db: Executor, token: string) =>
  findResult(db, sql`e.result_token = ${token}`);

/** The public result of the event `where` picks: no names. */
export async function findResult(db: Executor, where: SQL): Promise<PublicResult | undefined> {
  const [event] = await selectRows(
    db,
    resultEventRow,
    sql`select e.id, e.title, e.description, e.method, e.status, e.closed_at, e.winner_link_id, e.member_count,
          (select count(*)::int from ${membershipsOf(sql`e.id`)} and ${hasVoted})
            as voted_count
        from events e where ${where}`,
  );
  if (!event) return undefined;
  // Until the event closes there is no result to show: only that it is still open.
  const ranking = event.status === "completed" ? await rankingOf(db, event.id) : [];
  return {
    title: event.title,
    description: event.description,
    method: event.method,
    status: event.status,
    closedAt: event.closed_at === null ? null : new Date(event.closed_at).toISOString(),
    memberCount: event.member_count,
    votedCount: event.voted_count,
    winner: ranking.find((link) => link.id === event.winner_link_id) ?? null,
    ranking,
  };
}
