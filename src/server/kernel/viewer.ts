// Whom a request acts for; its own file so app-env.ts and the session check stay apart.
import type { Context } from "hono";
import type { Me } from "../../shared/api";
import type { Language } from "../../shared/core/languages";

/** A user id, or a signed cookie not yet looked up, for hot routes' own statements. */
export type Viewer = { userId: string } | { sessionToken: string };

export type SignedIn = {
  sessionId: string;
  user: Me;
  language: Language | null;
  timeZone: string | null;
};

/** What the guards ask of the session check (auth/session-check.ts). */
export type SessionReader = {
  /** The token of a cookie whose signature holds, or null; not yet looked up. */
  signedToken(c: Context): string | null;
  /** Whom the hot routes act for (null: signed out). */
  viewerOf(token: string): Promise<Viewer | null>;
  current(c: Context): Promise<SignedIn | null>;
};
