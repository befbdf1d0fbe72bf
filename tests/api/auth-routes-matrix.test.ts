// Better Auth's routes under /api/auth: a small table of the ones Huddle exposes × {signed out,
// signed in} with the status each answers, and 404 for every disabled one. A refused request
// changes nothing (accounts, sessions and verifications included). An endpoint Better Auth
// offers that is in neither list fails the first test, so an upgrade cannot expose one quietly.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DISABLED_AUTH_PATHS } from "../../src/server/auth/auth";
import { createUser, uniqueEmail, PASSWORD, people } from "../support/factories/people";
import { DATA_TABLES, snapshotTables } from "../support/snapshot";
import { startTestApp, type TestApp, type TestClient } from "../support/test-app";

const TABLES = [...DATA_TABLES, "account", "session", "verification"];

let app: TestApp;
let registered: { email: string; password: string };
beforeAll(async () => {
  app = await startTestApp();
  registered = await createUser(app.db);
});
afterAll(() => app.close());

type AuthRow = {
  method: "GET" | "POST";
  /** Below /api/auth, as Better Auth names the endpoint. */
  endpoint: string;
  /** What is sent: the path (with any query) and body. */
  request: () => { path: string; body?: unknown };
  /** Signed out, signed in. */
  expected: readonly [number, number];
};

// Without SMTP the test app runs with verification off, and Google is not configured here
// (accounts tests and the browser tests cover both switched on).
const EXPOSED: AuthRow[] = [
  {
    method: "POST",
    endpoint: "/sign-up/email",
    request: () => ({
      path: "/sign-up/email",
      body: { email: uniqueEmail("signup"), password: PASSWORD, name: "New person" },
    }),
    expected: [200, 200],
  },
  {
    method: "POST",
    endpoint: "/sign-in/email",
    request: () => ({ path: "/sign-in/email", body: registered }),
    expected: [200, 200],
  },
  // Taking part as a guest: signed out only (someone signed in is refused, nothing made).
  {
    method: "POST",
    endpoint: "/sign-in/anonymous",
    request: () => ({ path: "/sign-in/anonymous", body: { name: "A guest" } }),
    expected: [200, 400],
  },
  {
    method: "POST",
    endpoint: "/sign-in/social",
    request: () => ({ path: "/sign-in/social", body: { provider: "google" } }),
    expected: [404, 404],
  },
  // Google's return; with no provider configured it sends the browser to the error page.
  {
    method: "GET",
    endpoint: "/callback/:id",
    request: () => ({ path: "/callback/google?code=forged&state=forged" }),
    expected: [302, 302],
  },
  {
    method: "POST",
    endpoint: "/callback/:id",
    request: () => ({ path: "/callback/google", body: { code: "forged", state: "forged" } }),
    expected: [302, 302],
  },
  {
    method: "GET",
    endpoint: "/get-session",
    request: () => ({ path: "/get-session" }),
    expected: [200, 200],
  },
  {
    method: "POST",
    endpoint: "/get-session",
    request: () => ({ path: "/get-session", body: {} }),
    expected: [405, 405],
  },
  {
    method: "POST",
    endpoint: "/sign-out",
    request: () => ({ path: "/sign-out", body: {} }),
    expected: [200, 200],
  },
  {
    method: "POST",
    endpoint: "/revoke-sessions",
    request: () => ({ path: "/revoke-sessions", body: {} }),
    expected: [401, 200],
  },
  {
    method: "GET",
    endpoint: "/verify-email",
    request: () => ({ path: "/verify-email?token=forged&callbackURL=/" }),
    expected: [302, 302],
  },
  {
    method: "POST",
    endpoint: "/send-verification-email",
    request: () => ({ path: "/send-verification-email", body: { email: registered.email } }),
    expected: [400, 400],
  },
  {
    method: "POST",
    endpoint: "/request-password-reset",
    request: () => ({ path: "/request-password-reset", body: { email: registered.email } }),
    expected: [200, 200],
  },
  {
    method: "POST",
    endpoint: "/reset-password",
    request: () => ({
      path: "/reset-password",
      body: { token: "forged", newPassword: "another long password" },
    }),
    expected: [400, 400],
  },
  {
    method: "GET",
    endpoint: "/reset-password/:token",
    request: () => ({ path: "/reset-password/forged?callbackURL=/reset-password" }),
    expected: [302, 302],
  },
  // Settings (decision 203). A too-short new password is refused before Better Auth runs (its
  // answers for a signed-in person are in account-settings.test.ts).
  {
    method: "POST",
    endpoint: "/change-password",
    request: () => ({
      path: "/change-password",
      body: { currentPassword: "a wrong password", newPassword: "short" },
    }),
    expected: [400, 400],
  },
  {
    method: "POST",
    endpoint: "/change-email",
    request: () => ({ path: "/change-email", body: { newEmail: uniqueEmail("moved") } }),
    expected: [401, 200],
  },
  {
    method: "GET",
    endpoint: "/list-sessions",
    request: () => ({ path: "/list-sessions" }),
    expected: [401, 200],
  },
  {
    method: "POST",
    endpoint: "/revoke-session",
    request: () => ({ path: "/revoke-session", body: { id: "no-such-session" } }),
    expected: [401, 404],
  },
  {
    method: "GET",
    endpoint: "/list-accounts",
    request: () => ({ path: "/list-accounts" }),
    expected: [401, 200],
  },
  { method: "GET", endpoint: "/ok", request: () => ({ path: "/ok" }), expected: [200, 200] },
  { method: "GET", endpoint: "/error", request: () => ({ path: "/error" }), expected: [200, 200] },
];

async function send(client: TestClient, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { origin: client.origin };
  if (client.cookies.size)
    headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  if (body !== undefined) headers["content-type"] = "application/json";
  // Redirects are answers too: the status of the hop itself is what is checked.
  const res = await fetch(`${client.base}/api/auth${path}`, {
    method,
    headers,
    redirect: "manual",
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json, location: res.headers.get("location") };
}

const roles = ["signed out", "signed in"] as const;

async function clientFor(role: (typeof roles)[number]) {
  if (role === "signed out") return app.client();
  const [person] = await people(app, 1);
  return person!.client;
}

it("lists every endpoint Better Auth offers as exposed or disabled", () => {
  const offered = Object.values(
    app.auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>,
  )
    .filter((endpoint) => endpoint.path)
    .flatMap((endpoint) =>
      [endpoint.options?.method ?? []].flat().map((m) => `${m} ${endpoint.path}`),
    );
  const exposed = new Set(EXPOSED.map((row) => `${row.method} ${row.endpoint}`));
  const disabled = new Set<string>(DISABLED_AUTH_PATHS);
  const unlisted = offered.filter((e) => !exposed.has(e) && !disabled.has(e.split(" ")[1]!));
  expect(unlisted).toEqual([]);
  expect([...exposed].filter((e) => !offered.includes(e))).toEqual([]);
  const offeredPaths = new Set(offered.map((e) => e.split(" ")[1]));
  expect(DISABLED_AUTH_PATHS.filter((p) => !offeredPaths.has(p))).toEqual([]);
});

describe.each(EXPOSED.map((row) => ({ ...row, name: `${row.method} ${row.endpoint}` })))(
  "$name",
  (row) => {
    it.each(roles.map((role, i) => ({ role, expected: row.expected[i]! })))(
      "$role → $expected",
      async ({ role, expected }) => {
        const client = await clientFor(role);
        const { path, body } = row.request();
        const before = await snapshotTables(app.db, TABLES);
        const res = await send(client, row.method, path, body);
        expect(res.status, res.text.slice(0, 300)).toBe(expected);
        if (expected >= 400) {
          expect(res.json).toMatchObject({
            error: { code: expect.any(String), message: expect.any(String) },
          });
          expect(await snapshotTables(app.db, TABLES)).toEqual(before);
        }
        // A redirect never leaves the site.
        if (res.location) expect(new URL(res.location, app.url).origin).toBe(app.url);
      },
    );
  },
);

describe.each(DISABLED_AUTH_PATHS.map((path) => ({ path })))("disabled: $path", ({ path }) => {
  it.each(roles.flatMap((role) => (["GET", "POST"] as const).map((method) => ({ role, method }))))(
    "$method as $role → 404, changing nothing",
    async ({ role, method }) => {
      const client = await clientFor(role);
      const before = await snapshotTables(app.db, TABLES);
      const res = await send(client, method, path, method === "POST" ? {} : undefined);
      expect(res.status, res.text).toBe(404);
      expect(res.json).toEqual({ error: { code: "notFound", message: "Not found" } });
      expect(await snapshotTables(app.db, TABLES)).toEqual(before);
    },
  );
});
