// Reading groups, one database-written JSON statement each; membership is the join.
import { sql, type SQL } from "drizzle-orm";
import type { GroupListItem, GroupPage, GroupSummary } from "../../../shared/api";
import { PREVIEW_IMAGE_PATH } from "../../../shared/responses";
import { selectRows, type Executor } from "../../db/connection";
import { isoTime } from "../../db/json-fields";
import { personJsonFields, shownEmailOf } from "../../auth/person";
import { roleOf } from "../../kernel/group-access";
import { z } from "zod";
import { groupList, groupSummary } from "../../../shared/group-responses";

/** The GroupSummary of the group row `g` for the viewer whose membership is `gm`. */
export const groupSummaryJson = (viewerId: string) => sql`json_build_object(
  'id', g.id, 'name', g.name, 'description', g.description,
  'invitationCode', g.invitation_code, 'creatorId', g.creator_id,
  'myRole', ${roleOf(viewerId)},
  'memberCount', g.member_count, 'version', g.version, 'barLastWinners', g.bar_last_winners,
  'schedule', case when g.time_zone is null then null else json_build_object(
    'timeZone', g.time_zone, 'opensOn', g.opens_on, 'opensAt', g.opens_at,
    'closesOn', g.closes_on, 'closesAt', g.closes_at, 'paused', g.schedule_paused,
    'nextOpeningAt', ${isoTime("g.next_opening_at")}) end,
  'createdAt', ${isoTime("g.created_at")})`;

const roundJson = sql`json_build_object(
  'id', e.id, 'roundNumber', e.round_number, 'title', e.title, 'status', e.status,
  'createdAt', ${isoTime("e.created_at")}, 'closedAt', ${isoTime("e.closed_at")},
  'deadline', ${isoTime("e.deadline")}, 'memberCount', e.member_count,
  'linkCount', e.link_count)`;

/** The thumbnail of the link row `l` (through its preview `p`), as a path on Huddle's origin. */
const imageOf = sql.raw(
  `case when p.image_id is null then null else '${PREVIEW_IMAGE_PATH}' || p.image_id end`,
);

/** A RememberedLink of the links row `l` and its preview `p` (left joined). */
const rememberedJson = (extra: SQL = sql``) => sql`json_build_object(
  'linkId', l.id, 'url', l.url, 'title', l.title, 'image', ${imageOf}${extra})`;

const previewOf = sql`left join link_previews p on p.url = l.url and p.status = 'ok'`;

/** The group row `g` with the viewer's membership `gm`: none when they are not a member. */
const ofMember = (viewerId: string) =>
  sql`groups g join group_members gm on gm.group_id = g.id and gm.user_id = ${viewerId}`;

const summaryRow = z.object({ summary: groupSummary });
const listRow = z.object({ list: groupList });

/** One group's summary for the viewer, or undefined when they are not in it. */
export async function findMyGroup(
  db: Executor,
  groupId: string,
  viewerId: string,
): Promise<GroupSummary | undefined> {
  const [row] = await selectRows(
    db,
    summaryRow,
    sql`select ${groupSummaryJson(viewerId)} as summary from ${ofMember(viewerId)}
         where g.id = ${groupId}`,
  );
  return row?.summary;
}

/** GET /api/groups: my groups, newest first, with open round and last winner, in one statement. */
export async function listMyGroups(db: Executor, viewerId: string): Promise<GroupListItem[]> {
  const [row] = await selectRows(
    db,
    listRow,
    sql`select coalesce(json_agg(
          (left(${groupSummaryJson(viewerId)}::text, -1)
            || ',"openRound":' || coalesce((
                 select ${roundJson}::text from events e
                  where e.group_id = g.id and e.status = 'active'
                  order by e.round_number desc limit 1), 'null')
            || ',"lastWinner":' || coalesce((
                 select ${rememberedJson(
                   sql`, 'roundId', e.id, 'closedAt', ${isoTime("e.closed_at")}`,
                 )}::text
                   from events e join links l on l.id = e.winner_link_id ${previewOf}
                  where e.group_id = g.id and e.status = 'completed'
                  order by e.closed_at desc, e.round_number desc limit 1), 'null')
            || '}')::json
          order by g.created_at desc, g.id desc), '[]') as list
        from ${ofMember(viewerId)}`,
  );
  return row!.list;
}

/** The viewer's part; an address goes only to its owner and the group's admins. */
const pageHeadJson = (viewerId: string) => sql`json_build_object(
      'group', ${groupSummaryJson(viewerId)},
      'members', (select coalesce(json_agg(json_build_object(${personJsonFields("u")},
          'email', case when u.id = ${viewerId} or ${roleOf(viewerId)} <> 'member'
                        then ${shownEmailOf("u")} else '' end,
          'role', case when u.id = g.creator_id then 'creator' else m.role end,
          'joinedAt', ${isoTime("m.joined_at")})
          order by (u.id = g.creator_id) desc, m.joined_at, u.id), '[]')
        from group_members m join "user" u on u.id = m.user_id where m.group_id = g.id),
      'openRounds', (select coalesce(json_agg(${roundJson} order by e.round_number desc), '[]')
        from events e where e.group_id = g.id and e.status = 'active'))`;

/** The group's memory: the same for every member, and nearly all of a long group's page cost. */
const pageMemoryJson = sql`json_build_object(
      'timeline', (select coalesce(json_agg(
          (left(${roundJson}::text, -1)
            || ',"winner":' || case when l.id is null then 'null'
                                    else ${rememberedJson()}::text end
            || ',"voted":' || (select count(*) from event_members v
                                where v.event_id = e.id and v.voted_at is not null)
            || '}')::json
          order by e.round_number desc), '[]')
        from events e left join links l on l.id = e.winner_link_id ${previewOf}
        where e.group_id = g.id and e.status = 'completed'),
      'mostChosen', (select coalesce(json_agg(json_build_object(
          'linkId', c.link_id, 'url', c.url, 'title', c.title, 'image', c.image,
          'wins', c.wins, 'lastWonAt', ${isoTime("c.last_won_at")})
          order by c.wins desc, c.last_won_at desc), '[]')
        from (select l.url, count(*)::int as wins, max(e.closed_at) as last_won_at,
                     (array_agg(l.id order by e.closed_at desc))[1] as link_id,
                     (array_agg(l.title order by e.closed_at desc))[1] as title,
                     (array_agg(${imageOf} order by e.closed_at desc))[1] as image
                from events e join links l on l.id = e.winner_link_id ${previewOf}
               where e.group_id = g.id and e.status = 'completed'
               group by l.url having count(*) >= 2
               order by wins desc, last_won_at desc limit 10) c))`;

/** The memory's key: group version plus closed rounds' count and version sum. */
const memoryStamp = sql`(select count(*) || '.' || coalesce(sum(e.version), 0)
        from events e where e.group_id = g.id and e.status = 'completed')`;

export type GroupPageParts = {
  /** The group's version and the closed rounds' stamp the parts were read at. */
  version: number;
  stamp: string;
  /** The viewer's part, `{"group" : …, "members" : …, "openRounds" : […]}` as JSON text. */
  head: string;
  /** The memory, `{"timeline" : […], "mostChosen" : […]}`, or null when only the head was read. */
  memory: string | null;
};

const pagePartsRow = z.object({
  version: z.number(),
  stamp: z.string(),
  head: z.string(),
  memory: z.string().nullable(),
});

/** GET /api/groups/:groupId in one statement (one snapshot); nothing is read for a non-member. */
export async function loadGroupPageParts(
  db: Executor,
  groupId: string,
  viewerId: string,
  withMemory: boolean,
): Promise<GroupPageParts | undefined> {
  const [row] = await selectRows(
    db,
    pagePartsRow,
    sql`select g.version, ${memoryStamp} as stamp, ${pageHeadJson(viewerId)}::text as head,
          ${withMemory ? sql`${pageMemoryJson}::text` : sql`null::text`} as memory
        from ${ofMember(viewerId)} where g.id = ${groupId}`,
  );
  if (!row) return undefined;
  return { version: Number(row.version), stamp: row.stamp, head: row.head, memory: row.memory };
}

/** The whole page as JSON text: the viewer's part and the memory, one object. */
export const joinGroupPage = (head: string, memory: string) =>
  `${head.slice(0, -1)}, ${memory.slice(1)}`;

/** The whole page read afresh and parsed (tests compare the kept answer with it). */
export async function loadGroupPage(
  db: Executor,
  groupId: string,
  viewerId: string,
): Promise<GroupPage | undefined> {
  const parts = await loadGroupPageParts(db, groupId, viewerId, true);
  return parts && (JSON.parse(joinGroupPage(parts.head, parts.memory!)) as GroupPage);
}
