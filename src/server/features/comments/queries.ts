// Reads about comments, and the one place a comment row becomes the API's shape.
import { and, asc, eq } from "drizzle-orm";
import type { Comment } from "../../../shared/api";
import type { Executor } from "../../db/connection";
import { comments, links, user } from "../../db/schema";
import { notFound } from "../../kernel/errors";
import { eventNotFound, isMember, roleIn } from "../../kernel/access";

export const commentColumns = {
  id: comments.id,
  linkId: comments.linkId,
  body: comments.body,
  createdAt: comments.createdAt,
  editedAt: comments.editedAt,
};

type CommentRow = {
  id: string;
  linkId: string;
  body: string;
  createdAt: Date;
  editedAt: Date | null;
};

export function toComment(row: CommentRow, author: { id: string; name: string }): Comment {
  return {
    id: row.id,
    linkId: row.linkId,
    author: { id: author.id, name: author.name },
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}

/** A link's thread, oldest first; a non-member gets the event's 404. */
export async function readThread(db: Executor, eventId: string, linkId: string, userId: string) {
  const [link] = await db
    .select({ id: links.id })
    .from(links)
    .where(and(eq(links.id, linkId), eq(links.eventId, eventId), isMember(eventId, userId)));
  if (!link) {
    // Whether the link exists is said only to a member.
    throw (await roleIn(db, eventId, userId)) ? notFound("linkNotFound") : eventNotFound();
  }
  const rows = await db
    .select({ ...commentColumns, authorId: user.id, authorName: user.name })
    .from(comments)
    .innerJoin(user, eq(user.id, comments.authorId))
    .where(eq(comments.linkId, linkId))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  return rows.map((r) => toComment(r, { id: r.authorId, name: r.authorName }));
}

/** A comment of this link in this event (or undefined): tells 403 from 404. */
export async function findComment(
  db: Executor,
  eventId: string,
  linkId: string,
  commentId: string,
) {
  const [row] = await db
    .select({ authorId: comments.authorId })
    .from(comments)
    .innerJoin(links, eq(links.id, comments.linkId))
    .where(and(eq(comments.id, commentId), eq(links.id, linkId), eq(links.eventId, eventId)));
  return row;
}

export const commentNotFound = () => notFound("commentNotFound");
