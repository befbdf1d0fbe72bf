// The interface's language: i18next with the English catalogue bundled and the German one
// loaded on demand (a dynamic import, so an English visitor never downloads it). The choice is
// the browser's preference on a first visit, then what the person picked (kept in localStorage;
// a signed-in person's account keeps it too: features/account/use-language.ts).
import i18next from "i18next";
import { retryImport } from "./retry-import";
import { initReactI18next } from "react-i18next";
import { en } from "../../shared/i18n/en";
import {
  isLanguage,
  LANGUAGE_COOKIE,
  preferredLanguage,
  type Language,
} from "../../shared/core/languages";

const STORAGE_KEY = "huddle.language";

// The one global instance: components call its `t` (imported from "i18next") while they render,
// and the app remounts below the language (router-app.tsx, landing-app.tsx), so a switch
// reaches every component.
export const i18n = i18next;

function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

const loadGerman = () =>
  retryImport(() => import("../../shared/i18n/de")).then((module) => module.de);

let germanLoaded = false;

type Words = Record<Language, object>;
// Words of a part in its own chunk (settings-words.ts), given before i18next started: i18next
// has no store until `init`, and a page's code can run first. A German first page awaits its
// catalogue before `init`, and Settings' code, fetched meanwhile, threw when it added its words
// then; a module that throws stays failed, so the page waited through every retry (issue #49).
let waitingWords: Words[] | undefined = [];

function addNow(words: Words) {
  for (const language of Object.keys(words) as Language[])
    i18n.addResourceBundle(language, "translation", words[language], true);
}

/** Adds a part's words in both languages (deep: German's chunk may come before or after), now
 * or, before i18next has started, as it starts. */
export function addWords(words: Words) {
  if (waitingWords) waitingWords.push(words);
  else addNow(words);
}

/** i18next has its store once `init` was called (synchronously): the words given before go in. */
function started(initialising: Promise<unknown>) {
  const words = waitingWords ?? [];
  waitingWords = undefined;
  words.forEach(addNow);
  return initialising;
}

async function load(language: Language) {
  if (language === "de" && !germanLoaded) {
    // Deep: Settings' words (settings-words.ts) may be there already, under the same branches.
    i18n.addResourceBundle("de", "translation", await loadGerman(), true);
    germanLoaded = true;
  }
}

/** Starts i18next in the account's language when the page came with it (the server's first
 * paint knows who is signed in), else the remembered or preferred one; the page renders after. */
export async function startI18n(accountLanguage?: Language | null) {
  const stored = storedLanguage();
  // A choice made before the server read it from a cookie reaches the server from now on.
  if (stored) rememberForServer(stored);
  const language = accountLanguage ?? stored ?? preferredLanguage(navigator.languages ?? []);
  const german = language === "de" ? await loadGerman() : undefined;
  await started(
    i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: "en",
      resources: { en: { translation: en }, ...(german && { de: { translation: german } }) },
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: false },
    }),
  );
  document.documentElement.lang = language;
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : "en");

/** Switches the page at once and remembers the choice on this device. */
export async function changeLanguage(language: Language) {
  await load(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
  rememberForServer(language);
}

/** The server paints a page's first view in the language it reads here (server/http/prerender.ts). */
function rememberForServer(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The locale dates and numbers are written in: the browser's own when it is a variant of the
 * language (en-GB, de-AT), else the language itself. */
export function formattingLocale(language: string = currentLanguage()) {
  const preferences = typeof navigator === "undefined" ? [] : (navigator.languages ?? []);
  return preferences.find((tag) => tag.toLowerCase().split("-")[0] === language) ?? language;
}

/** English, at once and without the browser: for unit tests of code that says things. */
export function startEnglish() {
  if (i18n.isInitialized) return i18n.changeLanguage("en");
  // As the app escapes (React does): an address in a copied text keeps its slashes.
  return started(
    i18n.init({
      lng: "en",
      resources: { en: { translation: en } },
      interpolation: { escapeValue: false },
    }),
  );
}
