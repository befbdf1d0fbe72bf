// The deadlines feature's words of the emails (mail.*), in English (mail-en.ts gathers them).
export const deadlinesMailWordsEn = {
  deadline: {
    subject: '"{{title}}" closes within 24 hours',
    body: "Voting in <b>{{title}}</b> closes within 24 hours, and you have not voted yet.",
    reason: "You got this because an event you are in closes soon and you have not voted.",
  },
} as const;
