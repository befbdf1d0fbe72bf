// Vite's dev server (http://localhost:5173) is a trusted origin only when NODE_ENV=development
// (decision 202). Anywhere else it is some other site: with PUBLIC_URL elsewhere, a write from it
// carrying a member's cookie is 403 and changes nothing, and Better Auth sends no one there after
// signing in or up. (Better Auth checks its callback URLs itself outside tests; here it is asked
// with the same trusted origins it is given.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VITE_DEV_ORIGIN } from "../../src/server/kernel/config";
import { eventWithMembers } from "../support/factories/events";
import { PASSWORD, uniqueEmail } from "../support/factories/people";
import { snapshotTables } from "../support/snapshot";
import { startTestApp, type TestApp, type TestClient } from "../support/test-app";

let production: TestApp;
let development: TestApp;
beforeAll(async () => {
  // PUBLIC_URL is the test server's own address, never Vite's.
  production = await startTestApp({ env: { NODE_ENV: "production" } });
  development = await startTestApp({ env: { NODE_ENV: "development" } });
});
afterAll(async () => {
  await production.close();
  await development.close();
});

/** A member (signed in: their client holds the session cookie). */
async function memberOf(app: TestApp) {
  const client = (await eventWithMembers(app, 1)).members[0]!.client;
  expect(client.cookies.size).toBeGreaterThan(0);
  return client;
}

/** A write sent from Vite's dev origin, with the member's cookie. */
const writeFromVite = (client: TestClient) =>
  client.request("POST", "/api/events", { title: "From Vite" }, { origin: VITE_DEV_ORIGIN });

const callback = `${VITE_DEV_ORIGIN}/dashboard`;

describe("outside development", () => {
  it("refuses a write from Vite's origin with a cookie (403), changing nothing", async () => {
    const member = await memberOf(production);
    const before = await snapshotTables(production.db);
    const res = await writeFromVite(member);
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      error: { code: "crossOrigin", message: "Cross-origin request refused" },
    });
    expect(await snapshotTables(production.db)).toEqual(before);
  });

  it("sends no one to Vite's origin after signing in or up", async () => {
    const context = await production.auth.$context;
    expect(context.isTrustedOrigin(callback, { allowRelativePaths: true })).toBe(false);
    expect(context.isTrustedOrigin("/dashboard", { allowRelativePaths: true })).toBe(true);
    for (const [path, body] of [
      ["/api/auth/sign-up/email", { email: uniqueEmail("vite"), password: PASSWORD }],
      ["/api/auth/sign-in/email", { email: uniqueEmail("vite"), password: PASSWORD }],
    ] as const) {
      const res = await production.client().post(path, { ...body, callbackURL: callback });
      expect(res.status, path).toBe(400);
      expect(res.json.error.fields).toEqual({
        callbackURL: { code: "notLocalPath", message: "Must be a path on this site" },
      });
    }
  });
});

describe("in development", () => {
  it("lets Vite's dev server write, and Better Auth return there", async () => {
    expect((await writeFromVite(await memberOf(development))).status).toBe(201);
    const context = await development.auth.$context;
    expect(context.isTrustedOrigin(callback, { allowRelativePaths: true })).toBe(true);
  });
});
