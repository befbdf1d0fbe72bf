// A group's download: rounds, winners and links in three statements, however many rounds.
import { sql } from "drizzle-orm";
import type { GroupExport } from "../../../shared/api";
import { seesResults, resultsShownValues, voteMethods } from "../../../shared/core/voting";
import { selectRows, type Executor } from "../../db/connection";
import {
  toCsv,
  exportedLinkColumns,
  exportedLinkRow,
  toExportedLinks,
  type ExportedLink,
  type ExportedLinkRow,
  localTime,
} from "../results";
import { groupNotFound, isGroupMember } from "../../kernel/group-access";
import { z } from "zod";
import { timestamp } from "../../db/rows";

const roundRow = z.object({
  id: z.string(),
  round_number: z.number(),
  title: z.string(),
  method: z.enum(voteMethods),
  status: z.enum(["active", "completed"]),
  results_shown: z.enum(resultsShownValues),
  created_at: timestamp,
  closed_at: timestamp.nullable(),
  deadline: timestamp.nullable(),
  member_count: z.number(),
  winner_link_id: z.string().nullable(),
  voted: z.boolean(),
});
const groupRow = z.object({
  name: z.string(),
  description: z.string(),
  member_count: z.number(),
  created_at: timestamp,
});
const roundLinkRow = exportedLinkRow.extend({ event_id: z.string() });

/** The group's download for one of its members, or 404 for anyone else. */
export async function groupExport(
  db: Executor,
  groupId: string,
  viewerId: string,
  zone: string,
): Promise<GroupExport> {
  const [group] = await selectRows(
    db,
    groupRow,
    sql`select g.name, g.description, g.member_count, g.created_at from groups g
         where g.id = ${groupId} and ${isGroupMember(sql`g.id`, viewerId)}`,
  );
  if (!group) throw groupNotFound();
  const rounds = await selectRows(
    db,
    roundRow,
    sql`select e.id, e.round_number, e.title, e.method, e.status, e.results_shown, e.created_at,
               e.closed_at, e.deadline, e.member_count, e.winner_link_id,
               coalesce((select m.voted_at is not null from event_members m
                          where m.event_id = e.id and m.user_id = ${viewerId}), false) as voted
          from events e where e.group_id = ${groupId} order by e.round_number`,
  );
  const links = await selectRows(
    db,
    roundLinkRow,
    sql`select l.event_id, ${exportedLinkColumns}
          from links l join events e on e.id = l.event_id
          left join "user" u on u.id = l.shared_by
         where e.group_id = ${groupId} order by l.created_at desc, l.id desc`,
  );
  // (Map.groupBy is Node 21's; Huddle runs on 20.)
  const linksOf = new Map<string, ExportedLinkRow[]>();
  for (const link of links) {
    const list = linksOf.get(link.event_id);
    if (list) list.push(link);
    else linksOf.set(link.event_id, [link]);
  }
  const at = (time: Date | string | null) => time && localTime(new Date(time), zone);
  return {
    group: {
      name: group.name,
      description: group.description,
      memberCount: group.member_count,
      createdAt: at(group.created_at)!,
      timeZone: zone,
    },
    rounds: rounds.map((round) => {
      const event = { method: round.method, winnerLinkId: round.winner_link_id };
      const sees = seesResults(
        { resultsShown: round.results_shown, status: round.status },
        round.voted,
      );
      const exported = toExportedLinks(linksOf.get(round.id) ?? [], event, sees, zone);
      const winner = exported.find((link) => link.winner);
      return {
        roundNumber: round.round_number,
        title: round.title,
        method: round.method,
        status: round.status,
        createdAt: at(round.created_at)!,
        closedAt: at(round.closed_at),
        deadline: at(round.deadline),
        memberCount: round.member_count,
        winner: winner ? { title: winner.title, url: winner.url } : null,
        links: exported,
      };
    }),
  };
}

/** Every count column of every method: a round fills those of its own method. */
const COUNTS = ["up", "down", "score", "approvals", "dots"] as const;
const LINK_COLUMNS = [
  "rank",
  "title",
  "url",
  "description",
  "sharedBy",
  "sharedAt",
  "shortlisted",
  ...COUNTS,
  "winner",
] as const satisfies ReadonlyArray<keyof ExportedLink>;

/** One line per link, each with its round's number, title, method, status and closing. */
export function groupCsv(download: GroupExport) {
  const header = ["round", "roundTitle", "method", "status", "closedAt", ...LINK_COLUMNS];
  const rows = download.rounds.flatMap((round) =>
    round.links.map((link) => [
      round.roundNumber,
      round.title,
      round.method,
      round.status,
      round.closedAt,
      ...LINK_COLUMNS.map((column) => link[column] ?? null),
    ]),
  );
  return toCsv(header, rows);
}
