// Comments on a link (decision 105). Members only (others get the event's 404); reading works on
// a closed event, writing answers 409 "This event is closed" there. Every change reaches every
// open page live: the link's count, and the thread where it is open.
import { Hono } from "hono";
import { commentInput, type Comment, type CommentThread } from "../../../shared/api";
import type { AppEnv } from "../../app-env";
import type { FeatureDeps } from "../deps";
import { readJson } from "../../http/json-body";
import { enforceRateLimit } from "../../http/rate-limit";
import { eventIdParam } from "../events/access";
import { linkIdParam } from "../links/params";
import { addComment, deleteComment, editComment } from "./commands";
import { commentIdParam } from "./params";
import { readThread } from "./queries";

export function commentRoutes({ config, database, live, sessionCheck }: FeatureDeps) {
  const { db } = database;
  const routes = new Hono<AppEnv>();
  const { requireUser } = sessionCheck;
  // Per member, whatever the event: one person cannot flood every page they are on.
  const limit = { max: config.rateLimits.commentsPerMinute, windowSeconds: 60 };
  const path = "/events/:id/links/:linkId/comments";

  routes.get(path, requireUser, async (c) => {
    const thread = await readThread(db, eventIdParam(c), linkIdParam(c), c.var.user.id);
    return c.json<CommentThread>({ comments: thread });
  });

  routes.post(path, requireUser, async (c) => {
    const eventId = eventIdParam(c);
    const linkId = linkIdParam(c);
    const { body } = await readJson(c, commentInput);
    await enforceRateLimit(db, `comment:${c.var.user.id}`, limit);
    const { version, comment, commentCount } = await addComment(
      db,
      eventId,
      linkId,
      c.var.user,
      body,
    );
    live.publish(eventId, { type: "comment.added", version, comment, commentCount });
    return c.json<Comment>(comment, 201);
  });

  routes.patch(`${path}/:commentId`, requireUser, async (c) => {
    const eventId = eventIdParam(c);
    const linkId = linkIdParam(c);
    const commentId = commentIdParam(c);
    const { body } = await readJson(c, commentInput);
    const { version, comment } = await editComment(
      db,
      eventId,
      linkId,
      commentId,
      c.var.user,
      body,
    );
    live.publish(eventId, { type: "comment.edited", version, comment });
    return c.json<Comment>(comment);
  });

  routes.delete(`${path}/:commentId`, requireUser, async (c) => {
    const eventId = eventIdParam(c);
    const linkId = linkIdParam(c);
    const commentId = commentIdParam(c);
    const { version, commentCount } = await deleteComment(
      db,
      eventId,
      linkId,
      commentId,
      c.var.user.id,
    );
    live.publish(eventId, { type: "comment.deleted", version, linkId, commentId, commentCount });
    return c.body(null, 204);
  });

  return routes;
}
