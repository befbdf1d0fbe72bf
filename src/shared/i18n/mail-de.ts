// The emails' German words: exactly the keys of mail-en.ts (tsc checks), addressed as "du".
import type { Messages } from "../core/languages";
import type { mailEn } from "./mail-en";
import { commonMailWordsDe } from "../features/common/mail-words-de";
import { authMailWordsDe } from "../features/auth/mail-words-de";
import { notificationsMailWordsDe } from "../features/notifications/mail-words-de";
import { pushMailWordsDe } from "../features/push/mail-words-de";
import { chatMailWordsDe } from "../features/chat/mail-words-de";
import { calendarMailWordsDe } from "../features/calendar/mail-words-de";

export const mailDe: Messages<typeof mailEn> = {
  ...commonMailWordsDe,
  ...authMailWordsDe,
  ...notificationsMailWordsDe,
  ...pushMailWordsDe,
  ...chatMailWordsDe,
  ...calendarMailWordsDe,
};
