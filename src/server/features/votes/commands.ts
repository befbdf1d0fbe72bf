// Casting, switching and taking back a vote: the client sends the vote it wants, so a retry or
// a double click cannot count twice.
import { sql } from "drizzle-orm";
import type { VoteResult, VoteValue } from "../../../shared/api";
import { viewerUserId, type Viewer } from "../../auth/session-check";
import { selectRows, type Db } from "../../db/connection";
import { messages } from "../../../shared/errors";
import { conflict, notFound } from "../../http/errors";
import { explainNotWritable } from "../events/access";
import { findLinkInEvent } from "../links/queries";

type Outcome = {
  user_id: string;
  outcome: "ok" | "event" | "link";
  event_version: number | null;
  vote_up: number | null;
  vote_down: number | null;
};

export type CastVote = VoteResult & { version: number; userId: string };

/**
 * One statement: the viewer's user id (for a session, looked up as the session check would) and
 * huddle_cast_vote for that user (drizzle/0001, 0002): lock the event (active, and the user a
 * member, checked again once the lock is held), check the link is on its shortlist, bump the
 * version, read the old vote, delete or upsert the new one (the primary key makes a second row
 * impossible) and move up_count/down_count by the difference. Run inside the database so the lock
 * is not held across round trips. Null: the session has ended. A refusal changes nothing; only
 * then do we ask why, to answer 404 or 409.
 */
export async function castVote(
  db: Db,
  viewer: Viewer,
  eventId: string,
  linkId: string,
  vote: VoteValue | null,
  { asyncCommit }: { asyncCommit: boolean },
): Promise<CastVote | null> {
  // On PostgreSQL the commit does not wait for its WAL to reach the disk: the event's lock is
  // held until the commit ends, so that wait would be a large part of every vote's turn. Never on PGlite,
  // which has no WAL writer: a kill would lose what it had not flushed.
  const commit = asyncCommit ? sql`, set_config('synchronous_commit', 'off', true)` : sql``;
  const [row] = await selectRows<Outcome>(
    db,
    sql`
    select me.user_id, v.*${commit}
      from (select ${viewerUserId(viewer)} as user_id) me,
           lateral huddle_cast_vote(${eventId}::uuid, ${linkId}::uuid, me.user_id, ${vote}::text) v
     where me.user_id is not null`,
  );
  if (!row) return null;
  const userId = row.user_id;
  if (row.outcome === "event") return explainNotWritable(db, eventId, userId);
  if (row.outcome === "link") {
    const link = await findLinkInEvent(db, eventId, linkId);
    throw link
      ? conflict("Only links on the shortlist can be voted on")
      : notFound(messages.linkNotFound);
  }
  return {
    userId,
    version: Number(row.event_version),
    linkId,
    up: Number(row.vote_up),
    down: Number(row.vote_down),
    myVote: vote,
  };
}
