// Sign-up with email verification required (SMTP configured): the account is made but no
// session; the emailed link verifies, signs in and returns where the person signed up; a
// registered address gets exactly the same answer, and its owner an email.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { session, user } from "../../src/server/db/schema";
import { createUser, PASSWORD, uniqueEmail } from "../support/factories/people";
import { linkIn } from "../support/smtp-catcher";
import type { TestApp } from "../support/test-app";
import { getWithoutFollowing, startAppWithMail, type SmtpCatcher } from "./auth-helpers";

let smtp: SmtpCatcher;
let app: TestApp;
let close: () => Promise<void>;
beforeAll(async () => void ({ app, smtp, close } = await startAppWithMail()));
afterAll(() => close());

const users = async (email: string) => app.db.select().from(user).where(eq(user.email, email));

describe("sign-up with verification required", () => {
  it("creates the account without a session and emails a link that verifies, signs in and returns", async () => {
    const client = app.client();
    const email = uniqueEmail("new");
    const since = Date.now();
    const res = await client.post("/api/auth/sign-up/email", {
      email,
      password: PASSWORD,
      name: "Ada Lovelace",
      callbackURL: "/invite/ABCD2345",
    });
    expect(res.status).toBe(200);
    expect(res.json.token).toBeNull();
    expect(client.cookies.size).toBe(0);
    expect((await client.get("/api/me")).status).toBe(401);
    const [created] = await users(email);
    expect(created).toMatchObject({ name: "Ada Lovelace", emailVerified: false });

    const mail = await smtp.waitFor(email, { subject: /verify/i, since });
    expect(mail.html).toContain("Ada Lovelace");
    const link = linkIn(mail, app.url + "/api/auth/verify-email");
    const verify = await getWithoutFollowing(client, link);
    expect(verify.status).toBe(302);
    expect(verify.location).toBe("/invite/ABCD2345");
    const me = await client.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ email, name: "Ada Lovelace" });
    expect((await users(email))[0]!.emailVerified).toBe(true);
  });

  it("uses the part of the email before @ when the name is left empty", async () => {
    const email = uniqueEmail("grace");
    const res = await app
      .client()
      .post("/api/auth/sign-up/email", { email, password: PASSWORD, name: "  " });
    expect(res.status).toBe(200);
    expect((await users(email))[0]!.name).toBe(email.split("@")[0]);
    const withoutName = uniqueEmail("hopper");
    expect(
      (
        await app
          .client()
          .post("/api/auth/sign-up/email", { email: withoutName, password: PASSWORD })
      ).status,
    ).toBe(200);
    expect((await users(withoutName))[0]!.name).toBe(withoutName.split("@")[0]);
  });

  it("never takes an image from sign-up (only Google gives one)", async () => {
    const email = uniqueEmail("img");
    await app.client().post("/api/auth/sign-up/email", {
      email,
      password: PASSWORD,
      name: "Img",
      image: "https://evil.example/x.png",
    });
    expect((await users(email))[0]!.image).toBeNull();
  });

  it("answers a registered address exactly as a new one, and emails its owner", async () => {
    const existing = await createUser(app.db, { name: "Owner" });
    const since = Date.now();
    const body = (email: string) => ({
      email,
      password: PASSWORD,
      name: "Someone",
      callbackURL: "/",
    });
    const fresh = await app.client().post("/api/auth/sign-up/email", body(uniqueEmail("fresh")));
    const again = await app.client().post("/api/auth/sign-up/email", body(existing.email));
    expect(again.status).toBe(fresh.status);
    const shape = (json: { token: unknown; user: Record<string, unknown> }) => ({
      token: json.token,
      user: {
        ...json.user,
        id: typeof json.user.id,
        email: "",
        createdAt: typeof json.user.createdAt,
        updatedAt: typeof json.user.updatedAt,
      },
    });
    expect(shape(again.json)).toEqual(shape(fresh.json));
    expect(Object.keys(again.json.user).sort()).toEqual(Object.keys(fresh.json.user).sort());
    expect(
      [...again.headers.keys()].filter((h) => h !== "x-request-id" && h !== "date").sort(),
    ).toEqual([...fresh.headers.keys()].filter((h) => h !== "x-request-id" && h !== "date").sort());

    const mail = await smtp.waitFor(existing.email, { subject: /already have/i, since });
    expect(mail.text).toContain(app.url);
    // Nothing about the account changed.
    const [owner] = await users(existing.email);
    expect(owner).toMatchObject({ name: "Owner", emailVerified: true });
  });

  it("answers sign-in before verifying with 'Email not verified' and sends the link again", async () => {
    const person = await createUser(app.db, { verified: false });
    const since = Date.now();
    const res = await app.client().post("/api/auth/sign-in/email", {
      email: person.email,
      password: person.password,
      callbackURL: "/",
    });
    expect(res.status).toBe(403);
    expect(res.json.error).toEqual({
      code: "emailNotVerified",
      message: "Email not verified. Check your inbox for the verification link.",
    });
    const value = (
      await app.db.select({ value: count() }).from(session).where(eq(session.userId, person.id))
    )[0]!.value;
    expect(value).toBe(0);
    await smtp.waitFor(person.email, { subject: /verify/i, since });
  });

  it("refuses a bad email, a 7- or 129-character password or a 101-character name, creating no user", async () => {
    const cases = [
      { body: { email: uniqueEmail(), password: "x".repeat(7) }, field: "password" },
      { body: { email: uniqueEmail(), password: "x".repeat(129) }, field: "password" },
      { body: { email: uniqueEmail(), password: PASSWORD, name: "n".repeat(101) }, field: "name" },
      { body: { email: `${"e".repeat(250)}@example.test`, password: PASSWORD }, field: "email" },
      { body: { email: "not-an-email", password: PASSWORD }, field: "email" },
      { body: { email: uniqueEmail(), password: 12345678 }, field: "password" },
      {
        body: { email: uniqueEmail(), password: PASSWORD, callbackURL: "https://evil.example/" },
        field: "callbackURL",
      },
      {
        body: { email: uniqueEmail(), password: PASSWORD, callbackURL: "//evil.example/" },
        field: "callbackURL",
      },
    ];
    for (const { body, field } of cases) {
      const res = await app.client().post("/api/auth/sign-up/email", body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json.error.fields).toHaveProperty(field);
      expect(res.json.error).toMatchObject(Object.values(res.json.error.fields)[0]!);
      if (typeof body.email === "string") expect(await users(body.email.toLowerCase())).toEqual([]);
    }
    const value = (
      await app.db
        .select({ value: count() })
        .from(user)
        .where(eq(user.name, "n".repeat(101)))
    )[0]!.value;
    expect(value).toBe(0);
  });

  it("accepts exactly 8 and 128 characters, and a 100-character name", async () => {
    for (const body of [
      { email: uniqueEmail(), password: "p".repeat(8) },
      { email: uniqueEmail(), password: "p".repeat(128), name: "n".repeat(100) },
    ]) {
      expect((await app.client().post("/api/auth/sign-up/email", body)).status).toBe(200);
    }
  });

  it("answers malformed and non-JSON bodies with 400 in the error shape", async () => {
    const client = app.client();
    const broken = await client.request("POST", "/api/auth/sign-up/email", "{nope", {
      "content-type": "application/json",
    });
    expect(broken.status).toBe(400);
    expect(broken.json.error.code).toBe("badJson");
    const form = await client.request(
      "POST",
      "/api/auth/sign-up/email",
      "email=a%40b.c&password=12345678",
      {
        "content-type": "application/x-www-form-urlencoded",
      },
    );
    expect(form.status).toBe(400);
    expect(form.json.error.code).toBe("notJson");
  });

  it("sends an expired or forged verification link back with an error, signing no one in", async () => {
    const client = app.client();
    const res = await getWithoutFollowing(
      client,
      "/api/auth/verify-email?token=forged&callbackURL=%2Fverified%3Fnext%3D%252F",
    );
    expect(res.status).toBe(302);
    expect(res.location).toMatch(/^\/verified\?next=%2F&error=INVALID_TOKEN$/);
    expect(client.cookies.size).toBe(0);
  });
});
