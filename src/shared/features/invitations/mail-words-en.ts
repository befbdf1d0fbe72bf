// The invitations feature's words of the emails (mail.*), in English (mail-en.ts gathers them).
export const invitationsMailWordsEn = {
  invitation: {
    subject: '{{inviter}} invited you to "{{title}}" on Huddle',
    body: "<b>{{inviter}}</b> ({{email}}) invited you to join <b>{{title}}</b> on Huddle, where a group shares links, shortlists the best ones and votes on them.",
    button: "Join the event",
    noAccount:
      "No account yet? You can create one from that page, and you will be added to the event once you are signed in.",
    notExpected: "If you were not expecting this invitation, you can ignore this email.",
    reason: "You got this because someone invited this address to an event on Huddle.",
  },
} as const;
