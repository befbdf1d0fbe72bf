// Casting, switching and taking back a vote: the client sends the vote it wants, so a retry or
// a double click cannot count twice.
import type { VoteResult, VoteValue } from "../../../shared/api";
import type { Viewer } from "../../auth/session-check";
import type { Db } from "../../db/connection";
import { messages } from "../../../shared/errors";
import { conflict, notFound } from "../../http/errors";
import { explainNotWritable } from "../events/access";
import { findLinkInEvent } from "../links/queries";
import { voteBatcher } from "./batch";

export type CastVote = VoteResult & { version: number; userId: string };

/**
 * Casts one vote, in a batch with the others that came in the same turn (batch.ts), through
 * huddle_cast_votes (drizzle/0006): the viewer's user id (a session is looked up as the session
 * check would), the event locked and active, the user a member and the link on its shortlist
 * (checked again once the lock is held), the version bumped, the vote deleted or upserted (the
 * primary key makes a second row impossible) and up_count/down_count moved by the difference.
 * Answered only once the batch has committed, durably. Null: the session has ended. A refusal
 * changes nothing; only then do we ask why, to answer 404 or 409.
 */
export async function castVote(
  db: Db,
  viewer: Viewer,
  eventId: string,
  linkId: string,
  vote: VoteValue | null,
): Promise<CastVote | null> {
  const row = await voteBatcher(db).cast(eventId, linkId, viewer, vote);
  if (row.outcome === "session") return null;
  const userId = row.voter!;
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
