// Live comment messages for the open threads of an event: each thread in the cache takes its
// link's changes, whatever the page's version says (the thread has none of its own, and each
// change is idempotent). A thread not in the cache is left alone: it is read when opened.
import type { QueryClient } from "@tanstack/react-query";
import type { CommentThread } from "../../../shared/api";
import type { LiveMessage } from "../../../shared/live";
import { queryKeys } from "../../lib/query-keys";
import { withComment, withoutComment } from "./comment-changes";

export function applyToThreads(client: QueryClient, eventId: string, message: LiveMessage) {
  const edit = (linkId: string, change: (thread: CommentThread) => CommentThread) =>
    client.setQueryData<CommentThread>(queryKeys.comments(eventId, linkId), (thread) =>
      thread ? change(thread) : thread,
    );
  switch (message.type) {
    case "comment.added":
    case "comment.edited":
      return edit(message.comment.linkId, (thread) => withComment(thread, message.comment));
    case "comment.deleted":
      return edit(message.linkId, (thread) => withoutComment(thread, message.commentId));
  }
}

/** After a gap in the stream: every open thread of the event is read again. */
export const refetchThreads = (client: QueryClient, eventId: string) =>
  void client.invalidateQueries({ queryKey: queryKeys.commentsOf(eventId) });
