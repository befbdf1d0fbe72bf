// The English words only Settings' email, push, calendar-feed and password cards, the pages an
// email's link opens (unsubscribe, verified, reset password) and the after-vote push offer use: kept out of en.ts, which every first page downloads (the
// landing page's 120 KB budget), and added to i18next by web/lib/settings-words.ts when one of
// those parts loads. Each feature's part is in features/<feature>/settings-words-en.ts.
import { notificationsSettingsWordsEn } from "../features/notifications/settings-words-en";
import { pushSettingsWordsEn } from "../features/push/settings-words-en";
import { calendarSettingsWordsEn } from "../features/calendar/settings-words-en";
import { authSettingsWordsEn } from "../features/auth/settings-words-en";

export const settingsEn = {
  ...notificationsSettingsWordsEn,
  ...pushSettingsWordsEn,
  ...calendarSettingsWordsEn,
  ...authSettingsWordsEn,
} as const;
