// The closing feature's words in English: its sections of the catalogue and its errors' texts
// (shared/i18n/en.ts gathers every feature's).
export const closingWordsEn = {
  closing: {
    title: "Event Controls",
    closedText:
      "This event is closed. Reopening it clears the recorded winner and lets everyone vote again.",
    openText:
      "When the group has decided, close the event: voting stops and the current winner is recorded.",
    closeAndSelect: "Close Event & Select Winner",
    confirmTitle: "Close this event?",
    // The button's words are the original's and read as if the creator picks: the dialog says
    // who does (decision 211).
    confirmRule: {
      upDown:
        "You don't pick the winner: it is the shortlisted link with the highest score (up votes minus down votes), and a tie goes to the newer link.",
      approval:
        "You don't pick the winner: it is the shortlisted link with the most approvals, and a tie goes to the newer link.",
      dots: "You don't pick the winner: it is the shortlisted link with the most dots, and a tie goes to the newer link.",
    },
    confirmWinner:
      'By that rule the winner now is "{{title}}", and closing records it. Links, the shortlist and votes stay as they are until you reopen the event.',
    confirmShortlist:
      "Closing records it, and everyone will see the result. Links, the shortlist and votes stay as they are until you reopen the event.",
    confirmEmpty:
      "Nothing is on the shortlist, so the event will close with no winner. You can reopen it later.",
    close: "Close Event",
    closing: "Closing...",
    reopening: "Reopening...",
    reopen: "Reopen Event",
    closed: "Event closed",
    winnerRecorded: "The winner has been recorded",
    noWinner: "The event closed with no winner",
    reopened: "Event reopened",
    reopenedText: "Members can share, shortlist and vote again",
    closeFailed: "Failed to close event",
    reopenFailed: "Failed to reopen event",
  },
  errors: {
    closeCreatorOnly: "Only the creator of this event can close or reopen it",
  },
} as const;
