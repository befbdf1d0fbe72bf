// The deadlines feature's words in English: its sections of the catalogue and its errors' texts
// (shared/i18n/en.ts gathers every feature's).
export const deadlinesWordsEn = {
  deadlines: {
    closes: "Closes {{left}}",
    closingNow: "Closing now…",
    label: "Voting deadline <0>(optional)</0>",
    removeLabel: "Remove deadline",
    remove: "Remove<0> deadline</0>",
    closesOn: "Voting closes by itself on {{date}}.",
    none: "No deadline: the event stays open until you close it.",
    closedLabel: "Voting deadline",
    reopenToSet: "Reopen the event to set a deadline",
  },
  errors: {
    deadlineOfClosedEvent: "This event is closed: reopen it to set a deadline",
    noDeadline: "This event has no deadline",
    deadlineNotDate: "Deadline must be a date and time",
    deadlinePast: "The deadline must be in the future",
    deadlineTooFar: "The deadline must be within a year",
  },
} as const;
