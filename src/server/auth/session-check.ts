// Signature checked in memory, then one indexed query; ended sessions stop at once everywhere.
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { Me } from "../../shared/api";
import type { AppEnv } from "../kernel/app-env";
import type { Database, Db } from "../db/connection";
import { session, user } from "../db/schema";
import { accountColumns } from "./person";
import { createSessionCache, type KeptSession } from "./session-cache";
import type { Viewer } from "../kernel/viewer";

export type { Viewer } from "../kernel/viewer";

export type SessionUser = Me;

const COOKIE = "better-auth.session_token";
/** Verified cookies remembered, at most (the oldest is forgotten first). */
const MOST_VERIFIED = 10_000;

/** The session token inside Better Auth's signed cookie, or null when absent or forged. */
export function readSessionToken(cookieValue: string | undefined, secret: string): string | null {
  if (!cookieValue) return null;
  const value = cookieValue.includes("%") ? safeDecode(cookieValue) : cookieValue;
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return token;
}

function safeDecode(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The session's user id as SQL for hot routes; a function (huddle_session_user) keeps its plan. */
export const sessionUserId = (token: string) => sql`huddle_session_user(${token}::text)`;

/** The viewer's user id as a SQL expression: null when the session has ended. */
export const viewerUserId = (viewer: Viewer) =>
  "userId" in viewer ? sql`${viewer.userId}::text` : sessionUserId(viewer.sessionToken);

/** A key that tells viewers apart, for what is kept per session. */
export const viewerKey = (viewer: Viewer) =>
  "userId" in viewer ? `user:${viewer.userId}` : `session:${viewer.sessionToken}`;

export function sessionLookup(db: Db) {
  const query = db
    .select({
      sessionId: session.id,
      ...accountColumns,
      expiresAt: session.expiresAt,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(and(eq(session.token, sql.placeholder("token")), gt(session.expiresAt, sql`now()`)))
    .limit(1)
    .prepare("session_lookup");
  return async (token: string) => (await query.execute({ token }))[0];
}

export type SessionCheck = ReturnType<typeof createSessionCheck>;

type RequestContext = Parameters<MiddlewareHandler<AppEnv>>[0];

export function createSessionCheck(database: Database, secret: string) {
  const lookup = sessionLookup(database.db);
  const cache = database.pglite && createSessionCache(database.pglite);
  /** The session of a token from a signed cookie: kept, or looked up (and kept). */
  const find = async (token: string): Promise<KeptSession | undefined> => {
    const kept = cache?.get(token);
    if (kept) return kept;
    const keep = cache?.beginLookup();
    const found = await lookup(token);
    if (!found) return undefined;
    const { sessionId, expiresAt, language, timeZone, ...me } = found;
    const session = {
      sessionId,
      user: me as SessionUser,
      language,
      timeZone,
      expiresAt: expiresAt.getTime(),
    };
    keep?.(token, session);
    return session;
  };
  // Cookies whose signature held (HMAC cost a few % of a vote); forged ones are never kept.
  const verified = new Map<string, string>();
  /** The session token if its signature holds, or null; not yet checked against the database. */
  const signedToken = (c: RequestContext) => {
    const cookie = getCookie(c, COOKIE) ?? getCookie(c, `__Secure-${COOKIE}`);
    if (!cookie) return null;
    const known = verified.get(cookie);
    if (known) return known;
    const token = readSessionToken(cookie, secret);
    if (token) {
      if (verified.size >= MOST_VERIFIED) verified.delete(verified.keys().next().value!);
      verified.set(cookie, token);
    }
    return token;
  };
  /** The signed-in user of a request, or null. */
  const current = async (c: RequestContext) => {
    const token = signedToken(c);
    const found = token ? await find(token) : undefined;
    return found
      ? {
          sessionId: found.sessionId,
          user: found.user,
          language: found.language,
          timeZone: found.timeZone,
        }
      : null;
  };
  /** Whom hot routes act for: the token on PostgreSQL, else the cached user. */
  const viewerOf = async (token: string): Promise<Viewer | null> => {
    if (!cache) return { sessionToken: token };
    const found = await find(token);
    return found ? { userId: found.user.id } : null;
  };
  // The one guard that uses these is http/endpoint.ts's, from each route's declaration.
  return { current, signedToken, viewerOf };
}
