// "Your account" on the Settings page (decisions 203 and 204): change password, change email
// (mail off and on), the list of sessions and signing one out. Every refusal is checked to have
// changed nothing; a signed-out session is checked to stop working at once (on PostgreSQL on
// another instance too).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { account, rateLimits, session, user } from "../../src/server/db/schema";
import { createEventAs } from "../support/factories/events";
import {
  createUser,
  people,
  signIn,
  signedInUser,
  uniqueEmail,
  PASSWORD,
  type SignedInUser,
} from "../support/factories/people";
import { snapshotTables } from "../support/snapshot";
import { linkIn } from "../support/smtp-catcher";
import { startTestApp, type TestApp, type TestClient } from "../support/test-app";
import { getWithoutFollowing, isErrorShape, sessionCookie, startAppWithMail } from "./auth-helpers";

const postgres = process.env.HUDDLE_TEST_DB === "postgres";
const TABLES = ["user", "account", "session", "verification"];
const NEW_PASSWORD = "a brand new password";

let app: TestApp;
/** On PostgreSQL a second instance on the same database; on PGlite the same app (its cache). */
let second: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  second = postgres ? await startTestApp({ database: app.database }) : app;
});
afterAll(async () => {
  if (second !== app) await second.close();
  await app.close();
});

/** The same person signed in again from another client (a second device). */
async function secondDevice(person: SignedInUser, on: TestApp = app) {
  const client = on.client();
  await signIn(client, { email: person.email, password: person.password });
  return client;
}

const wrongPasswordCount = async (email: string) => {
  const rows = await app.db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(eq(rateLimits.key, `wrong-password:${email}`));
  return rows.reduce((sum, row) => sum + row.count, 0);
};

const signInAgain = (email: string, password: string) =>
  app.client().post("/api/auth/sign-in/email", { email, password });

describe("change password", () => {
  it("changes it: the old one stops working, the new one works, other sessions stay by default", async () => {
    const person = await signedInUser(app);
    const other = await secondDevice(person);
    const res = await person.client.post("/api/auth/change-password", {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status, res.text).toBe(200);
    expect((await signInAgain(person.email, PASSWORD)).status).toBe(401);
    expect((await signInAgain(person.email, NEW_PASSWORD)).status).toBe(200);
    expect((await person.client.get("/api/me")).status).toBe(200);
    expect((await other.get("/api/me")).status).toBe(200);
  });

  it("signs out every other device when asked, and keeps this one signed in", async () => {
    const person = await signedInUser(app);
    const other = await secondDevice(person);
    const elsewhere = second.client();
    elsewhere.cookies.set(...sessionCookie(other));
    expect((await elsewhere.get("/api/me")).status).toBe(200);
    const res = await person.client.post("/api/auth/change-password", {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: true,
    });
    expect(res.status, res.text).toBe(200);
    // Better Auth's answer carries the new session's token; the cookie already does.
    expect((await person.client.get("/api/me")).status).toBe(200);
    expect((await other.get("/api/me")).status).toBe(401);
    expect((await elsewhere.get("/api/me")).status).toBe(401);
    const sessions = await app.db.select().from(session).where(eq(session.userId, person.id));
    expect(sessions).toHaveLength(1);
  });

  it("refuses a wrong current password with 400, counts it as a wrong password, changes nothing", async () => {
    const person = await signedInUser(app);
    const before = await snapshotTables(app.db, TABLES);
    const res = await person.client.post("/api/auth/change-password", {
      currentPassword: "not my password",
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: true,
    });
    expect(res.status).toBe(400);
    expect(isErrorShape(res.json)).toBe(true);
    expect(res.json.error).toEqual({
      code: "wrongCurrentPassword",
      message: "Your current password is not correct.",
    });
    expect(await snapshotTables(app.db, TABLES)).toEqual(before);
    expect(await wrongPasswordCount(person.email)).toBe(1);
    // A right one is given back.
    const ok = await person.client.post("/api/auth/change-password", {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(ok.status).toBe(200);
    expect(await wrongPasswordCount(person.email)).toBe(1);
  });

  it("shares the wrong-password limit with sign-in: a stolen session cannot guess without end", async () => {
    const limited = await startTestApp({ env: { RATE_LIMIT_WRONG_PASSWORD_PER_15_MINUTES: "3" } });
    try {
      // Its tries may straddle a 15-minute window's end (they took 5 s alone, 60 in a full run):
      // the limit is a sliding window (http/rate-limit.ts), so they count all the same.
      const person = await signedInUser(limited);
      const guess = () =>
        person.client.post("/api/auth/change-password", {
          currentPassword: "a guess",
          newPassword: NEW_PASSWORD,
        });
      // One wrong sign-in and two wrong current passwords use up the three.
      expect(
        (
          await limited.client().post("/api/auth/sign-in/email", {
            email: person.email,
            password: "wrong",
          })
        ).status,
      ).toBe(401);
      expect((await guess()).status).toBe(400);
      expect((await guess()).status).toBe(400);
      const before = await snapshotTables(limited.db, TABLES);
      const refused = await person.client.post("/api/auth/change-password", {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(refused.status).toBe(429);
      expect(isErrorShape(refused.json)).toBe(true);
      expect(await snapshotTables(limited.db, TABLES)).toEqual(before);
      // Sign-in is refused too, even with the right password.
      expect(
        (
          await limited.client().post("/api/auth/sign-in/email", {
            email: person.email,
            password: PASSWORD,
          })
        ).status,
      ).toBe(429);
    } finally {
      await limited.close();
    }
    // Sign-ups and password checks are scrypt's: 60 s in a full run beside other files.
  }, 120_000);

  it.each([
    [
      "too short a new password",
      { currentPassword: PASSWORD, newPassword: "short" },
      "newPassword",
    ],
    ["no current password", { newPassword: NEW_PASSWORD }, "currentPassword"],
    [
      "a non-boolean revokeOtherSessions",
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: "yes" },
      "revokeOtherSessions",
    ],
  ])("refuses %s with 400 naming the field, changing nothing", async (_, body, field) => {
    const person = await signedInUser(app);
    const before = await snapshotTables(app.db, TABLES);
    const res = await person.client.post("/api/auth/change-password", body);
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toHaveProperty(field);
    expect(await snapshotTables(app.db, TABLES)).toEqual(before);
    expect(await wrongPasswordCount(person.email)).toBe(0);
  });

  it("tells an account made with Google that it has no password", async () => {
    const [person] = await people(app, 1, "Google");
    await app.db.insert(account).values({
      id: randomUUID(),
      accountId: `google-${randomUUID()}`,
      providerId: "google",
      userId: person!.id,
    });
    const accounts = await person!.client.get("/api/auth/list-accounts");
    expect(accounts.json).toEqual([{ providerId: "google" }]);
    const before = await snapshotTables(app.db, TABLES);
    const res = await person!.client.post("/api/auth/change-password", {
      currentPassword: "anything at all",
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("noPassword");
    expect(await snapshotTables(app.db, TABLES)).toEqual(before);
  });

  it("lists a password account's sign-in method as credential only (no ids)", async () => {
    const person = await signedInUser(app);
    expect((await person.client.get("/api/auth/list-accounts")).json).toEqual([
      { providerId: "credential" },
    ]);
  });

  it("refuses a signed-out visitor with 401", async () => {
    const res = await app.client().post("/api/auth/change-password", {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(401);
    expect(isErrorShape(res.json)).toBe(true);
  });
});

describe("change email, mail off", () => {
  it("changes it at once, in lower case; the new address signs in, the old one does not", async () => {
    const person = await signedInUser(app);
    const next = uniqueEmail("Moved").replace("moved", "MoVeD");
    const res = await person.client.post("/api/auth/change-email", { newEmail: `  ${next} ` });
    expect(res.status, res.text).toBe(200);
    expect((await person.client.get("/api/me")).json.email).toBe(next.toLowerCase());
    expect((await signInAgain(next.toLowerCase(), PASSWORD)).status).toBe(200);
    expect((await signInAgain(person.email, PASSWORD)).status).toBe(401);
  });

  it("changes a Google account's address too", async () => {
    const [person] = await people(app, 1, "Google");
    const next = uniqueEmail("google-moved");
    const res = await person!.client.post("/api/auth/change-email", { newEmail: next });
    expect(res.status, res.text).toBe(200);
    expect((await person!.client.get("/api/me")).json.email).toBe(next);
  });

  it("refuses a taken address with 409, changing nothing", async () => {
    const person = await signedInUser(app);
    const other = await createUser(app.db);
    const before = await snapshotTables(app.db, TABLES);
    const res = await person.client.post("/api/auth/change-email", {
      newEmail: other.email.toUpperCase(),
    });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      error: { code: "emailTaken", message: "An account with this email already exists." },
    });
    expect(await snapshotTables(app.db, TABLES)).toEqual(before);
  });

  it.each([
    ["a malformed address", { newEmail: "not an email" }],
    ["an address too long", { newEmail: `${"a".repeat(250)}@example.test` }],
    ["no address", {}],
    ["a number", { newEmail: 42 }],
    ["a callback to another site", { newEmail: uniqueEmail(), callbackURL: "https://evil.test/" }],
  ])("refuses %s with 400, changing nothing", async (_, body) => {
    const person = await signedInUser(app);
    const before = await snapshotTables(app.db, TABLES);
    const res = await person.client.post("/api/auth/change-email", body);
    expect(res.status).toBe(400);
    expect(isErrorShape(res.json)).toBe(true);
    expect(await snapshotTables(app.db, TABLES)).toEqual(before);
  });

  it("refuses the address one already has with 400", async () => {
    const person = await signedInUser(app);
    const res = await person.client.post("/api/auth/change-email", { newEmail: person.email });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("sameEmail");
  });

  it("refuses a signed-out visitor with 401", async () => {
    const res = await app.client().post("/api/auth/change-email", { newEmail: uniqueEmail() });
    expect(res.status).toBe(401);
  });
});

describe("change email, mail on", () => {
  let mailApp: TestApp;
  let smtp: Awaited<ReturnType<typeof startAppWithMail>>["smtp"];
  let close: () => Promise<void>;
  beforeAll(async () => void ({ app: mailApp, smtp, close } = await startAppWithMail()));
  afterAll(() => close());

  it("emails a link to the new address and changes it only when the link is followed", async () => {
    const person = await signedInUser(mailApp);
    const next = uniqueEmail("verified-move");
    const since = Date.now();
    const res = await person.client.post("/api/auth/change-email", {
      newEmail: next,
      callbackURL: "/settings",
    });
    expect(res.status, res.text).toBe(200);
    const mail = await smtp.waitFor(next, { subject: /confirm your new email/i, since });
    expect(mail.text).toContain("Your address changes when you follow the link");
    // Nothing changed yet.
    expect((await person.client.get("/api/me")).json.email).toBe(person.email);
    const follow = await getWithoutFollowing(
      person.client,
      linkIn(mail, mailApp.url + "/api/auth/verify-email"),
    );
    expect(follow.status).toBe(302);
    expect(follow.location).toBe("/settings");
    expect((await person.client.get("/api/me")).json.email).toBe(next);
    const [row] = await mailApp.db.select().from(user).where(eq(user.id, person.id));
    expect(row!.emailVerified).toBe(true);
    expect(
      (await mailApp.client().post("/api/auth/sign-in/email", { email: next, password: PASSWORD }))
        .status,
    ).toBe(200);
  });

  it("answers a taken address as a free one, sends it nothing and changes nothing", async () => {
    const person = await signedInUser(mailApp);
    const other = await createUser(mailApp.db);
    const since = Date.now();
    const users = await snapshotTables(mailApp.db, ["user", "account", "session"]);
    const res = await person.client.post("/api/auth/change-email", { newEmail: other.email });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: true });
    // A free address, asked right after, is mailed; the taken one never is.
    const free = uniqueEmail("free");
    await person.client.post("/api/auth/change-email", { newEmail: free });
    await smtp.waitFor(free, { since });
    expect(smtp.mails.filter((m) => m.to.includes(other.email) && m.receivedAt >= since)).toEqual(
      [],
    );
    expect(await snapshotTables(mailApp.db, ["user", "account", "session"])).toEqual(users);
  });
});

describe("sessions", () => {
  it("lists the account's sessions without their tokens, this one first and marked", async () => {
    const person = await signedInUser(app);
    const other = await secondDevice(person);
    const res = await person.client.get("/api/auth/list-sessions");
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(/token/i);
    const tokens = await app.db
      .select({ token: session.token })
      .from(session)
      .where(eq(session.userId, person.id));
    for (const { token } of tokens) expect(res.text).not.toContain(token);
    expect(res.json).toHaveLength(2);
    expect(res.json.map((s: { current: boolean }) => s.current)).toEqual([true, false]);
    expect(Object.keys(res.json[0]).sort()).toEqual(
      ["createdAt", "current", "expiresAt", "id", "ipAddress", "lastActiveAt", "userAgent"].sort(),
    );
    expect(res.json[0].ipAddress).toBe("127.0.0.1");
    // The other device sees the same two, itself first.
    const seen = await other.get("/api/auth/list-sessions");
    expect(seen.json.map((s: { id: string }) => s.id)).toEqual(
      [...res.json].reverse().map((s: { id: string }) => s.id),
    );
  });

  it("signs another session out: it stops working at once, everywhere", async () => {
    const person = await signedInUser(app);
    const other = await secondDevice(person);
    const event = await createEventAs({ ...person }, "Where to?");
    // Used once already (kept in memory on PGlite), on the other instance on PostgreSQL.
    const elsewhere = second.client();
    elsewhere.cookies.set(...sessionCookie(other));
    expect((await elsewhere.get("/api/me")).status).toBe(200);
    expect((await other.get("/api/me")).status).toBe(200);
    const list = (await person.client.get("/api/auth/list-sessions")).json as {
      id: string;
      current: boolean;
    }[];
    const target = list.find((s) => !s.current)!;
    const res = await person.client.post("/api/auth/revoke-session", { id: target.id });
    expect(res.status, res.text).toBe(200);
    expect((await other.get("/api/me")).status).toBe(401);
    expect((await elsewhere.get("/api/me")).status).toBe(401);
    expect((await elsewhere.get(`/api/events/${event.id}`)).status).toBe(401);
    expect((await person.client.get("/api/me")).status).toBe(200);
    const left = (await person.client.get("/api/auth/list-sessions")).json as { id: string }[];
    expect(left.map((s) => s.id)).not.toContain(target.id);
  });

  it("answers 404 for someone else's session id, and theirs still works", async () => {
    const person = await signedInUser(app);
    const stranger = await signedInUser(app);
    const theirs = (await stranger.client.get("/api/auth/list-sessions")).json[0].id as string;
    const before = await snapshotTables(app.db, TABLES);
    const res = await person.client.post("/api/auth/revoke-session", { id: theirs });
    expect(res.status).toBe(404);
    expect(isErrorShape(res.json)).toBe(true);
    expect(await snapshotTables(app.db, TABLES)).toEqual(before);
    expect((await stranger.client.get("/api/me")).status).toBe(200);
  });

  it("ignores a token sent in place of an id", async () => {
    const person = await signedInUser(app);
    const stranger = await signedInUser(app);
    const [row] = await app.db
      .select({ token: session.token })
      .from(session)
      .where(eq(session.userId, stranger.id));
    const before = await snapshotTables(app.db, TABLES);
    const asToken = await person.client.post("/api/auth/revoke-session", { token: row!.token });
    expect(asToken.status).toBe(400);
    const asId = await person.client.post("/api/auth/revoke-session", { id: row!.token });
    expect(asId.status).toBe(404);
    expect(await snapshotTables(app.db, TABLES)).toEqual(before);
    expect((await stranger.client.get("/api/me")).status).toBe(200);
  });

  it.each([
    { what: "an unknown id", body: { id: randomUUID() }, status: 404 },
    { what: "an empty id", body: { id: "" }, status: 400 },
    { what: "a number", body: { id: 7 }, status: 400 },
    { what: "an id too long", body: { id: "x".repeat(500) }, status: 400 },
  ])("answers $what with $status, changing nothing", async ({ body, status }) => {
    const person = await signedInUser(app);
    const before = await snapshotTables(app.db, TABLES);
    const res = await person.client.post("/api/auth/revoke-session", body);
    expect(res.status).toBe(status);
    expect(isErrorShape(res.json)).toBe(true);
    expect(await snapshotTables(app.db, TABLES)).toEqual(before);
  });

  it("refuses a signed-out visitor with 401", async () => {
    const client: TestClient = app.client();
    expect((await client.get("/api/auth/list-sessions")).status).toBe(401);
    expect((await client.post("/api/auth/revoke-session", { id: randomUUID() })).status).toBe(401);
  });

  it("does not list expired sessions", async () => {
    const person = await signedInUser(app);
    const other = await secondDevice(person);
    const [otherRow] = (await other.get("/api/auth/list-sessions")).json as { id: string }[];
    await app.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(session.userId, person.id), eq(session.id, otherRow!.id)));
    const list = (await person.client.get("/api/auth/list-sessions")).json as { id: string }[];
    expect(list.map((s) => s.id)).not.toContain(otherRow!.id);
  });
});
