// What other folders may use of comments: the rest of the folder is its own.
export { withCommentCount } from "./comment-changes";
export type { ThreadPermissions } from "./comment-thread";
export { CommentsToggle } from "./comments-toggle";
export { LinkThread } from "./link-thread";
export { applyToThreads, refetchThreads } from "./live-threads";
