// GET /api/events/:id: PostgreSQL writes the JSON; results reach only those who may see them.
import { sql } from "drizzle-orm";
import { selectRows, type Executor } from "../../db/connection";
import { isoTime } from "../../db/json-fields";
import { historyOf, isBarred, linkJsonFields } from "../links";
import { previewJson } from "../previews";
import { manages, membersOf } from "../../kernel/access";
import type { SharedPage, PageCache } from "./page-cache";
import { profileStamp, type PageTag } from "./page-tag";
import { pageSummaryJsonFields } from "./queries";
import { personJsonFields, shownEmailOf } from "../../auth/person";
import { seesResults, resultsShownValues } from "../../../shared/core/voting";
import { ballotsOf } from "../votes";
import { z } from "zod";

const viewerRow = z.object({
  version: z.number(),
  tally: z.number(),
  vote_seq: z.number(),
  is_creator: z.boolean(),
  has_voted: z.boolean(),
  my_votes: z.string(),
});
type ViewerRow = z.infer<typeof viewerRow>;
// members and links are null when there are none (string_agg of no rows).
const sharedRow = viewerRow.extend({
  profiles: z.string(),
  event: z.string(),
  members: z.string().nullable(),
  links: z.string().nullable(),
  status: z.enum(["active", "completed"]),
  results_shown: z.enum(resultsShownValues),
  method: z.string(),
  votes_shown: z.string(),
});

// The viewer's part; votes as "<link id><up|down><weight>" (uuids are 36 chars).
const viewerColumns = (viewerId: string) => sql`
  e.version, e.tally, me.vote_seq, ${manages(viewerId, "e")} as is_creator,
  me.voted_at is not null as has_voted,
  (select coalesce(string_agg(v.link_id::text || v.value || v.weight, ','), '')
     from votes v join links l on l.id = v.link_id
    where v.user_id = ${viewerId} and l.event_id = e.id) as my_votes`;

const ofMember = (eventId: string, viewerId: string) => sql`
  from events e join event_members me on me.event_id = e.id and me.user_id = ${viewerId}
  where e.id = ${eventId}`;

// "<id><JSON sans brace>U+001F<results>" per link, joined by U+001E (escaped in JSON).
const LINK_SEPARATOR = "\u001e";
const RESULTS_SEPARATOR = "\u001f";
const linksColumn = sql`
  (select string_agg(l.id::text || left(json_build_object(${linkJsonFields},
      'sharedBy', json_build_object('id', s.id, 'name', s.name),
      'preview', ${previewJson("p", "l")}, 'barred', ${isBarred}, 'history', h.history)::text, -1)
      || case when l.comment_count > 0 then ',"cc":' || l.comment_count else '' end
      || E'\\x1f,"up":' || l.up_count || ',"down":' || l.down_count
      || case when e.votes_shown = 'open' then ',"voters":' || ${ballotsOf}::text else '' end,
      E'\\x1e' order by l.created_at desc, l.id desc)
     from links l join "user" s on s.id = l.shared_by
     left join link_previews p on p.url = l.url and p.status = 'ok'
     left join ${historyOf(sql`(select r.url from links r where r.event_id = e.id)`)} h
       on h.url = l.url
    where l.event_id = e.id) as links`;

// "<id>U+001F<JSON sans email>U+001F<email>" per member, joined by U+001E.
const membersColumns = sql`
  (select string_agg(u.id || E'\\x1f' || left(json_build_object(
      ${personJsonFields("u")},
      'isCreator', u.id = e.creator_id, 'joinedAt', ${isoTime("m.joined_at")})::text, -1)
      || E'\\x1f' || to_json(${shownEmailOf("u")})::text,
      E'\\x1e' order by m.joined_at, u.id)
     from ${membersOf(sql`e.id`)}) as members,
  ${profileStamp}::text as profiles`;

/** Reads the whole page in one statement, one snapshot: the shared part and the viewer's. */
async function loadWhole(db: Executor, eventId: string, viewerId: string) {
  const [row] = await selectRows(
    db,
    sharedRow,
    sql`
    select ${viewerColumns(viewerId)}, e.status, e.results_shown, e.method, e.votes_shown,
      left(json_build_object(${pageSummaryJsonFields})::text, -1) as event,
      ${membersColumns}, ${linksColumn}
    ${ofMember(eventId, viewerId)}`,
  );
  if (!row) return null;
  const links = row.links ? row.links.split(LINK_SEPARATOR) : [];
  const members = row.members ? row.members.split(LINK_SEPARATOR) : [];
  const memberParts = members.map((m) => m.split(RESULTS_SEPARATOR) as [string, string, string]);
  // A viewer who may not see results gets only the bytes before them (a view, not a copy).
  const resultsAt: number[] = [];
  const withResults = links.map((l) => {
    const cut = l.indexOf(RESULTS_SEPARATOR);
    const link = l.slice(36, cut);
    resultsAt.push(Buffer.byteLength(link));
    return Buffer.from(link + l.slice(cut + 1));
  });
  const shared: SharedPage = {
    version: Number(row.version),
    tally: Number(row.tally),
    profiles: row.profiles,
    status: row.status,
    resultsShown: row.results_shown,
    dotsEvent: row.method === "dots",
    openVotes: row.votes_shown === "open",
    event: Buffer.from(row.event),
    memberIds: memberParts.map(([id]) => id),
    members: memberParts.map(([, member]) => Buffer.from(member)),
    emails: memberParts.map(([, , email]) => Buffer.from(`,"email":${email}}`)),
    linkIds: links.map((l) => l.slice(0, 36)),
    links: withResults,
    resultsAt,
  };
  return { shared, viewer: row };
}

async function loadViewer(db: Executor, eventId: string, viewerId: string) {
  const [row] = await selectRows(
    db,
    viewerRow,
    sql`select ${viewerColumns(viewerId)} ${ofMember(eventId, viewerId)}`,
  );
  return row ?? null;
}

const bytes = (text: string) => Buffer.from(text);
const PIECES = {
  open: bytes('{"event":'),
  asCreator: bytes(',"isCreator":true},"members":['),
  asMember: bytes(',"isCreator":false},"members":['),
  noEmail: bytes(',"email":""}'),
  version: bytes(',"version":'),
  links: bytes('],"links":['),
  comma: bytes(","),
  hidden: bytes(',"up":null,"down":null'),
  hiddenOpen: bytes(',"up":null,"down":null,"voters":null'),
  seen: bytes('],"seesResults":true}'),
  unseen: bytes('],"seesResults":false}'),
  noVote: bytes(',"myVote":null}'),
  noDots: bytes(',"myVote":null,"myDots":0}'),
};

/** A link's JSON ending for one vote ("up1", "down1", "up3"), made once per kind. */
const votePieces = new Map<string, Buffer>();
function votePiece(vote: string, dotsEvent: boolean) {
  const key = dotsEvent ? vote : `${vote}-`;
  let piece = votePieces.get(key);
  if (!piece) {
    const value = vote.startsWith("up") ? "up" : "down";
    const dots = dotsEvent ? `,"myDots":${Number(vote.slice(value.length))}` : "";
    piece = bytes(`,"myVote":"${value}"${dots}}`);
    votePieces.set(key, piece);
  }
  return piece;
}

/** UTF-8 JSON copied from the shared and viewer parts: cheaper than one big string. */
function render(shared: SharedPage, viewer: ViewerRow, viewerId: string) {
  const mine = new Map<string, Buffer>();
  if (viewer.my_votes) {
    for (const vote of viewer.my_votes.split(",")) {
      mine.set(vote.slice(0, 36), votePiece(vote.slice(36), shared.dotsEvent));
    }
  }
  const sees = seesResults(shared, viewer.has_voted);
  const hidden = shared.openVotes ? PIECES.hiddenOpen : PIECES.hidden;
  const noVote = shared.dotsEvent ? PIECES.noDots : PIECES.noVote;
  // A member who may not see results never gets the tally in their version.
  const version = Number(viewer.version) + (sees ? Number(viewer.tally) : Number(viewer.vote_seq));
  const parts: Buffer[] = [PIECES.open, shared.event, PIECES.version, bytes(String(version))];
  parts.push(viewer.is_creator ? PIECES.asCreator : PIECES.asMember);
  // An address goes to its owner and the creator only; to anyone else it is empty.
  for (let i = 0; i < shared.members.length; i++) {
    if (i > 0) parts.push(PIECES.comma);
    const shown = viewer.is_creator || shared.memberIds[i] === viewerId;
    parts.push(shared.members[i]!, shown ? shared.emails[i]! : PIECES.noEmail);
  }
  parts.push(PIECES.links);
  for (let i = 0; i < shared.links.length; i++) {
    if (i > 0) parts.push(PIECES.comma);
    const link = shared.links[i]!;
    if (sees) parts.push(link);
    else parts.push(link.subarray(0, shared.resultsAt[i]), hidden);
    parts.push(mine.get(shared.linkIds[i]!) ?? noVote);
  }
  parts.push(sees ? PIECES.seen : PIECES.unseen);
  return Buffer.concat(parts);
}

/** Whether a member without results is served from cache must not depend on others' votes. */
export async function loadEventPage(
  db: Executor,
  cache: PageCache,
  eventId: string,
  viewerId: string,
  known: Pick<PageTag, "version" | "tally" | "sees" | "profiles">,
): Promise<Buffer | null> {
  const kept = known.sees
    ? cache.get(eventId, known.version, known.tally, known.profiles)
    : cache.withoutResults(eventId, known.version, known.profiles);
  if (kept) {
    const viewer = await loadViewer(db, eventId, viewerId);
    if (!viewer) return null;
    const sameVersion = Number(viewer.version) === kept.version;
    if (sameVersion && (!known.sees || Number(viewer.tally) === kept.tally)) {
      // What decides whether they see results is the kept page's (the same at this version).
      if (seesResults(kept, viewer.has_voted) === known.sees) return render(kept, viewer, viewerId);
    }
  }
  const whole = await loadWhole(db, eventId, viewerId);
  if (!whole) return null;
  cache.set(eventId, whole.shared);
  return render(whole.shared, whole.viewer, viewerId);
}
