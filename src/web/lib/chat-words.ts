// The words of the Chats dialog (shared/features/chat/dialog-words-en.ts), in both languages: added to i18next
// when the dialog's chunk loads (each of its modules imports this one first), so the catalogue
// every first page downloads (en.ts) does not carry them, as settings-words.ts does for
// Settings' cards (decision 222). Through addWords: a chunk preloaded early may run before
// i18next has started.
import { addWords } from "./i18n";
import { chatDe } from "../../shared/features/chat/dialog-words-de";
import { chatEn } from "../../shared/features/chat/dialog-words-en";

addWords({ en: chatEn, de: chatDe });
