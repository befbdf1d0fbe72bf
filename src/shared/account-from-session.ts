// Who GET /api/auth/get-session says is signed in, as the app keeps it: the same for the
// browser's own question (web/features/auth/auth-api.ts) and the server's first paint (server/http/prerender.ts).
import type { Account, AuthSession } from "./api";
import { isLanguage } from "./core/languages";

export function accountFromSession(found: AuthSession | null): Account | null {
  if (!found) return null;
  const { id, name, email, image, isAnonymous, language, timeZone } = found.user;
  const guest = Boolean(isAnonymous);
  // A guest's stored address is a placeholder: never shown.
  return {
    ...{ id, name, email: guest ? "" : email, image: image ?? null, guest },
    language: isLanguage(language) ? language : null,
    timeZone: typeof timeZone === "string" ? timeZone : null,
  };
}
