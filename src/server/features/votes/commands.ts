// Casting, switching and taking back a vote: the client sends the vote it wants, so a retry or
// a double click cannot count twice.
import { sql } from "drizzle-orm";
import type { VoteResult, VoteValue } from "../../../shared/api";
import { sessionUserId } from "../../auth/session-check";
import type { Db } from "../../db/connection";
import { conflict, notFound } from "../../http/errors";
import { whyNotWritable } from "../links/event-lock";
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
 * One statement: the session's user (by the token of a signed cookie, as the session check
 * would find it), and huddle_cast_vote (drizzle/0001, 0002) for that user: lock the event
 * (active, and the user a member), check the link is on its shortlist, bump the version, read
 * the old vote on a fresh snapshot, delete or upsert the new one (the primary key makes a
 * second row impossible) and move up_count/down_count by the difference. The steps of decision
 * 030, run inside the database so the lock is not held across round trips (decision 040), in
 * one round trip with the session check (decision 046). No row: the session has ended (null).
 * A refusal changes nothing; only then do we ask why, to answer 404 or 409.
 */
export async function castVote(
  db: Db,
  sessionToken: string,
  eventId: string,
  linkId: string,
  vote: VoteValue | null,
  { asyncCommit }: { asyncCommit: boolean },
): Promise<CastVote | null> {
  // On PostgreSQL the commit does not wait for its WAL to reach the disk (decision 049): the
  // event's lock is held until the commit ends, so that wait was half of every vote's turn.
  // Never on PGlite, which has no WAL writer: a kill would lose what it had not flushed.
  const commit = asyncCommit ? sql`, set_config('synchronous_commit', 'off', true)` : sql``;
  // Both drivers (node-postgres and PGlite) answer raw SQL with `{ rows }`.
  const result = (await db.execute(sql`
    select me.user_id, v.*${commit}
      from (select ${sessionUserId(sessionToken)} as user_id) me,
           lateral huddle_cast_vote(${eventId}::uuid, ${linkId}::uuid, me.user_id, ${vote}::text) v
     where me.user_id is not null`)) as unknown as { rows: Outcome[] };
  const row = result.rows[0];
  if (!row) return null;
  const userId = row.user_id;
  if (row.outcome === "event") throw await whyNotWritable(db, eventId, userId);
  if (row.outcome === "link") {
    const link = await findLinkInEvent(db, eventId, linkId);
    throw link
      ? conflict("Only links on the shortlist can be voted on")
      : notFound("Link not found");
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
