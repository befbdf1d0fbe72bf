// The words of the Chats dialog (shared/i18n/chat-en.ts), in both languages: added to i18next
// when the dialog's chunk loads (each of its modules imports this one first), so the catalogue
// every first page downloads (en.ts) does not carry them, as settings-words.ts does for
// Settings' cards (decision 222).
import { i18n } from "./i18n";
import { chatDe } from "../../shared/i18n/chat-de";
import { chatEn } from "../../shared/i18n/chat-en";

i18n.addResourceBundle("en", "translation", chatEn, true);
i18n.addResourceBundle("de", "translation", chatDe, true);
