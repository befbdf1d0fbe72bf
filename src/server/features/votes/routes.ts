// PUT …/links/:linkId/vote: answers new counts (if visible) and the member's vote.
import { voteInput } from "../../../shared/api";
import { voteResult as voteAnswer } from "../../../shared/responses";
import type { FeatureDeps } from "../../kernel/deps";
import { sendSmallJson } from "../../http/compression";
import { asAnswer, endpoint, featureRoutes } from "../../http/endpoint";
import { json, TAGS } from "../../http/operation";
import { notSignedIn } from "../../kernel/errors";
import { castVote, voteResult } from "./commands";

export const vote = endpoint({
  method: "put",
  path: "/api/events/:id/links/:linkId/vote",
  summary: "Vote on a shortlisted link",
  description:
    'Up and down: `{ "value": "up" | "down" | null }`; approval: `{ "value": "up" | null }`; ' +
    'dots: `{ "weight": n }` (the dots on the link). A vote that does not fit the event\'s method is 409.',
  tag: TAGS.links,
  guard: "member",
  // On PostgreSQL the session is looked up in the vote's own statement.
  sessionInQuery: true,
  body: voteInput,
  answers: {
    200: json("The link's counts (null while hidden from you) and your vote", voteAnswer),
  },
  errors: [
    "eventNotFound",
    "linkNotFound",
    "eventClosed",
    "notOnShortlist",
    "upDownEvent",
    "approvalEvent",
    "dotsEvent",
    "noDotsLeft",
  ],
});

export function voteRoutes({ database, live }: FeatureDeps) {
  return featureRoutes().openapi(vote, async (c) => {
    const { id: eventId, linkId } = c.req.valid("param");
    const cast = await castVote(database.db, c.var.viewer, eventId, linkId, c.req.valid("json"));
    // The session ended between the guard and the vote's statement.
    if (!cast) throw notSignedIn();
    // Every count goes out; the hub leaves out what each member may not see (kernel/live-hub.ts).
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
        value: cast.value,
        weight: cast.weight,
        myDots: cast.myDots,
        hasVoted: cast.hasVoted,
        firstVote: cast.firstVote,
        voteSeq: cast.voteSeq,
      },
    });
    return asAnswer<typeof voteAnswer._output>(sendSmallJson(c, voteResult(cast, linkId)));
  });
}
