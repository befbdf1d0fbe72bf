// The reminders feature's words in English: its sections of the catalogue and its errors' texts
// (shared/i18n/en.ts gathers every feature's).
export const remindersWordsEn = {
  reminders: {
    sending: "Sending...",
    remind: "Remind the others",
    again: "You can remind them again at {{time}}",
    turnout: "Turnout",
    countFailed: "Could not count the votes.",
    counting: "Counting votes…",
    votedSingle_one: "1 of {{count}} member has voted",
    votedSingle_other: "1 of {{count}} members has voted",
    voted_one: "{{voted}} of {{count}} member have voted",
    voted_other: "{{voted}} of {{count}} members have voted",
    hideNames: "Hide who hasn't voted",
    showNames: "Show who hasn't voted",
    notVoted: "Not voted yet",
    failed: "Failed to send the reminder. Please try again.",
    nobody: "Nobody to remind: everyone who hasn't voted has turned reminders off",
    sent_one: "Reminder sent to {{count}} member",
    sent_other: "Reminder sent to {{count}} members",
  },
  errors: {
    everyoneVoted: "Everyone has voted already",
    remindCreatorOnly: "Only the creator of this event can remind the others",
    reminderTooSoon_one:
      "A reminder was sent less than 12 hours ago. You can send the next one in {{count}} hour.",
    reminderTooSoon_other:
      "A reminder was sent less than 12 hours ago. You can send the next one in {{count}} hours.",
  },
} as const;
