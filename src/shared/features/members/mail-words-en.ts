// The members feature's words of the emails (mail.*), in English (mail-en.ts gathers them).
export const membersMailWordsEn = {
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
} as const;
