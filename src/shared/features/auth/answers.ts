// What the accounts' routes under /api/auth answer.
import { z } from "zod";
import { id, time } from "../common/answer-fields";

// ---- Better Auth's answers under /api/auth, as Huddle passes them on -------------------------
// Loose objects: Better Auth writes these, and a field it adds in an upgrade is not an error.

/** The account in Better Auth's answers (sign-up, sign-in, get-session, change-password). */
export const authUser = z.looseObject({
  id,
  name: z.string(),
  email: z.string(),
  image: z.string().nullable().optional(),
  emailVerified: z.boolean(),
  /** A guest (decision 205's anonymous user). */
  isAnonymous: z.boolean().nullable().optional(),
  language: z.string().nullable().optional(),
  timeZone: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** POST sign-up/email, sign-in/email, sign-in/anonymous and change-password: the account, and
 * the new session's token (null when sign-up waits for the emailed link; the session itself is
 * the cookie set with the answer). */
export const authSignedIn = z.looseObject({ token: z.string().nullable(), user: authUser });

/** GET /api/auth/get-session: null when signed out. */
export const authSession = z
  .looseObject({
    user: authUser,
    session: z.looseObject({ id, expiresAt: z.string() }),
  })
  .nullable();
export type AuthSession = z.infer<typeof authSession>;

/** The answer of Better Auth's endpoints that only say they did it. */
export const authDone = z.looseObject({ status: z.boolean() });

/** GET /api/auth/list-sessions, as Huddle answers it: the account's active sessions, this one
 * first, without their tokens. */
export const activeSession = z.strictObject({
  id,
  /** The session of the browser asking. */
  current: z.boolean(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: time,
  /** When it was last used, to within a day (Better Auth moves it on at most once a day). */
  lastActiveAt: time,
  expiresAt: time,
});
export type ActiveSession = z.infer<typeof activeSession>;

/** GET /api/auth/list-accounts, as Huddle answers it: how the person signs in. */
export const signInMethod = z.strictObject({ providerId: z.string() });
/** "credential" (a password) or "google". */
export type SignInMethod = z.infer<typeof signInMethod>;
