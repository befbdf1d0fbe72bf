// The groups feature's words of the emails (mail.*), in English (mail-en.ts gathers them).
export const groupsMailWordsEn = {
  roundOpened: {
    subject: 'A new round of "{{group}}" is open',
    body: "Round {{number}} of <b>{{group}}</b> is open: share links, shortlist the best ones and vote.",
    bodyTitled:
      "Round {{number}} of <b>{{group}}</b> is open: <b>{{title}}</b>. Share links, shortlist the best ones and vote.",
    button: "Open the round",
    reason: "You got this because you are a member of this group.",
  },
} as const;
