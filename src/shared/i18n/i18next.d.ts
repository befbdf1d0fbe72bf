// i18next's typing: t() accepts only the English catalogues' keys, with their placeholders.
import "i18next";
import type { en } from "./en";
import type { mailEn } from "./mail-en";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    // The emails' words (mail.*) are read by the server only (server/mail/i18n.ts).
    resources: { translation: typeof en & { mail: typeof mailEn } };
  }
}
