// GET /api/events: summaries kept per event version, answers per viewer stamp.
import { sql } from "drizzle-orm";
import { viewerKey, viewerUserId, type Viewer } from "../../auth/session-check";
import { selectRows, type Executor } from "../../db/connection";
import type { KeptJson } from "../../http/compression";
import { summaryJsonFields } from "./queries";
import { createVersionedCache, type VersionedCache } from "./versioned-cache";
import { z } from "zod";

/** Each summary's UTF-8 JSON, kept finished: joining and encoding cost more than the rest. */
type Summary = { asCreator: Buffer; asMember: Buffer };
export type SummaryCache = VersionedCache<Summary>;

export const createSummaryCache = (maxBytes = 32 * 1024 * 1024) =>
  createVersionedCache<Summary>(maxBytes, (s) => s.asCreator.length * 2 + 100);

/** The last dashboard answered to a viewer, and the stamp of the viewer's events it shows. */
type Kept = { stamp: string; answer: KeptJson };
export type KeptDashboards = VersionedCache<Kept>;

/** Kept by viewer at "version" 0: the stamp inside says whether one still holds. */
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

/** Null when the session ended; summaries depend only on (id, version), so stamps suffice. */
export async function loadDashboard(
  db: Executor,
  summaries: SummaryCache,
  keptDashboards: KeptDashboards,
  viewer: Viewer,
): Promise<Dashboard | null> {
  const key = viewerKey(viewer);
  // Held across the query: another request may drop it from the cache meanwhile.
  const kept = keptDashboards.get(key, 0);
  // One call (huddle_dashboard): the stamp, and the list only when the stamp is not the kept one.
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
