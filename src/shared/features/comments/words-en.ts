// The comments feature's words in English: its sections of the catalogue and its errors' texts
// (shared/i18n/en.ts gathers every feature's).
export const commentsWordsEn = {
  comments: {
    toggle: "Comments",
    toggleLabel: "Comments {{number}} on {{title}}",
    region: "Comments on {{title}}",
    empty: "No comments yet. Start the conversation.",
    emptyClosed: "No comments.",
    label: "Your comment",
    placeholder: "Add a comment...",
    submit: "Comment",
    posting: "Posting...",
    edit: "Edit",
    editLabel: "Edit your comment",
    save: "Save",
    delete: "Delete",
    deleteTitle: "Delete this comment?",
    deleteText: "The comment will be removed for everyone. This cannot be undone.",
    deleteComment: "Delete Comment",
    edited: "(edited)",
    closed: "This event is closed, so no new comments can be added.",
    loadFailed: "Could not load the comments.",
    toast: {
      postFailed: "Failed to post comment",
      editFailed: "Failed to save comment",
      deleted: "Comment deleted",
      deleteFailed: "Failed to delete comment",
    },
  },
  errors: {
    commentNotFound: "Comment not found",
    commentEditAuthorOnly: "Only whoever wrote this comment can edit it",
    commentDeleteAuthorOrCreator: "Only whoever wrote this comment, or the creator, can delete it",
    commentRequired: "Comment is required",
    commentTooLong: "Comment must be at most {{max}} characters",
  },
} as const;
