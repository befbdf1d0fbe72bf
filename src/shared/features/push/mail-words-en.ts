// The push feature's words of the emails (mail.*), in English (mail-en.ts gathers them).
export const pushMailWordsEn = {
  push: {
    roundOpened: "Round {{round}} of {{group}} is open. Share your links.",
    deadline: "Voting closes within a day, and you have not voted yet.",
    reminder: "{{name}} reminds you to vote.",
    closedWinner: "Voting has closed. The winner: {{winner}}",
    closedNoWinner: "Voting has closed, without a winner.",
    joined_one: "{{name}} joined your event.",
    joined_other: "{{name}} and {{others}} more joined your event.",
    testTitle: "Huddle",
    test: "Notifications on this device are working.",
  },
} as const;
