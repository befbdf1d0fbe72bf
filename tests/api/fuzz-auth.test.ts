// Fuzzing Better Auth's routes as Huddle mounts them (see tests/fuzz/): the JSON ones we check
// against our schemas first, and the links people follow from emails and Google, whose tokens
// and codes arrive in the path and the query string.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, PASSWORD, people } from "../support/factories/people";
import { startTestApp, type TestApp } from "../support/test-app";
import {
  FUZZ_APP,
  FUZZ_RUNS,
  fuzz,
  fuzzTimeout,
  summary,
  type FuzzCounts,
  type FuzzTarget,
} from "../fuzz/run";

let app: TestApp;
let targets: FuzzTarget[];
beforeAll(async () => {
  app = await startTestApp(FUZZ_APP);
  const registered = await createUser(app.db);
  const [signedIn] = await people(app, 1);
  const callers = [app.client(), signedIn!.client];
  const email = { email: registered.email };
  const routes: Array<Omit<FuzzTarget, "callers">> = [
    {
      route: "POST /api/auth/sign-up/email",
      valid: { email: "fuzz.new@example.test", password: PASSWORD, name: "Fuzz" },
    },
    { route: "POST /api/auth/sign-in/email", valid: { ...email, password: PASSWORD } },
    { route: "POST /api/auth/sign-in/social", valid: { provider: "google", callbackURL: "/" } },
    { route: "POST /api/auth/request-password-reset", valid: email },
    {
      route: "POST /api/auth/reset-password",
      valid: { token: "forged-token", newPassword: "another long password" },
    },
    { route: "POST /api/auth/send-verification-email", valid: { ...email, callbackURL: "/" } },
    { route: "GET /api/auth/verify-email" },
    {
      route: "GET /api/auth/reset-password/:token",
      params: { token: { real: "forged-token", other: "another" } },
    },
    { route: "GET /api/auth/callback/:id", params: { id: { real: "google", other: "github" } } },
    { route: "GET /api/auth/get-session" },
    { route: "POST /api/auth/sign-in/anonymous", valid: { name: "Fuzz guest" } },
    {
      route: "POST /api/auth/change-password",
      valid: { currentPassword: PASSWORD, newPassword: "another long password" },
    },
    { route: "POST /api/auth/change-email", valid: { newEmail: "fuzz.moved@example.test" } },
    { route: "POST /api/auth/revoke-session", valid: { id: "no-such-session" } },
    { route: "GET /api/auth/list-sessions" },
  ];
  targets = routes.map((target) => ({ ...target, callers }));
});
const done: FuzzCounts[] = [];
afterAll(async () => {
  console.log(summary("auth", done));
  await app.close();
});

const ROUTES = [
  "POST /api/auth/sign-up/email",
  "POST /api/auth/sign-in/email",
  "POST /api/auth/sign-in/social",
  "POST /api/auth/request-password-reset",
  "POST /api/auth/reset-password",
  "POST /api/auth/send-verification-email",
  "GET /api/auth/verify-email",
  "GET /api/auth/reset-password/:token",
  "GET /api/auth/callback/:id",
  "GET /api/auth/get-session",
  "POST /api/auth/sign-in/anonymous",
  "POST /api/auth/change-password",
  "POST /api/auth/change-email",
  "POST /api/auth/revoke-session",
  "GET /api/auth/list-sessions",
];

describe.each(ROUTES.map((name) => ({ name })))("$name", ({ name }) => {
  it(
    `survives ${FUZZ_RUNS} generated requests`,
    async () => {
      const target = targets.find((t) => t.route === name)!;
      // Accounts are the only data these routes make; nothing needs laying out again.
      const counts = await fuzz({ app, reset: async () => {} }, target);
      done.push(counts);
      expect(counts.cases).toBe(FUZZ_RUNS);
    },
    fuzzTimeout(),
  );
});
