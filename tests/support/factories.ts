// Users made straight in the database (verified, with a real password hash), and signed in
// through the real sign-in endpoint.
import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { account, user } from "../../src/server/db/schema";
import type { Executor } from "../../src/server/db/connection";
import type { TestClient } from "./test-app";

let counter = 0;
export const PASSWORD = "correct horse battery";

export function uniqueEmail(prefix = "user") {
  return `${prefix}.${Date.now().toString(36)}.${++counter}.${randomUUID().slice(0, 6)}@example.test`;
}

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
    password: await hashPassword(options.password ?? PASSWORD),
  });
  return { id, name, email, password: options.password ?? PASSWORD };
}

export async function signIn(client: TestClient, person: { email: string; password: string }) {
  const res = await client.post("/api/auth/sign-in/email", {
    email: person.email,
    password: person.password,
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return res;
}

/** A new verified user with a signed-in client. */
export async function signedInUser(
  app: { db: Executor; client: () => TestClient },
  options: Parameters<typeof createUser>[1] = {},
) {
  const person = await createUser(app.db, options);
  const client = app.client();
  await signIn(client, person);
  return { ...person, client };
}
