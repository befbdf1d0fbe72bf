// The client sends the vote it wants, so a retry or double click cannot count twice.
import type { VoteInput, VoteResult, VoteValue } from "../../../shared/api";
import { seesResults, type ResultsShown, type VotesShown } from "../../../shared/core/voting";
import type { Viewer } from "../../auth/session-check";
import type { Db } from "../../db/connection";
import { AppError, conflict, notFound } from "../../kernel/errors";
import { explainNotWritable } from "../../kernel/access";
import { findLinkInEvent } from "../links";
import { voteBatcher } from "./batch";

export type CastVote = {
  userId: string;
  /** The version and tally after the vote, the voter's vote_seq, and whether it was their first. */
  version: number;
  tally: number;
  voteSeq: number;
  firstVote: boolean;
  /** The link's counts after the vote, whoever may see them. */
  up: number;
  down: number;
  myDots: number;
  /** The vote's value as the voter's pages show it, and its weight (1, its dots, 0 taken back). */
  value: VoteValue | null;
  weight: number;
  /** Whether the voter has voted in the event (ever), and what the event shows. */
  hasVoted: boolean;
  resultsShown: ResultsShown;
  votesShown: VotesShown;
};

/** One vote via huddle_cast_votes, under the event lock; answered once durable. */
export async function castVote(
  db: Db,
  viewer: Viewer,
  eventId: string,
  linkId: string,
  vote: VoteInput,
): Promise<CastVote | null> {
  const row = await voteBatcher(db).cast(eventId, linkId, viewer, vote);
  if (row.outcome === "session") return null;
  const userId = row.voter!;
  if (row.outcome === "event") return explainNotWritable(db, eventId, userId);
  if (row.outcome === "link") {
    const link = await findLinkInEvent(db, eventId, linkId);
    throw link ? conflict("notOnShortlist") : notFound("linkNotFound");
  }
  if (row.outcome === "method") {
    throw conflict(
      row.event_method === "dots"
        ? "dotsEvent"
        : row.event_method === "approval"
          ? "approvalEvent"
          : "upDownEvent",
    );
  }
  if (row.outcome === "dots") throw new AppError("noDotsLeft", { count: row.event_dots! });
  return {
    userId,
    version: Number(row.event_version),
    tally: Number(row.event_tally),
    voteSeq: Number(row.vote_seq),
    firstVote: row.first_vote === true,
    up: Number(row.vote_up),
    down: Number(row.vote_down),
    myDots: Number(row.my_dots),
    value: valueOf(vote),
    weight: vote.weight ?? (vote.value ? 1 : 0),
    hasVoted: row.has_voted!,
    resultsShown: row.results_shown!,
    votesShown: row.votes_shown!,
  };
}

/** Counts only if the voter may see them now. */
export function voteResult(cast: CastVote, linkId: string): VoteResult {
  const sees = seesResults({ resultsShown: cast.resultsShown, status: "active" }, cast.hasVoted);
  return {
    linkId,
    up: sees ? cast.up : null,
    down: sees ? cast.down : null,
    myVote: cast.value,
    myDots: cast.myDots,
  };
}

/** The vote's value as the voter's pages show it: "up" while they have dots on it. */
const valueOf = (vote: VoteInput) =>
  vote.weight !== undefined ? (vote.weight > 0 ? ("up" as const) : null) : (vote.value ?? null);
