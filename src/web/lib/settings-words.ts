// The words of Settings' email, push, calendar-feed and password cards, the pages an email's
// link opens (unsubscribe, verified, reset password) and the after-vote push offer (shared/i18n/settings-en.ts), in both languages:
// added to i18next when a part that says them loads (each imports this module first), so the
// catalogue every first page downloads (en.ts) does not carry them. Both languages at once: a
// switch to German later finds them there, and they are small.
import { addWords } from "./i18n";
import { settingsDe } from "../../shared/i18n/settings-de";
import { settingsEn } from "../../shared/i18n/settings-en";

// Through addWords, not i18next itself: Settings' code may run before i18next has started.
addWords({ en: settingsEn, de: settingsDe });
