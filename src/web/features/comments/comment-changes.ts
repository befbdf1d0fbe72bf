// What a comment change does to the cached data: the thread of a link (queryKeys.comments), and
// the count on the link's card in the cached event page. Each is idempotent (a comment added
// twice is there once, a count is set, not added to), so our own change and its live message can
// both arrive in either order.
import type { Comment, CommentThread, EventPage } from "../../../shared/api";

export function withComment(thread: CommentThread, comment: Comment): CommentThread {
  const at = thread.comments.findIndex((c) => c.id === comment.id);
  if (at === -1) return { comments: [...thread.comments, comment] };
  return { comments: thread.comments.map((c, i) => (i === at ? comment : c)) };
}

export const withoutComment = (thread: CommentThread, commentId: string): CommentThread => ({
  comments: thread.comments.filter((c) => c.id !== commentId),
});

/** The link's count as the server says it is after a change; 0 leaves the field off, as the
 * server's page does. */
export function withCommentCount(page: EventPage, linkId: string, count: number): EventPage {
  return {
    ...page,
    links: page.links.map((link) => {
      if (link.id !== linkId) return link;
      const { cc: _, ...rest } = link;
      return count > 0 ? { ...rest, cc: count } : rest;
    }),
  };
}
