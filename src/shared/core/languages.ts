// The languages Huddle speaks. English is the original's; German is complete. The API's errors
// carry a code and its English: the browser says the code in the reader's language (decision 220).
export const languages = ["en", "de"] as const;
export type Language = (typeof languages)[number];

/** A visitor's chosen language, for the server's first paint of a page (localStorage is not
 * sent to it): written by the browser (web/lib/i18n.ts), read by server/http/prerender.ts. */
export const LANGUAGE_COOKIE = "huddle-language";

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (languages as readonly string[]).includes(value);

/** German if the first of the preferred languages that we speak is German, else English. */
export function preferredLanguage(preferences: readonly string[]): Language {
  for (const tag of preferences) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return "en";
}

/** A catalogue with exactly the keys of `T` (the English one), every value a string. */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
