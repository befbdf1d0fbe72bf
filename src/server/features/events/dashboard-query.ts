// GET /api/events: the viewer's events, newest first, each with its member and link counts from
// the events row. The database writes each summary's JSON (mapping rows in the app cost about
// 8 ms a request for 500 events), and each is kept per event version (decision 048), so a
// dashboard is one small query for the list, and a second for the summaries not kept: a fixed
// number of queries for any number of events.
import { sql } from "drizzle-orm";
import { sessionUserId } from "../../auth/session-check";
import type { Executor } from "../../db/connection";
import { eventSummaryFields } from "./summary-json";
import { createVersionedCache, type VersionedCache } from "./versioned-cache";

/** Each event's EventSummary JSON as UTF-8, as its creator and as a member see it. Both are
 * made when kept, so a dashboard is a copy of finished bytes: joining hundreds of strings and
 * encoding the result cost more than all the rest of the request. */
type Summary = { asCreator: Buffer; asMember: Buffer };
export type SummaryCache = VersionedCache<Summary>;

export const createSummaryCache = (maxBytes = 32 * 1024 * 1024) =>
  createVersionedCache<Summary>(maxBytes, (s) => s.asCreator.length * 2 + 100);

/** `json` is the summary without isCreator and its closing brace. */
const summaryOf = (json: string): Summary => ({
  asCreator: Buffer.from(`${json},"isCreator":true}`),
  asMember: Buffer.from(`${json},"isCreator":false}`),
});

const OPEN = Buffer.from("[");
const COMMA = Buffer.from(",");
const CLOSE = Buffer.from("]");

/** An EventSummary[] as JSON (UTF-8), or null when the session has ended (decision 046: the
 * session is looked up in the list's own statement, one query fewer for every dashboard). */
export async function loadDashboard(
  db: Executor,
  summaries: SummaryCache,
  sessionToken: string,
): Promise<Buffer | null> {
  // "<id>:<version>:<1 if the viewer created it>" per event, newest first. Sorted in a subquery
  // that the aggregate reads in order: on PGlite an ORDER BY inside string_agg took twice as long.
  const listed = (await db.execute(sql`
    select me.user_id, coalesce((
      select string_agg(item, ',')
      from (
        select e.id::text || ':' || e.version || ':' || (e.creator_id = me.user_id)::int as item
        from events e
        join event_members m on m.event_id = e.id and m.user_id = me.user_id
        order by e.created_at desc, e.id desc
      ) mine
    ), '') as list
    from (select ${sessionUserId(sessionToken)} as user_id) me
  `)) as unknown as { rows: Array<{ user_id: string | null; list: string }> };
  const row = listed.rows[0]!;
  if (row.user_id === null) return null;
  const list = row.list;
  if (!list) return Buffer.concat([OPEN, CLOSE]);
  const events = list.split(",").map((item) => {
    const [id, version, mine] = item.split(":") as [string, string, string];
    return { id, version: Number(version), isCreator: mine === "1" };
  });

  const found = new Map<string, Summary>();
  const missing: string[] = [];
  for (const event of events) {
    const summary = summaries.get(event.id, event.version);
    if (summary) found.set(event.id, summary);
    else missing.push(event.id);
  }
  if (missing.length > 0) {
    const read = (await db.execute(sql`
      select e.id, e.version, left(json_build_object(${eventSummaryFields})::text, -1) as summary
      from events e
      where e.id = any(string_to_array(${missing.join(",")}, ',')::uuid[])
    `)) as unknown as { rows: Array<{ id: string; version: number; summary: string }> };
    // An event changed since the list was read is shown as it is now; one deleted since, not.
    for (const row of read.rows) {
      const summary = summaryOf(row.summary);
      summaries.set(row.id, Number(row.version), summary);
      found.set(row.id, summary);
    }
  }

  const parts: Buffer[] = [OPEN];
  for (const event of events) {
    const summary = found.get(event.id);
    if (!summary) continue;
    if (parts.length > 1) parts.push(COMMA);
    parts.push(event.isCreator ? summary.asCreator : summary.asMember);
  }
  parts.push(CLOSE);
  return Buffer.concat(parts);
}
