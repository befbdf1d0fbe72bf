// Comments bump the event's version and comment_count in a transaction locking the event.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Comment } from "../../../shared/api";
import type { SessionUser } from "../../auth/session-check";
import { selectRows, type Db, type Tx } from "../../db/connection";
import { comments, links } from "../../db/schema";
import { forbidden, notFound } from "../../kernel/errors";
import { explainNotWritable, lockActiveEvent } from "../../kernel/access";
import { commentColumns, commentNotFound, findComment, toComment } from "./queries";
import { z } from "zod";
import { timestamp } from "../../db/rows";

const addRow = z.object({
  outcome: z.enum(["ok", "event", "link"]),
  event_version: z.number().nullable(),
  new_comment: z.string().nullable(),
  commented_at: timestamp.nullable(),
  comment_count: z.number().nullable(),
  author_name: z.string().nullable(),
});

/** Any member of an active event, in one statement, every check under the event lock. */
export async function addComment(
  db: Db,
  eventId: string,
  linkId: string,
  author: SessionUser,
  body: string,
) {
  const [row] = await selectRows(
    db,
    addRow,
    sql`select * from huddle_add_comment(${eventId}::uuid, ${linkId}::uuid, ${author.id}, ${body})`,
  );
  if (row!.outcome === "event") return explainNotWritable(db, eventId, author.id);
  if (row!.outcome === "link") throw notFound("linkNotFound");
  const comment = toComment(
    {
      id: row!.new_comment!,
      linkId,
      body,
      createdAt: new Date(row!.commented_at!),
      editedAt: null,
    },
    { id: author.id, name: row!.author_name ?? author.name },
  );
  return { version: Number(row!.event_version), comment, commentCount: Number(row!.comment_count) };
}

/** Only its author, while the event is active. */
export async function editComment(
  db: Db,
  eventId: string,
  linkId: string,
  commentId: string,
  author: SessionUser,
  body: string,
): Promise<{ version: number; comment: Comment }> {
  return db.transaction(async (tx) => {
    const { version } = await lockActiveEvent(tx, eventId, author.id);
    const [row] = await tx
      .update(comments)
      .set({ body, editedAt: sql`now()` })
      .where(
        and(
          eq(comments.id, commentId),
          eq(comments.linkId, linkId),
          eq(comments.authorId, author.id),
          inArray(comments.linkId, ofEvent(tx, eventId)),
        ),
      )
      .returning(commentColumns);
    if (!row) {
      const exists = await findComment(tx, eventId, linkId, commentId);
      throw exists ? forbidden("commentEditAuthorOnly") : commentNotFound();
    }
    return { version, comment: toComment(row, author) };
  });
}

/** Its author, or the event's creator (any comment), while the event is active. */
export async function deleteComment(
  db: Db,
  eventId: string,
  linkId: string,
  commentId: string,
  userId: string,
) {
  return db.transaction(async (tx) => {
    const { version, manager } = await lockActiveEvent(tx, eventId, userId);
    const mayDelete = manager ? sql`true` : eq(comments.authorId, userId);
    const deleted = await tx
      .delete(comments)
      .where(
        and(
          eq(comments.id, commentId),
          eq(comments.linkId, linkId),
          inArray(comments.linkId, ofEvent(tx, eventId)),
          mayDelete,
        ),
      )
      .returning({ id: comments.id });
    if (deleted.length === 0) {
      const exists = await findComment(tx, eventId, linkId, commentId);
      throw exists ? forbidden("commentDeleteAuthorOrCreator") : commentNotFound();
    }
    const [link] = await tx
      .update(links)
      .set({ commentCount: sql`${links.commentCount} - 1` })
      .where(eq(links.id, linkId))
      .returning({ commentCount: links.commentCount });
    return { version, commentCount: link!.commentCount };
  });
}

/** The ids of the event's links, as a subquery: a comment id of another event names nothing. */
const ofEvent = (tx: Tx, eventId: string) =>
  tx.select({ id: links.id }).from(links).where(eq(links.eventId, eventId));
