// Rate limits on accounts, with the real default values: 5 wrong passwords per email per 15
// minutes from any number of IPs; sign-in and sign-up 10 a minute per IP; reset and verification
// emails 3 per 10 minutes per IP. TRUST_PROXY=1 lets the test choose the client's address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, PASSWORD, uniqueEmail } from "../support/factories/people";
import { startTestApp, type TestApp } from "../support/test-app";
import { isErrorShape } from "./auth-helpers";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    env: {
      TRUST_PROXY: "1",
      RATE_LIMIT_WRONG_PASSWORD_PER_15_MINUTES: "5",
      RATE_LIMIT_AUTH_PER_MINUTE: "10",
      RATE_LIMIT_EMAIL_PER_10_MINUTES: "3",
    },
  });
});
afterAll(() => app.close());

let ipCounter = 0;
/** A new client address, never used before in this file. */
const newIp = () => `198.51.100.${++ipCounter}`;

const signInFrom = (ip: string, email: string, password: string) =>
  app
    .client()
    .request("POST", "/api/auth/sign-in/email", { email, password }, { "x-forwarded-for": ip });

describe("wrong passwords per email", () => {
  it("refuses the 6th wrong password from one IP with 429, and the right one too while it lasts", async () => {
    const person = await createUser(app.db);
    const ip = newIp();
    for (let i = 0; i < 5; i++)
      expect((await signInFrom(ip, person.email, "wrong password " + i)).status).toBe(401);
    const sixth = await signInFrom(ip, person.email, "wrong password 6");
    expect(sixth.status).toBe(429);
    expect(sixth.json.error).toEqual({
      code: "tooManySignIns",
      message:
        "Too many failed sign-in attempts for this email. Please wait 15 minutes and try again.",
    });
    expect(isErrorShape(sixth.json)).toBe(true);
    expect((await signInFrom(newIp(), person.email, PASSWORD)).status).toBe(429);
  });

  it("refuses the 6th wrong password when each comes from a different IP", async () => {
    const person = await createUser(app.db);
    for (let i = 0; i < 5; i++)
      expect((await signInFrom(newIp(), person.email, "wrong " + i)).status).toBe(401);
    expect((await signInFrom(newIp(), person.email, "wrong again")).status).toBe(429);
    // Upper case and spaces are the same address.
    expect((await signInFrom(newIp(), `  ${person.email.toUpperCase()} `, "wrong")).status).toBe(
      429,
    );
  });

  it("leaves another email from another IP unaffected", async () => {
    const victim = await createUser(app.db);
    const other = await createUser(app.db);
    for (let i = 0; i < 6; i++) await signInFrom(newIp(), victim.email, "wrong " + i);
    expect((await signInFrom(newIp(), other.email, PASSWORD)).status).toBe(200);
    expect((await signInFrom(newIp(), other.email, "wrong once")).status).toBe(401);
  });

  it("counts unknown addresses too, with the same answers as a known one", async () => {
    const email = uniqueEmail("ghost");
    for (let i = 0; i < 5; i++) {
      const res = await signInFrom(newIp(), email, "guess " + i);
      expect(res.status).toBe(401);
      expect(res.json.error.code).toBe("invalidCredentials");
    }
    expect((await signInFrom(newIp(), email, "guess 6")).status).toBe(429);
  });

  it("does not count right passwords, so someone who signs in often is never locked out", async () => {
    const person = await createUser(app.db);
    for (let i = 0; i < 8; i++)
      expect((await signInFrom(newIp(), person.email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await signInFrom(newIp(), person.email, "wrong " + i)).status).toBe(401);
    expect((await signInFrom(newIp(), person.email, PASSWORD)).status).toBe(429);
  });

  it("holds against a burst of parallel wrong passwords", async () => {
    const person = await createUser(app.db);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signInFrom(newIp(), person.email, "burst " + i)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBe(5);
    expect(statuses.filter((s) => s === 429).length).toBe(7);
  });
});

describe("per client IP", () => {
  it("allows 10 sign-ins a minute from one IP, then 429 there while another IP is fine", async () => {
    const person = await createUser(app.db);
    const ip = newIp();
    for (let i = 0; i < 10; i++) {
      const res = await signInFrom(ip, i % 2 ? person.email : uniqueEmail(), PASSWORD);
      expect(res.status).not.toBe(429);
    }
    const eleventh = await signInFrom(ip, person.email, PASSWORD);
    expect(eleventh.status).toBe(429);
    expect(isErrorShape(eleventh.json)).toBe(true);
    expect(eleventh.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await signInFrom(newIp(), person.email, PASSWORD)).status).toBe(200);
  });

  it("allows 10 sign-ups a minute from one IP", async () => {
    const ip = newIp();
    const signUp = () =>
      app
        .client()
        .request(
          "POST",
          "/api/auth/sign-up/email",
          { email: uniqueEmail(), password: PASSWORD },
          { "x-forwarded-for": ip },
        );
    for (let i = 0; i < 10; i++) expect((await signUp()).status).toBe(200);
    expect((await signUp()).status).toBe(429);
  });

  it("allows 3 password-reset emails per 10 minutes from one IP", async () => {
    const ip = newIp();
    const ask = () =>
      app
        .client()
        .request(
          "POST",
          "/api/auth/request-password-reset",
          { email: uniqueEmail() },
          { "x-forwarded-for": ip },
        );
    for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(200);
    const fourth = await ask();
    expect(fourth.status).toBe(429);
    expect(isErrorShape(fourth.json)).toBe(true);
  });

  it("ignores a client's own copy of the header the limiter reads", async () => {
    const person = await createUser(app.db);
    const ip = newIp();
    for (let i = 0; i < 10; i++) {
      await app.client().request(
        "POST",
        "/api/auth/sign-in/email",
        { email: person.email, password: PASSWORD },
        {
          "x-forwarded-for": ip,
          "x-huddle-client-ip": `203.0.113.${i}`,
        },
      );
    }
    expect((await signInFrom(ip, person.email, PASSWORD)).status).toBe(429);
  });
});
