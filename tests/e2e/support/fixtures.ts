// The browser-test harness: every page fails its test on a page error, a React warning or any
// console error or warning (but Chromium's "Failed to load resource" lines for 4xx answers a
// test provokes, and Playwright's note that it blocked the service worker); a second person is a
// second browser context.
import fs from "node:fs";
import path from "node:path";
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

function watch(page: Page, problems: string[]) {
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    const type = message.type();
    if (type !== "error" && type !== "warning") return;
    const text = message.text();
    if (/Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
    // Playwright's own line where the config blocks service workers (playwright.config.ts).
    if (text === "Service Worker registration blocked by Playwright") return;
    problems.push(`console ${type}: ${text}`);
  });
}

export type Person = { context: BrowserContext; page: Page };

type Fixtures = {
  /** Opens another person's browser (a new context), watched like `page`. */
  newPerson: () => Promise<Person>;
  problems: string[];
};

export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => use(process.env.HUDDLE_URL), // eslint-disable-line no-empty-pattern
  problems: async ({}, use) => use([]), // eslint-disable-line no-empty-pattern
  page: async ({ page, problems }, use) => {
    watch(page, problems);
    await use(page);
    expect(problems, "page errors and console errors or warnings").toEqual([]);
  },
  newPerson: async ({ browser, problems, serviceWorkers }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await newContext(browser, serviceWorkers);
      contexts.push(context);
      const page = await context.newPage();
      watch(page, problems);
      return { context, page };
    });
    for (const context of contexts) await context.close();
  },
});

export { expect };

/** Like the test's own context: the same base URL, and service workers as the test says. */
async function newContext(browser: Browser, serviceWorkers: "allow" | "block") {
  return browser.newContext({ baseURL: process.env.HUDDLE_URL, serviceWorkers });
}

/** No serious or critical accessibility violations on the page as it is now. */
export async function expectAccessible(page: Page, label = "page") {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
  expect(bad, `axe violations on ${label}`).toEqual([]);
}

/** Nothing on the page sticks out sideways: no horizontal scroll at the page's current width. */
export async function expectNoHorizontalScroll(page: Page, message?: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, message).toBeLessThanOrEqual(0);
}

/** Saves full-page screenshots at a phone width (390 px) and a laptop width (1280 px). */
export async function saveScreenshots(page: Page, name: string) {
  const dir = path.resolve("test-results/screenshots");
  fs.mkdirSync(dir, { recursive: true });
  const original = page.viewportSize();
  // From the top, so a sticky header is drawn where a person first sees it.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.screenshot({
      path: path.join(dir, `${name}-${width}.png`),
      fullPage: true,
      animations: "disabled",
    });
  }
  if (original) await page.setViewportSize(original);
}
