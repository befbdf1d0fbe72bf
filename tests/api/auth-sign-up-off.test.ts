// Sign-up with email verification off (no SMTP, or EMAIL_VERIFICATION=off): the account is
// signed in at once, and a registered address is refused clearly (the documented trade-off).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { user } from "../../src/server/db/schema";
import { createUser, PASSWORD, uniqueEmail } from "../support/factories/people";
import { startTestApp, type TestApp } from "../support/test-app";
import { isErrorShape } from "./auth-helpers";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { EMAIL_VERIFICATION: "off" } });
});
afterAll(() => app.close());

describe("sign-up with verification off", () => {
  it("says so in /api/config", async () => {
    expect((await app.client().get("/api/config")).json.emailVerificationRequired).toBe(false);
  });

  it("signs the new account in at once", async () => {
    const client = app.client();
    const email = uniqueEmail("now");
    const res = await client.post("/api/auth/sign-up/email", {
      email,
      password: PASSWORD,
      name: "Now Person",
    });
    expect(res.status).toBe(200);
    expect((await client.get("/api/me")).json).toMatchObject({ email, name: "Now Person" });
  });

  it("refuses a registered address with 409 and a clear message, changing nothing", async () => {
    const existing = await createUser(app.db, { name: "First Owner" });
    const client = app.client();
    const res = await client.post("/api/auth/sign-up/email", {
      email: existing.email.toUpperCase(),
      password: "another password",
      name: "Intruder",
    });
    expect(res.status).toBe(409);
    expect(isErrorShape(res.json)).toBe(true);
    expect(res.json.error).toEqual({
      code: "accountExists",
      message: "An account with this email already exists. Sign in instead.",
    });
    expect(client.cookies.size).toBe(0);
    const rows = await app.db.select().from(user).where(eq(user.email, existing.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe("First Owner");
    // The old password still works; the new one does not.
    expect(
      (
        await app
          .client()
          .post("/api/auth/sign-in/email", { email: existing.email, password: PASSWORD })
      ).status,
    ).toBe(200);
    expect(
      (
        await app
          .client()
          .post("/api/auth/sign-in/email", { email: existing.email, password: "another password" })
      ).status,
    ).toBe(401);
  });

  it("answers a wrong password with 401 'Invalid email or password' in the error shape", async () => {
    const person = await createUser(app.db);
    const res = await app
      .client()
      .post("/api/auth/sign-in/email", { email: person.email, password: "not the password" });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({
      error: { code: "invalidCredentials", message: "Invalid email or password" },
    });
  });

  it("refuses bad sign-in input with 400 and the field", async () => {
    const cases = [
      { body: { email: "nope", password: PASSWORD }, field: "email" },
      { body: { email: uniqueEmail() }, field: "password" },
      { body: { email: uniqueEmail(), password: "x".repeat(129) }, field: "password" },
      { body: { password: PASSWORD }, field: "email" },
      { body: [], field: "body" },
    ];
    for (const { body, field } of cases) {
      const res = await app.client().post("/api/auth/sign-in/email", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.fields).toHaveProperty(field);
    }
  });

  it("creates no user for a refused sign-up", async () => {
    const email = uniqueEmail("refused");
    await app.client().post("/api/auth/sign-up/email", { email, password: "short" });
    const value = (
      await app.db.select({ value: count() }).from(user).where(eq(user.email, email))
    )[0]!.value;
    expect(value).toBe(0);
  });
});
