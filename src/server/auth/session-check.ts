// The API's session check: verify the cookie's signature in memory, then one indexed query
// (session.token is unique) that also brings the user. No cache, so a session that ended
// (sign-out, sign out everywhere, password reset) stops working at once on every instance.
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { messages } from "../../shared/errors";
import type { AppEnv } from "../app-env";
import type { Db } from "../db/connection";
import { session, user } from "../db/schema";
import { AppError } from "../http/errors";

export type SessionUser = { id: string; name: string; email: string; image: string | null };

const COOKIE = "better-auth.session_token";

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

/** The user id of the unexpired session with this token, or null, as a scalar SQL subquery: for
 * the few hot routes that fold the session check into their own statement (decision 046). The
 * same conditions as sessionLookup's, and as huddle_dashboard's (drizzle/0003, decision 062). */
export const sessionUserId = (token: string) =>
  sql`(select s.user_id from session s where s.token = ${token} and s.expires_at > now())`;

export function sessionLookup(db: Db) {
  const query = db
    .select({
      sessionId: session.id,
      id: user.id,
      name: user.name,
      email: user.email,
      image: user.image,
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

export const notSignedIn = () => new AppError("unauthorized", messages.unauthenticated);

export function createSessionCheck(db: Db, secret: string) {
  const lookup = sessionLookup(db);
  /** The session token of a request whose cookie's signature holds, or null. Not yet checked
   * against the database: a caller that does not use `current` must look the session up itself
   * (the vote joins it into its one statement). */
  const signedToken = (c: RequestContext) =>
    readSessionToken(getCookie(c, COOKIE) ?? getCookie(c, `__Secure-${COOKIE}`), secret);
  /** The signed-in user of a request, or null. */
  const current = async (c: RequestContext) => {
    const token = signedToken(c);
    if (!token) return null;
    const found = await lookup(token);
    if (!found) return null;
    const { sessionId, ...rest } = found;
    return { sessionId, user: rest as SessionUser };
  };
  const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
    const found = await current(c);
    if (!found) throw notSignedIn();
    c.set("user", found.user);
    c.set("sessionId", found.sessionId);
    await next();
  };
  return { current, requireUser, signedToken };
}
