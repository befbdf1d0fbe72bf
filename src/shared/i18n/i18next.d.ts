// i18next's typing: t() accepts only the English catalogues' keys, with their placeholders.
import "i18next";
import type { chatEn } from "../features/chat/dialog-words-en";
import type { en } from "./en";
import type { mailEn } from "./mail-en";
import type { settingsEn } from "./settings-en";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    // The emails' words (mail.*) are read by the server only (server/mail/i18n.ts); Settings'
    // push and calendar words are added when those parts load (web/lib/settings-words.ts), the
    // Chats dialog's when it loads (web/lib/chat-words.ts).
    resources: {
      translation: typeof en & typeof settingsEn & typeof chatEn & { mail: typeof mailEn };
    };
  }
}
