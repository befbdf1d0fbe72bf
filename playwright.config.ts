import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, walkBrowserPath } from "./tests/e2e/support/chromium";

// Browser tests drive the system Chromium (never a downloaded browser) against the production
// build, started by the global setup on a free port with a throwaway data folder, a real SMTP
// server and a local OpenID Connect issuer standing in for Google.
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: false,
  // Two spec files at a time: a walk alone uses about three quarters of a core (the browser, the
  // server, the runner), and waits on mail, timers and live messages the rest. A full run with
  // two workers passed beside another worktree's Vitest and browsers (load average 11, 87 of 87;
  // 2026-11-28); on a machine at 12 to 25 one had failed walks that waited past their timeouts.
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // A walk takes up to half a minute beside another on a quiet day, and about three times that
  // on a slow one (CI, 2026-11-28: 2.9 times for the same walks); the longest say 300 s.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    launchOptions: { executablePath: walkBrowserPath(), args: CHROMIUM_ARGS },
    // A failed walk keeps its trace: each action with its timing, the console and the sources,
    // and the failure's screenshot beside it. Not the DOM snapshot of every action, the network
    // (Playwright records it with the snapshots) or the screencast: recording those for every
    // walk, passed or not, took a third of the browser stage's CPU (decision 224). To see them
    // for a failure, run its spec again with `npx playwright test <spec> --trace retain-on-failure`;
    // the server's log of every request is in test-results/server-logs/ either way.
    trace: { mode: "retain-on-failure", snapshots: false, screenshots: false },
    screenshot: "only-on-failure",
    // The service worker (decision 101) would precache the whole app in every new context and
    // answer navigations from its cache. Only installable.spec.ts, which tests it, allows it.
    serviceWorkers: "block",
  },
  // Specs named *.pg.spec.ts need PostgreSQL (several server processes on one database): they
  // run in their own project when TEST_DATABASE_URL is set, as CI sets it.
  projects: [
    { name: "chromium", use: { browserName: "chromium" }, testIgnore: /\.pg\.spec\.ts$/ },
    ...(process.env.TEST_DATABASE_URL
      ? [
          {
            name: "chromium-postgres",
            use: { browserName: "chromium" as const },
            testMatch: /\.pg\.spec\.ts$/,
          },
        ]
      : []),
  ],
});
