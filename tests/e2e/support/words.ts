// The words a page shows, in English or German, read from the app's own catalogues, so a test can
// walk the German app by what a German reader sees.
import { de } from "../../../src/shared/i18n/de";
import { en } from "../../../src/shared/i18n/en";

export type Language = "en" | "de";

/** `t(key, values)` for one language: the catalogue's text, `<0>` tags removed, placeholders
 * filled. Throws on a key that names no string, so a renamed key fails loudly. */
export function wordsIn(language: Language) {
  const catalogue = language === "de" ? de : en;
  return (key: string, values: Record<string, string | number> = {}) => {
    let found: unknown = catalogue;
    for (const part of key.split(".")) found = (found as Record<string, unknown>)[part];
    if (typeof found !== "string") throw new Error(`no string ${key}`);
    return found
      .replace(/<\/?\d+>/g, "")
      .replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  };
}
