// The words of Settings' email, push, calendar-feed and password cards, the pages an email's
// link opens (unsubscribe, verified, reset password) and the after-vote push offer (shared/i18n/settings-en.ts), in both languages:
// added to i18next when a part that says them loads (each imports this module first), so the
// catalogue every first page downloads (en.ts) does not carry them. Both languages at once: a
// switch to German later finds them there, and they are small.
import { i18n } from "./i18n";
import { settingsDe } from "../../shared/i18n/settings-de";
import { settingsEn } from "../../shared/i18n/settings-en";

i18n.addResourceBundle("en", "translation", settingsEn, true);
i18n.addResourceBundle("de", "translation", settingsDe, true);
