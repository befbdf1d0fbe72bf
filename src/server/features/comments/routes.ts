// Comments, members only; closed events refuse writes (409). Changes reach open pages live.
import { commentInput } from "../../../shared/api";
import { comment as commentAnswer, commentThread } from "../../../shared/responses";
import type { FeatureDeps } from "../../kernel/deps";
import { endpoint, featureRoutes } from "../../http/endpoint";
import { enforceRateLimit } from "../../http/rate-limit";
import { json, noContent, TAGS } from "../../http/operation";
import { addComment, deleteComment, editComment } from "./commands";
import { readThread } from "./queries";

export const thread = endpoint({
  method: "get",
  path: "/api/events/:id/links/:linkId/comments",
  summary: "A link's comments, oldest first",
  tag: TAGS.comments,
  guard: "member",
  answers: { 200: json("The thread (also on a closed event)", commentThread) },
  errors: ["eventNotFound", "linkNotFound"],
});

export const add = endpoint({
  method: "post",
  path: "/api/events/:id/links/:linkId/comments",
  summary: "Comment on a link",
  description: "Plain text, 1 to 2,000 characters; rate-limited per member. Closed event: 409.",
  tag: TAGS.comments,
  guard: "member",
  body: commentInput,
  answers: { 201: json("The new comment", commentAnswer) },
  errors: ["eventNotFound", "linkNotFound", "eventClosed", "tooManyRequests"],
});

export const edit = endpoint({
  method: "patch",
  path: "/api/events/:id/links/:linkId/comments/:commentId",
  summary: "Edit your comment",
  tag: TAGS.comments,
  guard: "member",
  body: commentInput,
  answers: { 200: json("The comment after", commentAnswer) },
  errors: ["eventNotFound", "commentNotFound", "commentEditAuthorOnly", "eventClosed"],
});

export const remove = endpoint({
  method: "delete",
  path: "/api/events/:id/links/:linkId/comments/:commentId",
  summary: "Delete a comment (whoever wrote it, or the creator)",
  tag: TAGS.comments,
  guard: "member",
  answers: { 204: noContent },
  errors: ["eventNotFound", "commentNotFound", "commentDeleteAuthorOrCreator", "eventClosed"],
});

export function commentRoutes({ config, database, live }: FeatureDeps) {
  const { db } = database;
  // Per member, whatever the event: one person cannot flood every page they are on.
  const limit = { max: config.rateLimits.commentsPerMinute, windowSeconds: 60 };

  return featureRoutes()
    .openapi(thread, async (c) => {
      const { id: eventId, linkId } = c.req.valid("param");
      const comments = await readThread(db, eventId, linkId, c.var.user.id);
      return c.json({ comments }, 200);
    })
    .openapi(add, async (c) => {
      const { id: eventId, linkId } = c.req.valid("param");
      const { body } = c.req.valid("json");
      await enforceRateLimit(db, `comment:${c.var.user.id}`, limit);
      const added = await addComment(db, eventId, linkId, c.var.user, body);
      const { version, comment, commentCount } = added;
      live.publish(eventId, { type: "comment.added", version, comment, commentCount });
      return c.json(comment, 201);
    })
    .openapi(edit, async (c) => {
      const { id: eventId, linkId, commentId } = c.req.valid("param");
      const { body } = c.req.valid("json");
      const edited = await editComment(db, eventId, linkId, commentId, c.var.user, body);
      const { version, comment } = edited;
      live.publish(eventId, { type: "comment.edited", version, comment });
      return c.json(comment, 200);
    })
    .openapi(remove, async (c) => {
      const { id: eventId, linkId, commentId } = c.req.valid("param");
      const userId = c.var.user.id;
      const deleted = await deleteComment(db, eventId, linkId, commentId, userId);
      const { version, commentCount } = deleted;
      live.publish(eventId, { type: "comment.deleted", version, linkId, commentId, commentCount });
      return c.body(null, 204);
    });
}
