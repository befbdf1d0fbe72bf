// Sessions: in the database, HttpOnly SameSite=Lax cookies, a new session at every sign-in, and
// a session that ended (sign-out, sign out everywhere, password reset) refused at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { session } from "../../src/server/db/schema";
import { createUser, PASSWORD, signIn, signedInUser } from "../support/factories/people";
import { linkIn } from "../support/smtp-catcher";
import type { TestApp, TestClient } from "../support/test-app";
import { isErrorShape, sessionCookie, startAppWithMail, type SmtpCatcher } from "./auth-helpers";

let smtp: SmtpCatcher;
let app: TestApp;
let close: () => Promise<void>;
beforeAll(async () => void ({ app, smtp, close } = await startAppWithMail()));
afterAll(() => close());

/** Another browser holding a copy of `client`'s session cookie. */
function replay(client: TestClient) {
  const copy = app.client();
  const [name, value] = sessionCookie(client);
  copy.cookies.set(name, value);
  return copy;
}

const sessionsOf = async (userId: string) =>
  (await app.db.select({ value: count() }).from(session).where(eq(session.userId, userId)))[0]!
    .value;

describe("sessions", () => {
  it("sets an HttpOnly, SameSite=Lax session cookie that our API accepts", async () => {
    const person = await createUser(app.db);
    const client = app.client();
    const res = await signIn(client, person);
    const cookie = res.headers
      .getSetCookie()
      .find((line) => line.startsWith("better-auth.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // plain http here; Secure over https
    expect((await client.get("/api/me")).json).toMatchObject({
      id: person.id,
      email: person.email,
    });
    const got = await client.get("/api/auth/get-session");
    expect(got.json.user).toMatchObject({ id: person.id, name: person.name, emailVerified: true });
  });

  it("makes a new session at every sign-in", async () => {
    const person = await createUser(app.db);
    const first = app.client();
    await signIn(first, person);
    const second = app.client();
    await signIn(second, person);
    expect(sessionCookie(first)[1]).not.toBe(sessionCookie(second)[1]);
    expect(await sessionsOf(person.id)).toBe(2);
  });

  it("answers get-session with null for a visitor (no error)", async () => {
    const res = await app.client().get("/api/auth/get-session");
    expect(res.status).toBe(200);
    expect(res.json).toBeNull();
  });

  it("refuses a session cookie replayed after sign-out, and keeps the person's other sessions", async () => {
    const person = await createUser(app.db);
    const here = app.client();
    await signIn(here, person);
    const elsewhere = app.client();
    await signIn(elsewhere, person);
    const copy = replay(here);
    expect((await copy.get("/api/me")).status).toBe(200);

    const out = await here.post("/api/auth/sign-out");
    expect(out.status).toBe(200);
    expect(here.cookies.size).toBe(0);
    const refused = await copy.get("/api/me");
    expect(refused.status).toBe(401);
    expect(refused.json).toEqual({
      error: { code: "unauthenticated", message: "User must be authenticated" },
    });
    expect((await copy.get("/api/auth/get-session")).json).toBeNull();
    expect((await elsewhere.get("/api/me")).status).toBe(200);
  });

  it("refuses every session of the person after 'sign out everywhere'", async () => {
    const { client, ...person } = await signedInUser(app);
    const other = app.client();
    await signIn(other, person);
    const copy = replay(client);
    const bystander = await signedInUser(app);

    const res = await client.post("/api/auth/revoke-sessions");
    expect(res.status).toBe(200);
    for (const c of [client, other, copy]) expect((await c.get("/api/me")).status).toBe(401);
    expect((await replay(other).get("/api/me")).status).toBe(401);
    expect(await sessionsOf(person.id)).toBe(0);
    expect((await bystander.client.get("/api/me")).status).toBe(200);
  });

  it("refuses 'sign out everywhere' without a session, in the error shape", async () => {
    const res = await app.client().post("/api/auth/revoke-sessions");
    expect(res.status).toBe(401);
    expect(isErrorShape(res.json)).toBe(true);
  });

  it("ends every session after a password reset by email; the old password stops working", async () => {
    const person = await createUser(app.db);
    const here = app.client();
    await signIn(here, person);
    const copy = replay(here);
    const since = Date.now();

    const asked = await app
      .client()
      .post("/api/auth/request-password-reset", { email: person.email });
    expect(asked.status).toBe(200);
    const mail = await smtp.waitFor(person.email, { subject: /reset/i, since });
    const link = new URL(linkIn(mail, app.url + "/reset-password"));
    const token = link.searchParams.get("token")!;
    expect(token).toBeTruthy();

    const reset = await app
      .client()
      .post("/api/auth/reset-password", { token, newPassword: "a brand new password" });
    expect(reset.status).toBe(200);
    expect((await here.get("/api/me")).status).toBe(401);
    expect((await copy.get("/api/me")).status).toBe(401);
    expect(await sessionsOf(person.id)).toBe(0);

    const old = await app
      .client()
      .post("/api/auth/sign-in/email", { email: person.email, password: PASSWORD });
    expect(old.status).toBe(401);
    await signIn(app.client(), { email: person.email, password: "a brand new password" });

    // The link works once.
    const again = await app
      .client()
      .post("/api/auth/reset-password", { token, newPassword: "yet another password" });
    expect(again.status).toBe(400);
    expect(again.json.error.code).toBe("resetLinkInvalid");
  });

  it("answers a reset request for an unknown address exactly as for a known one", async () => {
    const known = await createUser(app.db);
    const a = await app.client().post("/api/auth/request-password-reset", { email: known.email });
    const b = await app
      .client()
      .post("/api/auth/request-password-reset", { email: "nobody.here@example.test" });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.json).toEqual(b.json);
  });

  it("refuses a too-short new password or a missing token with 400, changing nothing", async () => {
    const short = await app
      .client()
      .post("/api/auth/reset-password", { token: "whatever", newPassword: "short" });
    expect(short.status).toBe(400);
    expect(short.json.error.fields).toHaveProperty("newPassword");
    const missing = await app
      .client()
      .post("/api/auth/reset-password", { newPassword: "long enough password" });
    expect(missing.status).toBe(400);
    expect(missing.json.error.fields).toHaveProperty("token");
    const forged = await app
      .client()
      .post("/api/auth/reset-password", { token: "forged", newPassword: "long enough password" });
    expect(forged.status).toBe(400);
    expect(isErrorShape(forged.json)).toBe(true);
  });
});

describe("endpoints we do not use", () => {
  // (Settings uses change-email, change-password, list-accounts, list-sessions and revoke-session:
  // account-settings.test.ts.)
  const disabled = [
    ["POST", "/update-user"],
    ["POST", "/delete-user"],
    ["GET", "/delete-user/callback"],
    ["POST", "/link-social"],
    ["POST", "/unlink-account"],
    ["GET", "/account-info"],
    ["POST", "/get-access-token"],
    ["POST", "/refresh-token"],
    ["POST", "/update-session"],
    ["POST", "/verify-password"],
    ["POST", "/revoke-other-sessions"],
  ] as const;

  it("answer 404 in the error shape, even when signed in", async () => {
    const { client } = await signedInUser(app);
    for (const [method, path] of disabled) {
      const res = await client.request(
        method,
        "/api/auth" + path,
        method === "POST" ? { name: "x", password: "y" } : undefined,
      );
      expect(res.status, path).toBe(404);
      expect(isErrorShape(res.json), path).toBe(true);
    }
    // The name did not change through /update-user.
    expect((await client.get("/api/me")).json.name).not.toBe("x");
  });

  it("refuses sign-in with Google when Google is not configured, in the error shape", async () => {
    const res = await app
      .client()
      .post("/api/auth/sign-in/social", { provider: "google", callbackURL: "/dashboard" });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(isErrorShape(res.json)).toBe(true);
    const other = await app.client().post("/api/auth/sign-in/social", { provider: "github" });
    expect(other.status).toBe(400);
    expect(other.json.error.fields).toHaveProperty("provider");
  });
});
