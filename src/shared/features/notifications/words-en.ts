// The notifications feature's words in English: its sections of the catalogue and its errors' texts
// (shared/i18n/en.ts gathers every feature's).
export const notificationsWordsEn = {
  mailKinds: {
    invitation: {
      name: "Invitations",
      about: "Someone invites you to an event by email",
    },
    reminder: {
      name: "Reminders",
      about: "The creator reminds the members who have not voted",
    },
    deadline: {
      name: "Deadline is near",
      about: "An event you have not voted in closes within 24 hours",
    },
    closed: {
      name: "Results",
      about: "An event you are in has closed, with its winner",
    },
    joined: {
      name: "New members",
      about: "People joined an event you created (at most daily)",
    },
    roundOpened: {
      name: "New rounds",
      about: "A new round of a group you are in is open",
    },
  },
  errors: {
    badUnsubscribeToken: "This unsubscribe link is not valid",
    guestHasNoEmail: "Guests have no email to send to. Save your account first.",
  },
} as const;
