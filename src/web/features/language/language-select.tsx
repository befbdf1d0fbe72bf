// The language switcher (language-choice.tsx) of the router app's pages: who is signed in from
// TanStack Query's session, and the choice saved on the account through it.
import { useSession } from "../auth";
import { LanguageChoice } from "./language-choice";
import { useSaveLanguage } from "./use-save-language";

export function LanguageSelect({ className }: { className?: string }) {
  const { user } = useSession();
  const save = useSaveLanguage();
  return <LanguageChoice user={user} saveLanguage={save.mutate} className={className} />;
}
