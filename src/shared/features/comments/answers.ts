// What a comment and a thread are answered as.
import { z } from "zod";
import { id, uuid, time } from "../common/answer-fields";

/** A comment on a link (decision 217): plain text, `editedAt` set once its author changed it. */
export const comment = z.strictObject({
  id: uuid,
  linkId: uuid,
  author: z.strictObject({ id, name: z.string() }),
  body: z.string(),
  createdAt: time,
  editedAt: time.nullable(),
});
export type Comment = z.infer<typeof comment>;

/** GET /api/events/:id/links/:linkId/comments: the thread, oldest first (newest last). */
export const commentThread = z.strictObject({ comments: z.array(comment) });
export type CommentThread = z.infer<typeof commentThread>;
