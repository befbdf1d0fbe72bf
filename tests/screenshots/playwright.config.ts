// The screenshot tour (issue #17): every screen in English and German at 390 and 1280 px, saved
// to screenshots/<lang>/<width>/ to be looked at. Not part of `npm test`; run it with
// `npm run build && npm run screenshots`. Same browser, server and settings as the browser tests
// (../../playwright.config.ts), plus a local site for link previews (global-setup.ts).
import { defineConfig } from "@playwright/test";
import e2e from "../../playwright.config";
import { CHROMIUM_ARGS, chromiumPath } from "../e2e/support/chromium";

// Chromium draws its date and time fields in the language of its own menus, which a German
// person's browser has in German; the headless one here is English whatever the page's language.
// This switch makes the fields follow the page's `lang` instead, so the German tour shows them
// as that person would see them.
const germanBrowser = {
  executablePath: chromiumPath(),
  args: [...CHROMIUM_ARGS, "--enable-blink-features=LangAttributeAwareFormControlUI"],
};

export default defineConfig({
  testDir: ".",
  testMatch: "tour.spec.ts",
  outputDir: "../../test-results/screenshots-tour",
  globalSetup: "./global-setup.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: e2e.expect,
  reporter: [["list"]],
  // A step that cannot be done fails within seconds rather than at the test's end.
  use: { ...e2e.use, actionTimeout: 15_000, screenshot: "off" },
  // The language of the browser, as a person's would be: the app follows it on the first visit.
  projects: [
    { name: "en", use: { browserName: "chromium", locale: "en-US", timezoneId: "Europe/London" } },
    {
      name: "de",
      use: {
        browserName: "chromium",
        locale: "de-DE",
        timezoneId: "Europe/Berlin",
        launchOptions: germanBrowser,
      },
    },
  ],
});
