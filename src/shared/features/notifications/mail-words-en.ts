// The notifications feature's words of the emails (mail.*), in English (mail-en.ts gathers them):
// each cause's email, a section per cause. Its push and chat texts are in channel-words-en.ts.
export const notificationsMailWordsEn = {
  invitation: {
    subject: '{{inviter}} invited you to "{{title}}" on Huddle',
    body: "<b>{{inviter}}</b> ({{email}}) invited you to join <b>{{title}}</b> on Huddle, where a group shares links, shortlists the best ones and votes on them.",
    button: "Join the event",
    noAccount:
      "No account yet? You can create one from that page, and you will be added to the event once you are signed in.",
    notExpected: "If you were not expecting this invitation, you can ignore this email.",
    reason: "You got this because someone invited this address to an event on Huddle.",
  },
  reminder: {
    subject: 'Reminder: vote in "{{title}}" on Huddle',
    body: "<b>{{creator}}</b> reminds you to vote in <b>{{title}}</b>: the group is deciding, and your vote has not been counted yet.",
    reason: "You got this because the creator of an event you are in sent a reminder.",
  },
  deadline: {
    subject: '"{{title}}" closes within 24 hours',
    body: "Voting in <b>{{title}}</b> closes within 24 hours, and you have not voted yet.",
    reason: "You got this because an event you are in closes soon and you have not voted.",
  },
  closed: {
    subject: '"{{title}}" has closed',
    subjectWinner: '"{{title}}" has closed: the winner is "{{winner}}"',
    body: "<b>{{title}}</b> has closed. Nothing was on the shortlist, so there is no winner.",
    bodyWinner: "<b>{{title}}</b> has closed. The winner is <b>{{winner}}</b>.",
    bodyAllBarred:
      "<b>{{title}}</b> has closed. Every link on the shortlist won one of the last rounds, so none could win this one.",
    winnerPage: "The winner's own page:",
    ranking: "The shortlist, best first:",
    barred: "skipped: won recently, so it could not win this round",
    tie: "<b>{{winner}}</b> and <b>{{other}}</b> had the same score; a tie goes to the newer link, so <b>{{winner}}</b> won.",
    more_one: "And {{count}} more link on the shortlist.",
    more_other: "And {{count}} more links on the shortlist.",
    button: "See the result",
    reason: "You got this because an event you are in has closed.",
  },
  joined: {
    subject_one: '{{names}} joined "{{title}}"',
    subject_other: '{{names}} joined "{{title}}"',
    body_one: "{{names}} joined your event <b>{{title}}</b>.",
    body_other: "{{names}} joined your event <b>{{title}}</b>.",
    others_one: "{{count}} other",
    others_other: "{{count}} others",
    people_one: "{{count}} person",
    people_other: "{{count}} people",
    button: "Open the event",
    reason: "You got this because you created this event.",
  },
  roundOpened: {
    subject: 'A new round of "{{group}}" is open',
    body: "Round {{number}} of <b>{{group}}</b> is open: share links, shortlist the best ones and vote.",
    bodyTitled:
      "Round {{number}} of <b>{{group}}</b> is open: <b>{{title}}</b>. Share links, shortlist the best ones and vote.",
    button: "Open the round",
    reason: "You got this because you are a member of this group.",
  },
} as const;
