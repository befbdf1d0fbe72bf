// The page's ETag, also the session check; without results it uses vote_seq, not the tally.
import { sql } from "drizzle-orm";
import { viewerUserId, type Viewer } from "../../auth/session-check";
import { selectRows, type Executor } from "../../db/connection";
import { weakEtag } from "../../http/etag";
import { membersOf } from "../../kernel/access";
import { seesResults, resultsShownValues } from "../../../shared/core/voting";
import { z } from "zod";
import { bigintColumn } from "../../db/rows";

/** The latest profile change among the members of the event aliased `e`, in ms (0: none). */
export const profileStamp = sql`
  (select coalesce(floor(extract(epoch from max(u.updated_at)) * 1000), 0)::bigint
     from ${membersOf(sql`e.id`)})`;

/** What a member's page is made from: version + tally with results, else version + vote_seq. */
export type PageTag = {
  etag: string;
  version: number;
  tally: number;
  voteSeq: number;
  sees: boolean;
  profiles: string;
};

// A viewer who is not a member gets a row of nulls but for user_id, has_voted and profiles.
const tagRow = z.object({
  user_id: z.string().nullable(),
  version: z.number().nullable(),
  tally: z.number().nullable(),
  vote_seq: z.number().nullable(),
  has_voted: z.boolean(),
  status: z.enum(["active", "completed"]).nullable(),
  results_shown: z.enum(resultsShownValues).nullable(),
  profiles: bigintColumn,
});

/** Who is asking (null: the session has ended), and the page's tag when they are a member. */
export async function eventPageTag(
  db: Executor,
  eventId: string,
  viewer: Viewer,
): Promise<{ viewerId: string | null; tag: PageTag | null }> {
  const [row] = await selectRows(
    db,
    tagRow,
    sql`
    select me.user_id, e.version, e.tally, m.vote_seq, m.voted_at is not null as has_voted,
      e.status, e.results_shown, ${profileStamp} as profiles
    from (select ${viewerUserId(viewer)} as user_id) me
    left join event_members m on m.event_id = ${eventId} and m.user_id = me.user_id
    left join events e on e.id = m.event_id`,
  );
  const viewerId = row!.user_id;
  if (viewerId === null || row!.version === null) return { viewerId, tag: null };
  const version = Number(row!.version);
  const tally = Number(row!.tally);
  const voteSeq = Number(row!.vote_seq);
  const sees = seesResults(
    { status: row!.status!, resultsShown: row!.results_shown! },
    row!.has_voted,
  );
  const profiles = String(row!.profiles);
  // Never the tally for a member who may not see results: the tag would count the others' votes.
  const shown = sees ? `${version}.${tally}` : `h${version}.${voteSeq}`;
  return {
    viewerId,
    tag: {
      etag: weakEtag(eventId, shown, viewerId, profiles),
      version,
      tally,
      voteSeq,
      sees,
      profiles,
    },
  };
}
