// Downloads: shortlist by the winner rule, then the rest; counts only, never who voted.
// Without results visible, no rank or count and newest first, which no vote can change.
import { sql } from "drizzle-orm";
import type { EventExport } from "../../../shared/api";
import type { VoteMethod } from "../../../shared/core/voting";
import { score } from "../../../shared/winner";
import { selectRows, type Executor } from "../../db/connection";
import { localTime } from "./local-time";
import { z } from "zod";
import { timestamp } from "../../db/rows";

export type ExportedLink = EventExport["links"][number];

/** Count columns per method: up and down have a score, approvals and dots are the score. */
export const countColumns = {
  upDown: ["up", "down", "score"],
  approval: ["approvals"],
  dots: ["dots"],
} as const satisfies Record<VoteMethod, ReadonlyArray<keyof ExportedLink>>;

export const exportedLinkRow = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  description: z.string(),
  shared_by: z.string().nullable(),
  created_at: timestamp,
  in_shortlist: z.boolean(),
  up: z.number(),
  down: z.number(),
  /** Cannot win this round: "give others a chance". */
  barred: z.boolean(),
});
type Row = z.infer<typeof exportedLinkRow>;

/** Shortlist best first (ties newest first), barred links last, then the rest. */
function byWinnerRule(rows: Row[]) {
  const shortlist = rows
    .filter((row) => row.in_shortlist)
    .sort((a, b) => Number(a.barred) - Number(b.barred) || score(b) - score(a));
  return [...shortlist, ...rows.filter((row) => !row.in_shortlist)];
}

function counts(row: Row, method: VoteMethod, sees: boolean) {
  const shown = (value: number) => (sees ? value : null);
  if (method === "approval") return { approvals: shown(row.up) };
  if (method === "dots") return { dots: shown(row.up) };
  return { up: shown(row.up), down: shown(row.down), score: shown(score(row)) };
}

export type ExportedLinkRow = Row;

/** The query's columns for `toExportedLinks`: links aliased `l`, their events `e`, sharers `u`. */
export const exportedLinkColumns = sql`l.id, l.title, l.url, l.description, u.name as shared_by,
  l.created_at, l.in_shortlist, l.up_count as up, l.down_count as down,
  l.url = any(e.barred_urls) as barred`;

export async function exportedLinks(
  db: Executor,
  event: { id: string; method: VoteMethod; winnerLinkId: string | null },
  sees: boolean,
  zone: string,
): Promise<ExportedLink[]> {
  const rows = await selectRows(
    db,
    exportedLinkRow,
    sql`select ${exportedLinkColumns}
        from links l join events e on e.id = l.event_id left join "user" u on u.id = l.shared_by
        where l.event_id = ${event.id} order by l.created_at desc, l.id desc`,
  );
  return toExportedLinks(rows, event, sees, zone);
}

/** One event's links (newest first, as the query orders them) as the download shows them. */
export function toExportedLinks(
  rows: Row[],
  event: { method: VoteMethod; winnerLinkId: string | null },
  sees: boolean,
  zone: string,
): ExportedLink[] {
  let rank = 0;
  return (sees ? byWinnerRule(rows) : rows).map((row) => ({
    rank: sees && row.in_shortlist ? ++rank : null,
    title: row.title,
    url: row.url,
    description: row.description,
    sharedBy: row.shared_by ?? "",
    sharedAt: localTime(new Date(row.created_at), zone),
    shortlisted: row.in_shortlist,
    ...counts(row, event.method, sees),
    winner: row.id === event.winnerLinkId,
  }));
}
