// The language switcher in every page's header: a small native select ("Language"). It switches
// the page at once; for a signed-in person it is kept on the account too (`saveLanguage`), and an
// account's language, once known, wins over this device's (it follows them to another browser).
// Who is signed in and how to save come from the page: TanStack Query in the router app
// (language-select.tsx), the lean landing app's own session on the landing page (decision 222).
import { useEffect } from "react";
import { Languages } from "lucide-react";
import { t } from "i18next";
import type { Account } from "../../../shared/api";
import { isLanguage, languages, type Language } from "../../../shared/core/languages";
import { cn } from "../../lib/cn";
import { changeLanguage, currentLanguage } from "../../lib/i18n";
import { useKeepTimeZone } from "../account";

const names: Record<Language, string> = { en: "English", de: "Deutsch" };

export type LanguageChoiceProps = {
  /** undefined while the session is being resolved. */
  user: Account | null | undefined;
  /** Keeps a signed-in person's choice on their account. */
  saveLanguage: (language: Language) => void;
  className?: string;
};

export function LanguageChoice({ user, saveLanguage, className }: LanguageChoiceProps) {
  const language = currentLanguage();
  const saved = user?.language ?? null;

  // The time zone is kept beside the language, from the one component every page's header has.
  useKeepTimeZone(user);
  // Signed in: the account's language wins; an account without one takes this device's.
  useEffect(() => {
    if (!user) return;
    if (saved === null) saveLanguage(language);
    else if (saved !== language) void changeLanguage(saved);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per account language
  }, [user?.id, saved]);

  const choose = (value: string) => {
    if (!isLanguage(value) || value === language) return;
    if (user) saveLanguage(value);
    void changeLanguage(value);
  };

  // The select itself is laid invisibly over a short "EN"/"DE" with an icon, so it fits a
  // phone's header; its options and what a screen reader says are the languages' own names.
  return (
    <span
      className={cn(
        "relative inline-flex h-9 shrink-0 items-center gap-1 rounded-lg px-2 text-sm font-medium text-foreground hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
        className,
      )}
    >
      <Languages aria-hidden className="size-4 text-muted-foreground" />
      <span aria-hidden>{language.toUpperCase()}</span>
      <select
        aria-label={t("common.language")}
        value={language}
        onChange={(event) => choose(event.target.value)}
        className="absolute inset-0 cursor-pointer opacity-0"
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {names[code]}
          </option>
        ))}
      </select>
    </span>
  );
}
