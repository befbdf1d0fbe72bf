import { defineConfig } from "@playwright/test";
import { chromiumPath, CHROMIUM_ARGS } from "./tests/e2e/support/chromium";

// Browser tests drive the system Chromium (never a downloaded browser) against the production
// build, started by the global setup on a free port with a throwaway data folder, a real SMTP
// server and a local OpenID Connect issuer standing in for Google.
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: [["list"]],
  use: {
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
});
