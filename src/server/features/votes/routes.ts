// PUT /api/events/:id/links/:linkId/vote { vote: "up" | "down" | null }: this member's vote on
// a shortlisted link of an active event; answers the link's new counts and my vote.
import { Hono } from "hono";
import { voteInput, type VoteResult } from "../../../shared/api";
import type { AppEnv } from "../../app-env";
import type { FeatureDeps } from "../../app";
import { readJson } from "../../http/json-body";
import { eventIdParam, linkIdParam } from "../links/params";
import { castVote } from "./commands";

export function voteRoutes({ database, live, sessionCheck }: FeatureDeps) {
  const routes = new Hono<AppEnv>();

  routes.put("/events/:id/links/:linkId/vote", sessionCheck.requireUser, async (c) => {
    const eventId = eventIdParam(c);
    const linkId = linkIdParam(c);
    const { vote } = await readJson(c, voteInput);
    const { version, ...result } = await castVote(
      database.db,
      eventId,
      linkId,
      c.var.user.id,
      vote,
    );
    live.publish(eventId, {
      type: "votes.changed",
      version,
      linkId,
      up: result.up,
      down: result.down,
      voter: { userId: c.var.user.id, vote },
    });
    return c.json<VoteResult>(result);
  });

  return routes;
}
