// The chat feature's words of the emails (mail.*), in English (mail-en.ts gathers them).
import { noticeChatWordsEn } from "../notifications/channel-words-en";

export const chatMailWordsEn = {
  chat: {
    ...noticeChatWordsEn,
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
} as const;
