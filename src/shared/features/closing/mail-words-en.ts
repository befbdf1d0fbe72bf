// The closing feature's words of the emails (mail.*), in English (mail-en.ts gathers them).
export const closingMailWordsEn = {
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
} as const;
