// GET /api/events: the viewer's events, newest first, each with its member and link counts from
// the events row. The database writes each summary's JSON (mapping hundreds of rows in the app
// cost more than the rest of the request), each summary is kept per event version, and the
// finished answer is kept per viewer under a stamp of the viewer's events. An unchanged dashboard
// is one statement and a copy of kept bytes; a changed one is that statement and a second for the
// summaries not kept: a fixed number of queries for any number of events.
import { sql } from "drizzle-orm";
import { viewerKey, viewerUserId, type Viewer } from "../../auth/session-check";
import { selectRows, type Executor } from "../../db/connection";
import type { KeptJson } from "../../http/compression";
import { summaryJsonFields } from "./queries";
import { createVersionedCache, type VersionedCache } from "./versioned-cache";
import { z } from "zod";

/** Each event's EventSummary JSON as UTF-8, as its creator and as a member see it. Both are
 * made when kept, so a dashboard is a copy of finished bytes: joining hundreds of strings and
 * encoding the result cost more than all the rest of the request. */
type Summary = { asCreator: Buffer; asMember: Buffer };
export type SummaryCache = VersionedCache<Summary>;

export const createSummaryCache = (maxBytes = 32 * 1024 * 1024) =>
  createVersionedCache<Summary>(maxBytes, (s) => s.asCreator.length * 2 + 100);

/** The last dashboard answered to a viewer, and the stamp of the viewer's events it shows. */
type Kept = { stamp: string; answer: KeptJson };
export type KeptDashboards = VersionedCache<Kept>;

/** Kept by viewer (a session, for requests), all at "version" 0: the stamp inside says whether
 * one still holds. */
export const createKeptDashboards = (maxBytes = 16 * 1024 * 1024) =>
  createVersionedCache<Kept>(maxBytes, (kept) => kept.answer.body.length + 200);

export type Dashboard = Kept & { userId: string };

/** `json` is the summary without isCreator and its closing brace. */
const summaryOf = (json: string): Summary => ({
  asCreator: Buffer.from(`${json},"isCreator":true}`),
  asMember: Buffer.from(`${json},"isCreator":false}`),
});

const OPEN = Buffer.from("[");
const COMMA = Buffer.from(",");
const CLOSE = Buffer.from("]");

// All null for a session that has ended.
const dashboardRow = z.object({
  user_id: z.string().nullable(),
  stamp: z.string().nullable(),
  list: z.string().nullable(),
});
const summaryRow = z.object({ id: z.string(), version: z.number(), summary: z.string() });

/** The viewer's dashboard, or null when their session has ended. A session is looked up in the
 * list's own statement, one query fewer for every dashboard. The answer can only differ from the
 * kept one when the stamp does: every change a summary shows bumps the event's version (votes
 * move the tally, which no summary shows), and a summary is a function of (id, version). */
export async function loadDashboard(
  db: Executor,
  summaries: SummaryCache,
  keptDashboards: KeptDashboards,
  viewer: Viewer,
): Promise<Dashboard | null> {
  const key = viewerKey(viewer);
  // Held across the query: another request may drop it from the cache meanwhile.
  const kept = keptDashboards.get(key, 0);
  // One call (huddle_dashboard): the stamp of the viewer's events and, when the stamp is not the
  // kept one, their list.
  const [row] = await selectRows(
    db,
    dashboardRow,
    sql`select user_id, stamp, list
          from huddle_dashboard(${viewerUserId(viewer)}, ${kept?.stamp ?? null})`,
  );
  if (!row || row.user_id === null) return null;
  if (row.list === null && kept) return { userId: row.user_id, ...kept };

  const made: Kept = {
    stamp: row.stamp!,
    answer: { body: await listBody(db, summaries, row.list ?? "") },
  };
  keptDashboards.set(key, 0, made);
  return { userId: row.user_id, ...made };
}

/** The EventSummary[] JSON (UTF-8) for a list as the statement above writes it. */
async function listBody(db: Executor, summaries: SummaryCache, list: string) {
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
    const read = await selectRows(
      db,
      summaryRow,
      sql`
      select e.id, e.version, left(json_build_object(${summaryJsonFields})::text, -1) as summary
      from events e
      where e.id = any(string_to_array(${missing.join(",")}, ',')::uuid[])`,
    );
    // An event changed since the list was read is shown as it is now; one deleted since, not.
    for (const row of read) {
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
