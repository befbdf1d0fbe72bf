// One statement and commit per event-loop turn (one WAL flush); two batches in flight max.
import { sql } from "drizzle-orm";
import type { VoteInput } from "../../../shared/api";
import { resultsShownValues, voteMethods, votesShownValues } from "../../../shared/core/voting";
import type { Viewer } from "../../auth/session-check";
import { selectRows, type Db } from "../../db/connection";
import { z } from "zod";

const voteOutcome = z.object({
  voter: z.string().nullable(),
  outcome: z.enum(["ok", "session", "event", "link", "method", "dots"]),
  event_version: z.number().nullable(),
  vote_up: z.number().nullable(),
  vote_down: z.number().nullable(),
  my_dots: z.number().nullable(),
  /** From "link" on: whether the voter has voted in the event (ever), and the event's rules. */
  has_voted: z.boolean().nullable(),
  event_method: z.enum(voteMethods).nullable(),
  event_dots: z.number().nullable(),
  results_shown: z.enum(resultsShownValues).nullable(),
  votes_shown: z.enum(votesShownValues).nullable(),
  /** "ok" only: the tally after the vote, the voter's vote_seq, and whether it was their first. */
  event_tally: z.number().nullable(),
  vote_seq: z.number().nullable(),
  first_vote: z.boolean().nullable(),
});
export type VoteOutcome = z.infer<typeof voteOutcome>;
const castRow = voteOutcome.extend({ item: z.number() });

type Waiting = {
  eventId: string;
  linkId: string;
  viewer: Viewer;
  vote: VoteInput;
  resolve: (outcome: VoteOutcome) => void;
  reject: (error: unknown) => void;
};

/** At most this many votes in one statement; more wait for the next turn. */
const MOST_IN_ONE_BATCH = 500;
/** Batches of one event sent and not yet committed, at most. */
const MOST_IN_FLIGHT_PER_EVENT = 2;

const batchers = new WeakMap<Db, ReturnType<typeof createVoteBatcher>>();

/** The batcher of this database: every caller of castVote on it shares one. */
export function voteBatcher(db: Db) {
  let batcher = batchers.get(db);
  if (!batcher) batchers.set(db, (batcher = createVoteBatcher(db)));
  return batcher;
}

function createVoteBatcher(db: Db) {
  let waiting: Waiting[] = [];
  const inFlight = new Map<string, number>();
  let scheduled = false;

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      send();
    });
  };

  const send = () => {
    const batch: Waiting[] = [];
    const later: Waiting[] = [];
    for (const vote of waiting) {
      const sent = inFlight.get(vote.eventId) ?? 0;
      const free = sent < MOST_IN_FLIGHT_PER_EVENT && batch.length < MOST_IN_ONE_BATCH;
      (free ? batch : later).push(vote);
    }
    const events = new Set(batch.map((vote) => vote.eventId));
    waiting = later;
    if (!batch.length) return;
    for (const eventId of events) inFlight.set(eventId, (inFlight.get(eventId) ?? 0) + 1);
    cast(db, batch)
      .then(
        (rows) => batch.forEach((vote, i) => vote.resolve(rows[i]!)),
        (error: unknown) => batch.forEach((vote) => vote.reject(error)),
      )
      .finally(() => {
        for (const eventId of events) {
          const left = inFlight.get(eventId)! - 1;
          if (left) inFlight.set(eventId, left);
          else inFlight.delete(eventId);
        }
        if (waiting.length) schedule();
      });
  };

  return {
    /** Resolves with what became of this vote once its batch has committed. */
    cast(eventId: string, linkId: string, viewer: Viewer, vote: VoteInput) {
      return new Promise<VoteOutcome>((resolve, reject) => {
        waiting.push({ eventId, linkId, viewer, vote, resolve, reject });
        schedule();
      });
    },
  };
}

async function cast(db: Db, batch: Waiting[]) {
  const votes = batch.map((vote, ord) => ({
    ord,
    event: vote.eventId,
    link: vote.linkId,
    user_id: "userId" in vote.viewer ? vote.viewer.userId : null,
    token: "sessionToken" in vote.viewer ? vote.viewer.sessionToken : null,
    value: vote.vote.value ?? null,
    weight: vote.vote.weight ?? null,
  }));
  const rows = await selectRows(
    db,
    castRow,
    sql`select item, voter, outcome, event_version, vote_up, vote_down, my_dots, has_voted,
               event_method, event_dots, results_shown, votes_shown, event_tally, vote_seq,
               first_vote
          from huddle_cast_votes(${JSON.stringify(votes)}::jsonb)`,
  );
  const byItem: VoteOutcome[] = [];
  for (const row of rows) byItem[row.item] = row;
  if (byItem.length !== batch.length || byItem.includes(undefined as never))
    throw new Error(`huddle_cast_votes answered ${rows.length} rows for ${batch.length} votes`);
  return byItem;
}
