// A session that ended is refused on the very next request, wherever it is used. On PostgreSQL
// the session is ended on one instance and used on another (two apps on one database); on the
// embedded database, which has one instance, the same app keeps sessions in memory, so this is
// the test of that cache's forgetting. Each route that checks sessions its own way is asked:
// /api/me (requireUser), the dashboard and the event page (looked up in their statement on
// PostgreSQL) and the vote (batched).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { session, user } from "../../src/server/db/schema";
import { createEventAs, share, shortlist } from "../support/factories/events";
import { createUser, signIn, type SignedInUser } from "../support/factories/people";
import { linkIn, startSmtpCatcher } from "../support/smtp-catcher";
import { startTestApp, type TestApp, type TestClient } from "../support/test-app";
import { smtpMailer, sessionCookie, type SmtpCatcher } from "./auth-helpers";

const postgres = process.env.HUDDLE_TEST_DB === "postgres";

let smtp: SmtpCatcher;
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  const mail = { env: { SMTP_URL: smtp.url }, mailer: smtpMailer(smtp.url) };
  first = await startTestApp(mail);
  second = postgres ? await startTestApp({ ...mail, database: first.database }) : first;
});
afterAll(async () => {
  if (second !== first) await second.close();
  await first.close();
  await smtp.close();
});

/** A person signed in on the first instance, with an event and a shortlisted link, and a
 * client on the second instance holding the same session cookie, already used there once. */
async function signedInOnBoth() {
  const person = await createUser(first.db);
  const client = first.client();
  await signIn(client, person);
  const member: SignedInUser = { ...person, client };
  const event = await createEventAs(member, "Where to?");
  const link = await share(member, event.id);
  await shortlist(member, event.id, link.id);
  const elsewhere = second.client();
  elsewhere.cookies.set(...sessionCookie(client));
  const answers = await everyRoute(elsewhere, event.id, link.id);
  expect(answers, "before the session ends").toEqual([200, 200, 200, 200]);
  return { person, client, elsewhere, event, link };
}

async function everyRoute(client: TestClient, eventId: string, linkId: string) {
  return [
    (await client.get("/api/me")).status,
    (await client.get("/api/events")).status,
    (await client.get(`/api/events/${eventId}`)).status,
    (await client.put(`/api/events/${eventId}/links/${linkId}/vote`, { value: "up" })).status,
  ];
}

describe("a session that ended", () => {
  it("is refused everywhere after sign-out", async () => {
    const { client, elsewhere, event, link } = await signedInOnBoth();
    expect((await client.post("/api/auth/sign-out")).status).toBe(200);
    expect(await everyRoute(elsewhere, event.id, link.id)).toEqual([401, 401, 401, 401]);
  });

  it("is refused everywhere after 'sign out everywhere'", async () => {
    const { client, elsewhere, event, link } = await signedInOnBoth();
    expect((await client.post("/api/auth/revoke-sessions")).status).toBe(200);
    expect(await everyRoute(elsewhere, event.id, link.id)).toEqual([401, 401, 401, 401]);
  });

  it("is refused everywhere after a password reset", async () => {
    const { person, elsewhere, event, link } = await signedInOnBoth();
    const since = Date.now();
    await first.client().post("/api/auth/request-password-reset", { email: person.email });
    const mail = await smtp.waitFor(person.email, { subject: /reset/i, since });
    const token = new URL(linkIn(mail, first.url + "/reset-password")).searchParams.get("token");
    const reset = await first
      .client()
      .post("/api/auth/reset-password", { token, newPassword: "a brand new password" });
    expect(reset.status).toBe(200);
    expect(await everyRoute(elsewhere, event.id, link.id)).toEqual([401, 401, 401, 401]);
  });

  it("is refused everywhere once it has expired", async () => {
    const { person, elsewhere, event, link } = await signedInOnBoth();
    await first.db
      .update(session)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(session.userId, person.id));
    expect(await everyRoute(elsewhere, event.id, link.id)).toEqual([401, 401, 401, 401]);
  });

  it("is refused everywhere when its row is deleted by anything else", async () => {
    const { person, elsewhere, event, link } = await signedInOnBoth();
    await first.db.delete(session).where(eq(session.userId, person.id));
    expect(await everyRoute(elsewhere, event.id, link.id)).toEqual([401, 401, 401, 401]);
  });
});

it("shows a renamed person's new name on the next request", async () => {
  const { person, elsewhere } = await signedInOnBoth();
  await first.db.update(user).set({ name: "Renamed" }).where(eq(user.id, person.id));
  expect((await elsewhere.get("/api/me")).json).toMatchObject({ name: "Renamed" });
});
