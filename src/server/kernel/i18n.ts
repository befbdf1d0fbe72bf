// The emails' i18next instance, with both languages loaded; a mail uses its recipient's language.
import i18next, { type TFunction } from "i18next";
import { de } from "../../shared/i18n/de";
import { en } from "../../shared/i18n/en";
import type { Language } from "../../shared/core/languages";
import { mailDe } from "../../shared/i18n/mail-de";
import { mailEn } from "../../shared/i18n/mail-en";

const instance = i18next.createInstance();
void instance.init({
  resources: {
    en: { translation: { ...en, mail: mailEn } },
    de: { translation: { ...de, mail: mailDe } },
  },
  lng: "en",
  fallbackLng: "en",
  // Mails escape their HTML themselves (layout.ts); the text part is plain.
  interpolation: { escapeValue: false },
  initAsync: false,
});

export type MailT = TFunction;

/** The words of one language, for one mail. */
export const mailT = (language: Language | null | undefined): MailT =>
  instance.getFixedT(language ?? "en");

/** A locale for dates in the mail's language. */
export const mailLocale = (language: Language | null | undefined) =>
  language === "de" ? "de-DE" : "en-GB";

/** <b>…</b> parts bold; values go in after splitting, so they are never markup. */
export function boldParagraph(
  t: MailT,
  key: Parameters<MailT>[0],
  values: Record<string, string | number>,
): Array<string | { b: string }> {
  const token = (name: string) => `\uE000${name}\uE000`;
  const tokens = Object.fromEntries(Object.keys(values).map((name) => [name, token(name)]));
  const count = typeof values.count === "number" ? { count: values.count } : {};
  const template = (t as unknown as (key: string, options: object) => string)(key as string, {
    ...tokens,
    ...count,
  });
  const fill = (text: string) =>
    text.replace(/\uE000(\w+)\uE000/g, (_, name: string) => String(values[name] ?? ""));
  return template
    .split(/(<b>.*?<\/b>)/)
    .filter((part) => part !== "")
    .map((part) => (part.startsWith("<b>") ? { b: fill(part.slice(3, -4)) } : fill(part)));
}
