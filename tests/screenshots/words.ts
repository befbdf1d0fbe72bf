// The words the tour finds things by (tour.spec.ts's `t`), in every catalogue the browser's words
// come from, merged key by key as i18next merges them: the first page's, and those added when
// Settings, an email's page or a chat card loads (web/lib/settings-words.ts).
import { chatDe } from "../../src/shared/features/chat/dialog-words-de";
import { chatEn } from "../../src/shared/features/chat/dialog-words-en";
import { de } from "../../src/shared/i18n/de";
import { en } from "../../src/shared/i18n/en";
import { settingsDe } from "../../src/shared/i18n/settings-de";
import { settingsEn } from "../../src/shared/i18n/settings-en";

const catalogues = {
  en: [en, settingsEn, chatEn],
  de: [de, settingsDe, chatDe],
};

/** The words the page shows for `key` in `language`, markup tags removed. */
export function wordsFor(
  language: "en" | "de",
  key: string,
  values: Record<string, string | number> = {},
) {
  const lookUp = (catalogue: unknown) =>
    key
      .split(".")
      .reduce<unknown>(
        (at, part) => (at as Record<string, unknown> | undefined)?.[part],
        catalogue,
      );
  const found = catalogues[language].map(lookUp).find((words) => typeof words === "string");
  if (typeof found !== "string") throw new Error(`no string ${key}`);
  return found
    .replace(/<\/?\d+>/g, "")
    .replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}
