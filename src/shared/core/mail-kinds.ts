// The kinds of email Huddle sends that a person may turn off (Settings, or the unsubscribe link
// in each one). Their names are in the catalogues (mailKinds.*). Plain data: the browser imports
// it without zod.
export const mailKinds = [
  "invitation",
  "reminder",
  "deadline",
  "closed",
  "joined",
  "roundOpened",
] as const;
export type MailKind = (typeof mailKinds)[number];
