// PUT /api/events/:id/links/:linkId/vote { vote: "up" | "down" | null } or { dots: n }: this
// member's vote on a shortlisted link of an active event; answers the link's new counts (when the
// voter may see them) and their own vote.
import { Hono } from "hono";
import { voteInput, type VoteResult } from "../../../shared/api";
import type { AppEnv } from "../../app-env";
import type { FeatureDeps } from "../deps";
import { sendSmallJson } from "../../http/compression";
import { readJson } from "../../http/json-body";
import { eventIdParam } from "../events/access";
import { linkIdParam } from "../links/params";
import { notSignedIn } from "../../auth/session-check";
import { castVote, voteResult } from "./commands";

export function voteRoutes({ database, live, sessionCheck }: FeatureDeps) {
  const routes = new Hono<AppEnv>();

  // Not behind requireUser: on PostgreSQL the session is looked up in the vote's own statement,
  // one round trip to the database instead of two. A cookie whose signature fails is refused
  // before anything else, as requireUser would.
  routes.put("/events/:id/links/:linkId/vote", async (c) => {
    const token = sessionCheck.signedToken(c);
    if (!token) throw notSignedIn();
    const eventId = eventIdParam(c);
    const linkId = linkIdParam(c);
    const vote = await readJson(c, voteInput);
    const viewer = await sessionCheck.viewerOf(token);
    const cast = viewer && (await castVote(database.db, viewer, eventId, linkId, vote));
    if (!cast) throw notSignedIn();
    // Every count goes out; the hub leaves out what each member may not see (live/hub.ts).
    live.publish(eventId, {
      type: "votes.changed",
      version: cast.version,
      tally: cast.tally,
      linkId,
      up: cast.up,
      down: cast.down,
      rules: { resultsShown: cast.resultsShown, votesShown: cast.votesShown, status: "active" },
      voter: {
        userId: cast.userId,
        vote: cast.myVote,
        dots: cast.weight,
        myDots: cast.myDots,
        hasVoted: cast.hasVoted,
        firstVote: cast.firstVote,
        voteSeq: cast.voteSeq,
      },
    });
    return sendSmallJson<VoteResult>(c, voteResult(cast, linkId));
  });

  return routes;
}
