// The calendar feature's words in English: its sections of the catalogue and its errors' texts
// (shared/i18n/en.ts gathers every feature's).
export const calendarWordsEn = {
  calendar: {
    add: "Add to calendar",
    ics: "Apple, Thunderbird and others (.ics)",
    google: "Google Calendar",
    outlook: "Outlook.com",
    addSchedule: "Add the schedule to calendar",
    file: {
      deadline: "Deadline: {{title}}",
      deadlineText: "Voting in “{{title}}” closes now. Vote or see the result in Huddle:",
    },
  },
  errors: {
    feedNotFound: "This calendar address is not valid, or was turned off",
    guestNoCalendarFeed: "Guests have no calendar feed. Save your account first.",
  },
} as const;
