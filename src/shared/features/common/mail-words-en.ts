// The common feature's words of the emails (mail.*), in English (mail-en.ts gathers them).
export const commonMailWordsEn = {
  hello: "Hello,",
  helloName: "Hello, {{name}},",
  orPaste: "Or paste this link into your browser:",
  unsubscribe: "Unsubscribe",
  signature: "Huddle",
  votingCloses: "Voting closes on <b>{{date}}</b>.",
  votingClosesIn: "Voting closes on <b>{{date}}</b> ({{zone}} time).",
  voteNow: "Vote now",
} as const;
