// Whom a request acts for, as the guards hand it to the routes (http/endpoint.ts): a file of its
// own, so the request's context (app-env.ts) and the session check both name it without
// importing each other.
import type { Context } from "hono";
import type { Me } from "../../shared/api";
import type { Language } from "../../shared/core/languages";

/**
 * Whom a core function acts for, as the route resolved it: a user id it already has, or the
 * session of a signed cookie not yet looked up. The hot reads and the vote take the second so the
 * session check runs inside their own statement (one round trip, not two); tests and seeds give
 * a user id.
 */
export type Viewer = { userId: string } | { sessionToken: string };

/** A request's session, looked up. */
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
  /** The request's session, or null. */
  current(c: Context): Promise<SignedIn | null>;
};
