// What each cause says in a push and in a chat, in English. The push and chat features' words take
// them into their sections, keeping the keys: mail.push.* and mail.chat.* (server-only), and a chat
// message's name in the chat dialog, chats.messages.*.

/** mail.push.*: a push's text per cause. */
export const noticePushWordsEn = {
  roundOpened: "Round {{round}} of {{group}} is open. Share your links.",
  deadline: "Voting closes within a day, and you have not voted yet.",
  reminder: "{{name}} reminds you to vote.",
  closedWinner: "Voting has closed. The winner: {{winner}}",
  closedNoWinner: "Voting has closed, without a winner.",
  joined_one: "{{name}} joined your event.",
  joined_other: "{{name}} and {{others}} more joined your event.",
} as const;

/** mail.chat.*: the sentence a chat message opens with, per message. */
export const noticeChatWordsEn = {
  opened: "<b>{{title}}</b> is open: share links, shortlist the best ones and vote.",
  linkShared: "<b>{{name}}</b> shared a link in <b>{{title}}</b>:",
  deadline: "Voting in <b>{{title}}</b> closes soon. Vote if you have not yet.",
} as const;

/** chats.messages.*: a chat message's name in the chat dialog (its switch, its attempts). */
export const noticeChatMessageNamesEn = {
  opened: "The round or event opens",
  linkShared: "A link is shared",
  deadline: "The deadline is near",
  closed: "Closed, with the winner",
} as const;
