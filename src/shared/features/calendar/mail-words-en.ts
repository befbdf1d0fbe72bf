// The calendar feature's words of the emails (mail.*), in English (mail-en.ts gathers them).
export const calendarMailWordsEn = {
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
