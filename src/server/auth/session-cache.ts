// Sessions cached on PGlite only, where a trigger announces every change; never on PostgreSQL.
import type { PGlite } from "@electric-sql/pglite";
import type { Me } from "../../shared/api";
import type { Language } from "../../shared/core/languages";

export const SESSION_CHANNEL = "huddle_session";

/** Beyond this many, the oldest kept session is forgotten (looked up again when next used). */
const MOST_KEPT = 10_000;

/** Language and zone kept apart from `user`, so no answer showing a person shows them. */
export type KeptSession = {
  sessionId: string;
  user: Me;
  language: Language | null;
  timeZone: string | null;
  expiresAt: number;
};

export type SessionCache = ReturnType<typeof createSessionCache>;

export function createSessionCache(pglite: PGlite) {
  const kept = new Map<string, KeptSession>();
  // Moves with every announcement: a lookup that began before one may have read what it replaced.
  let changes = 0;
  let listening = false;

  const forget = (payload: string) => {
    changes++;
    const id = payload.slice(2);
    if (payload.startsWith("s:")) kept.delete(id);
    else for (const [token, session] of kept) if (session.user.id === id) kept.delete(token);
  };
  // Until the LISTEN is in place nothing is kept, since nothing would be forgotten.
  void pglite.listen(SESSION_CHANNEL, forget).then(() => (listening = true));

  return {
    /** The kept session of this token, if it has not expired. */
    get(token: string) {
      const session = kept.get(token);
      if (session && session.expiresAt > Date.now()) return session;
      if (session) kept.delete(token);
      return undefined;
    },
    /** Call before a lookup; the returned function keeps its result unless a change came in. */
    beginLookup() {
      const at = changes;
      return (token: string, session: KeptSession) => {
        if (!listening || changes !== at) return;
        if (kept.size >= MOST_KEPT) kept.delete(kept.keys().next().value!);
        kept.set(token, session);
      };
    },
  };
}
