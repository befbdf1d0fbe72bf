// People for the API tests, made straight in the database. Users with a real password hash,
// signed in through the real sign-in endpoint (`signedInUser`, for tests of accounts and sign-in)
// or given a session row and a cookie signed like Better Auth's (`userWithSession`); and
// `people`, without passwords, with such sessions (for everything else: a password check per
// person is slow on purpose, and the concurrency test needs 50 people).
import { randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { account, session, user } from "../../../src/server/db/schema";
import type { Executor } from "../../../src/server/db/connection";
import { SESSION_COOKIE, signedSessionToken } from "../session-cookie";
import { TEST_SECRET, type TestApp, type TestClient } from "../test-app";
import { PASSWORD, signIn, uniqueEmail } from "./actions";

export { PASSWORD, signIn, uniqueEmail } from "./actions";

/** Anyone with a cookie jar: who a request is sent as. */
export type Person = { id: string; name: string; client: TestClient };

export type SignedInUser = Awaited<ReturnType<typeof signedInUser>>;

let counter = 0;

/** Each password's hash, made once per process with Better Auth's own function and shared by the
 * users given that password: a hash costs about 120 ms on purpose, and hundreds of users share
 * the one default password. Signing in still checks the password against the hash every time. */
const hashes = new Map<string, Promise<string>>();
function hashOf(password: string) {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** A user with a password (verified unless told), not signed in. */
export async function createUser(
  db: Executor,
  options: { name?: string; email?: string; password?: string; verified?: boolean } = {},
) {
  const id = randomUUID();
  const email = (options.email ?? uniqueEmail()).toLowerCase();
  const name = options.name ?? `Person ${++counter}`;
  await db.insert(user).values({ id, name, email, emailVerified: options.verified ?? true });
  await db.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: await hashOf(options.password ?? PASSWORD),
  });
  return { id, name, email, password: options.password ?? PASSWORD };
}

/** A new verified user with a password, signed in through the endpoint. */
export async function signedInUser(
  app: { db: Executor; client: () => TestClient },
  options: Parameters<typeof createUser>[1] = {},
) {
  const person = await createUser(app.db, options);
  const client = app.client();
  await signIn(client, person);
  return { ...person, client };
}

/** A new verified user with a password and a session written straight to the database, its
 * client holding the session's cookie: for tests where signing in is not what is tested (a
 * sign-in checks the password with scrypt, about a tenth of a second of CPU on purpose). */
export async function userWithSession(
  app: TestApp,
  options: Parameters<typeof createUser>[1] = {},
) {
  const person = await createUser(app.db, options);
  const [client] = await sessionsFor(app, [person.id]);
  return { ...person, client: client! };
}

/** A session for each user, and a client holding its cookie. */
async function sessionsFor(app: TestApp, userIds: string[]) {
  const tokens = userIds.map(() => randomBytes(24).toString("base64url"));
  await app.db.insert(session).values(
    userIds.map((userId, i) => ({
      id: randomUUID(),
      token: tokens[i]!,
      userId,
      expiresAt: new Date(Date.now() + 3_600_000),
    })),
  );
  return tokens.map((token) => {
    const client = app.client();
    client.cookies.set(SESSION_COOKIE, signedSessionToken(token, TEST_SECRET));
    return client;
  });
}

/** `count` verified users without passwords (or guests, when asked), each with a session and a
 * client holding its cookie: "<prefix> 1", "<prefix> 2", ... */
export async function people(
  app: TestApp,
  count: number,
  prefix = "Member",
  options: { guests?: boolean } = {},
): Promise<Person[]> {
  const guest = options.guests ?? false;
  const rows = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    name: `${prefix} ${i + 1}`,
    // As Better Auth's anonymous plugin makes a guest: a placeholder address, unverified.
    email: guest ? `temp-${randomUUID()}@guest.huddle.invalid` : uniqueEmail(prefix.toLowerCase()),
    emailVerified: !guest,
    isAnonymous: guest,
  }));
  if (rows.length === 0) return [];
  await app.db.insert(user).values(rows);
  const clients = await sessionsFor(
    app,
    rows.map((row) => row.id),
  );
  return rows.map((row, i) => ({ id: row.id, name: row.name, client: clients[i]! }));
}
