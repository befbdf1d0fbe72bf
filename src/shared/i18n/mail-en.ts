// The emails' English words (mail.* keys). Kept apart from en.ts so the browser never downloads
// them; the server's i18next (server/mail/i18n.ts) reads both, and the catalogue test checks them.
export const mailEn = {
  hello: "Hello,",
  helloName: "Hello, {{name}},",
  orPaste: "Or paste this link into your browser:",
  unsubscribe: "Unsubscribe",
  signature: "Huddle",
  votingCloses: "Voting closes on <b>{{date}}</b>.",
  votingClosesIn: "Voting closes on <b>{{date}}</b> ({{zone}} time).",
  verify: {
    subject: "Verify your email address for Huddle",
    line: "Please confirm your email address to finish creating your Huddle account.",
    footer:
      "The link works for 24 hours. If you did not sign up for Huddle, you can ignore this email.",
    button: "Verify email address",
  },
  existing: {
    subject: "You already have a Huddle account",
    line1:
      "Someone, hopefully you, just tried to create a Huddle account with this email address. You already have one, so nothing was changed.",
    line2:
      'Sign in with your password, or with Google if that is how you joined. If you forgot your password, choose "Forgot password?" when signing in.',
    footer: "If this was not you, you can ignore this email: your account is safe.",
    button: "Sign in to Huddle",
  },
  reset: {
    subject: "Reset your Huddle password",
    line1:
      "We received a request to reset the password of your Huddle account. Choose a new one with the link below.",
    line2:
      "Once you do, you will be signed out on every device, and can sign in again with the new password.",
    footer:
      "The link works for 1 hour and only once. If you did not ask for it, ignore this email: your password stays as it is.",
    button: "Choose a new password",
  },
  changeEmail: {
    subject: "Confirm your new email address for Huddle",
    line: "Please confirm that you want to use this email address for your Huddle account. Your address changes when you follow the link below.",
    footer:
      "The link works for 24 hours. If you did not ask for this, you can ignore this email: nothing changes.",
    button: "Confirm new email address",
  },
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
  voteNow: "Vote now",
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
  chat: {
    opened: "<b>{{title}}</b> is open: share links, shortlist the best ones and vote.",
    linkShared: "<b>{{name}}</b> shared a link in <b>{{title}}</b>:",
    deadline: "Voting in <b>{{title}}</b> closes soon. Vote if you have not yet.",
    test: "A test message from Huddle: messages about <b>{{title}}</b> will arrive here.",
    deadlineFact: "Voting closes",
    roundFact: "Round",
    open: "Open in Huddle",
    publicResult: "Public result page",
  },
  chatOff: {
    subject: 'Huddle stopped sending to "{{name}}"',
    body: "Huddle could not deliver a message to the chat <b>{{name}}</b> of <b>{{title}}</b> for a day, on every try, and has turned it off. The last answer: {{error}}.",
    fix: "Check the chat's address or token, then turn it back on in the settings.",
    button: "Open the settings",
  },
  calendar: {
    winner: "Winner: {{winner}} ({{title}})",
    noWinner: "Closed: {{title}} (no winner)",
    winnerText: "“{{title}}” is closed. The result in Huddle:",
    roundOpens: "{{group}}: a new round opens",
    roundCloses: "{{group}}: voting closes",
    scheduleText: "The weekly rounds of “{{group}}” in Huddle:",
    feedName: "Huddle",
    feedText: "The deadlines and winners of your Huddle events",
  },
} as const;
