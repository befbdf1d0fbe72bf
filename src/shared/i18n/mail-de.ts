// The emails' German words: exactly the keys of mail-en.ts (tsc checks), addressed as "du".
import type { Messages } from "../core/languages";
import type { mailEn } from "./mail-en";
import { commonMailWordsDe } from "../features/common/mail-words-de";
import { authMailWordsDe } from "../features/auth/mail-words-de";
import { invitationsMailWordsDe } from "../features/invitations/mail-words-de";
import { remindersMailWordsDe } from "../features/reminders/mail-words-de";
import { deadlinesMailWordsDe } from "../features/deadlines/mail-words-de";
import { closingMailWordsDe } from "../features/closing/mail-words-de";
import { membersMailWordsDe } from "../features/members/mail-words-de";
import { groupsMailWordsDe } from "../features/groups/mail-words-de";
import { pushMailWordsDe } from "../features/push/mail-words-de";
import { chatMailWordsDe } from "../features/chat/mail-words-de";
import { calendarMailWordsDe } from "../features/calendar/mail-words-de";

export const mailDe: Messages<typeof mailEn> = {
  ...commonMailWordsDe,
  ...authMailWordsDe,
  ...invitationsMailWordsDe,
  ...remindersMailWordsDe,
  ...deadlinesMailWordsDe,
  ...closingMailWordsDe,
  ...membersMailWordsDe,
  ...groupsMailWordsDe,
  ...pushMailWordsDe,
  ...chatMailWordsDe,
  ...calendarMailWordsDe,
};
