// The reminders feature's words of the emails (mail.*), in English (mail-en.ts gathers them).
export const remindersMailWordsEn = {
  reminder: {
    subject: 'Reminder: vote in "{{title}}" on Huddle',
    body: "<b>{{creator}}</b> reminds you to vote in <b>{{title}}</b>: the group is deciding, and your vote has not been counted yet.",
    reason: "You got this because the creator of an event you are in sent a reminder.",
  },
} as const;
