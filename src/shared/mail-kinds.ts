// The kinds of email Huddle sends that a person may turn off (Settings, or the unsubscribe link
// in each one), with the words both the settings page and the unsubscribe page use. Plain data:
// the browser imports it without zod.
export const mailKinds = ["invitation", "reminder", "deadline", "closed", "joined"] as const;
export type MailKind = (typeof mailKinds)[number];

export const mailKindLabels: Record<MailKind, { name: string; about: string }> = {
  invitation: { name: "Invitations", about: "Someone invites you to an event by email" },
  reminder: { name: "Reminders", about: "The creator reminds the members who have not voted" },
  deadline: {
    name: "Deadline is near",
    about: "An event you have not voted in closes within 24 hours",
  },
  closed: { name: "Results", about: "An event you are in has closed, with its winner" },
  joined: { name: "New members", about: "People joined an event you created (at most daily)" },
};
