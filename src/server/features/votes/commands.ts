// Casting, switching and taking back a vote: the client sends the vote it wants, so a retry or
// a double click cannot count twice.
import { sql } from "drizzle-orm";
import type { VoteResult, VoteValue } from "../../../shared/api";
import type { Db } from "../../db/connection";
import { conflict, notFound } from "../../http/errors";
import { whyNotWritable } from "../links/event-lock";
import { findLinkInEvent } from "../links/queries";

type Outcome = {
  outcome: "ok" | "event" | "link";
  event_version: number | null;
  vote_up: number | null;
  vote_down: number | null;
};

/**
 * One call, huddle_cast_vote (drizzle/0001_vote-in-one-call.sql): lock the event (active, and
 * the user a member), check the link is on its shortlist, bump the version, read the old vote
 * on a fresh snapshot, delete or upsert the new one (the primary key makes a second row
 * impossible) and move up_count/down_count by the difference. The steps of decision 030, run
 * inside the database so the lock is not held across round trips (decision 040). A refusal
 * changes nothing; only then do we ask why, to answer 404 or 409.
 */
export async function castVote(
  db: Db,
  eventId: string,
  linkId: string,
  userId: string,
  vote: VoteValue | null,
): Promise<VoteResult & { version: number }> {
  // Both drivers (node-postgres and PGlite) answer raw SQL with `{ rows }`.
  const result = (await db.execute(
    sql`select * from huddle_cast_vote(${eventId}::uuid, ${linkId}::uuid, ${userId}, ${vote}::text)`,
  )) as unknown as { rows: Outcome[] };
  const row = result.rows[0]!;
  if (row.outcome === "event") throw await whyNotWritable(db, eventId, userId);
  if (row.outcome === "link") {
    const link = await findLinkInEvent(db, eventId, linkId);
    throw link
      ? conflict("Only links on the shortlist can be voted on")
      : notFound("Link not found");
  }
  return {
    version: Number(row.event_version),
    linkId,
    up: Number(row.vote_up),
    down: Number(row.vote_down),
    myVote: vote,
  };
}
