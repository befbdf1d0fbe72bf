// The emails' English words (mail.* keys). Kept apart from en.ts so the browser never downloads
// them; the server's i18next (server/mail/i18n.ts) reads both, and the catalogue test checks them.
// Each feature's part is in features/<feature>/mail-words-en.ts.
import { commonMailWordsEn } from "../features/common/mail-words-en";
import { authMailWordsEn } from "../features/auth/mail-words-en";
import { notificationsMailWordsEn } from "../features/notifications/mail-words-en";
import { pushMailWordsEn } from "../features/push/mail-words-en";
import { chatMailWordsEn } from "../features/chat/mail-words-en";
import { calendarMailWordsEn } from "../features/calendar/mail-words-en";

export const mailEn = {
  ...commonMailWordsEn,
  ...authMailWordsEn,
  ...notificationsMailWordsEn,
  ...pushMailWordsEn,
  ...chatMailWordsEn,
  ...calendarMailWordsEn,
} as const;
