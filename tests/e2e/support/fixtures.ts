// The browser-test harness: every page fails its test on a page error, a React warning or any
// console error or warning (but Chromium's "Failed to load resource" lines for 4xx answers a
// test provokes, and Playwright's note that it blocked the service worker); a second person is a
// second browser context. Each person has an API client on their context (../../support/api.ts):
// what a test sets up through it (../../support/factories/actions.ts) is done as that person, on
// their pages' session.
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
import axe from "axe-core";
import { PRERENDERED_PAGE_ID } from "../../../src/shared/prerendered";
import { ApiClient, contextSend } from "../../support/api";

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

/** Someone with a browser: its context, a page, and an API client sharing the context's cookies. */
export type Person = { context: BrowserContext; page: Page; client: ApiClient };

/** An API client on this browser context (and its cookies), for the server at `base`. */
export const clientFor = (context: BrowserContext, base = process.env.HUDDLE_URL!) =>
  new ApiClient(base, { send: contextSend(context.request) });

type Fixtures = {
  /** The person whose browser `page` is in. */
  person: Person;
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
  person: async ({ page }, use) =>
    use({ context: page.context(), page, client: clientFor(page.context()) }),
  newPerson: async ({ browser, problems, serviceWorkers }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await newContext(browser, serviceWorkers);
      contexts.push(context);
      const page = await context.newPage();
      watch(page, problems);
      return { context, page, client: clientFor(context) };
    });
    for (const context of contexts) await context.close();
  },
});

export { expect };

/** Like the test's own context: the same base URL, and service workers as the test says. */
async function newContext(browser: Browser, serviceWorkers: "allow" | "block") {
  return browser.newContext({ baseURL: process.env.HUDDLE_URL, serviceWorkers });
}

// Every rule of WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices: together these
// are all the rules axe runs by default, plus target-size (2.5.8, AA in WCAG 2.2), which axe leaves
// off unless asked for by its tag (decision 223). Since axe-core 4.14, label-content-name-mismatch
// (WCAG 2.5.3, label in name) is no longer experimental and comes with wcag21a.
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** The widths every accessibility check looks at: a phone and a laptop. */
const AXE_WIDTHS = [390, 1280];

/**
 * No accessibility violation of any impact on the page as it is now, at a phone's width and a
 * laptop's (the page is resized for each, then back to where it was). Axe looks at the page at
 * rest: with reduced motion asked for while it looks, a toast that moves with the resize is read
 * where it stops, not half faded in (its colours measured through its opacity).
 */
export async function expectAccessible(page: Page, label = "page") {
  // Once the app has taken over from the server's paint (decision 222): until then the painted
  // page is inert, and the app's own page not there yet.
  await page.waitForFunction((id) => !document.getElementById(id), PRERENDERED_PAGE_ID);
  const original = page.viewportSize();
  const problems: string[] = [];
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const width of AXE_WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    for (const v of await axeViolations(page)) problems.push(`${width} px: ${v}`);
  }
  await page.emulateMedia({ reducedMotion: null });
  if (original) await page.setViewportSize(original);
  expect(problems, `axe violations on ${label}`).toEqual([]);
}

/**
 * Axe on the page without its toasts (their colours are the toaster's, not this page's): each
 * toast is closed as its close button closes it (clicked in the page, so focus stays where it
 * is) rather than waited out, four seconds each; one that opens meanwhile is waited for.
 */
export async function expectAccessibleWithoutToasts(page: Page, label = "page") {
  const toasts = page.locator("[data-sonner-toast]");
  await toasts.evaluateAll((all) =>
    all.forEach((toast) => toast.querySelector<HTMLElement>("[data-close-button]")?.click()),
  );
  await expect(toasts).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page, label);
}

/**
 * What axe finds on the whole page with AXE_TAGS, one line per rule: "<id> (<impact>): <help> —
 * <targets>". On a page without frames (all of Huddle's), axe-core runs in the page itself, put
 * there once per document: AxeBuilder would inject it again for every run and finish each run in
 * a new blank page, about two seconds a run for the same rules and the same answer (checked on a
 * page with twelve violations). A page with frames goes through AxeBuilder, frames and all.
 */
async function axeViolations(page: Page): Promise<string[]> {
  type Found = { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] };
  let violations: Found[];
  if (page.frames().length > 1) {
    violations = (await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations;
  } else {
    if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
    violations = await page.evaluate(
      (tags) =>
        (window as unknown as { axe: typeof axe }).axe
          .run(document, { runOnly: { type: "tag", values: tags } })
          .then((results) =>
            results.violations.map(({ id, impact, help, nodes }) => ({
              id,
              impact,
              help,
              nodes: nodes.map((node) => ({ target: node.target as unknown[] })),
            })),
          ),
      AXE_TAGS,
    );
  }
  return violations.map((v) => {
    const nodes = v.nodes.map((n) => n.target.join(" ")).join(", ");
    return `${v.id} (${v.impact}): ${v.help} — ${nodes}`;
  });
}

/** Nothing on the page sticks out sideways: no horizontal scroll at the page's current width. */
export async function expectNoHorizontalScroll(page: Page, message?: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  if (overflow <= 0) return;
  // Name what sticks out, so the failure says where to look.
  const wide = await page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>("*")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 5).join(".")}`),
  );
  expect(overflow, `${message ?? "scrolls sideways"}: ${wide.join(", ")}`).toBeLessThanOrEqual(0);
}

/**
 * The sizes a page must fit (decision 223): a 320 px phone (WCAG's reflow width), and a
 * 1280 × 800 laptop at 200 % zoom, which leaves 640 × 400 CSS pixels.
 */
const SMALL_SCREENS = [
  { width: 320, height: 640 },
  { width: 640, height: 400 },
];

/**
 * At 320 px and at 200 % zoom, nothing scrolls sideways and no text is cut off by an overflow it
 * cannot show (text ended with an ellipsis or clamped to lines is cut on purpose, and says so);
 * then the page is resized back.
 */
export async function expectFitsSmallScreens(page: Page, label = "page") {
  const original = page.viewportSize();
  for (const size of SMALL_SCREENS) {
    await page.setViewportSize(size);
    const at = `${label} at ${size.width} × ${size.height}`;
    await expectNoHorizontalScroll(page, `${at} scrolls sideways`);
    expect(await cutOffText(page), `text cut off on ${at}`).toEqual([]);
  }
  if (original) await page.setViewportSize(original);
}

/**
 * Text that lies outside a box hiding its overflow (and not scrolling), so no one can read it.
 * Decorations a box clips on purpose (glows, shapes) are not text and do not count; neither does
 * text ended with an ellipsis or clamped to lines, which shows it is cut, nor text kept for
 * screen readers in a 1 px box.
 */
function cutOffText(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const hides = (value: string) => value === "hidden" || value === "clip";
    for (const clip of document.body.querySelectorAll<HTMLElement>("*")) {
      const style = getComputedStyle(clip);
      const [x, y] = [hides(style.overflowX), hides(style.overflowY)];
      if (!x && !y) continue;
      if (clip.clientWidth <= 1 || clip.clientHeight <= 1) continue;
      const box = clip.getBoundingClientRect();
      const walker = document.createTreeWalker(clip, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        if (meantToBeCut(node.parentElement!, clip)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const text = range.getBoundingClientRect();
        if (text.width === 0 && text.height === 0) continue;
        const outX = x && (text.left < box.left - 1 || text.right > box.right + 1);
        const outY = y && (text.top < box.top - 1 || text.bottom > box.bottom + 1);
        if (outX || outY) {
          const name = `${clip.tagName.toLowerCase()}.${[...clip.classList].slice(0, 4).join(".")}`;
          found.push(`"${node.textContent.trim().slice(0, 40)}" outside ${name}`);
        }
      }
    }
    return found;

    /** Text between `from` and `clip` that is cut on purpose, hidden, or scrolls. */
    function meantToBeCut(from: HTMLElement, clip: HTMLElement) {
      for (let el: HTMLElement | null = from; el && el !== clip; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (style.textOverflow === "ellipsis" || style.webkitLineClamp !== "none") return true;
        if (style.display === "none" || style.visibility === "hidden") return true;
        if ((el.clientWidth <= 1 || el.clientHeight <= 1) && style.overflow !== "visible")
          return true;
        if (/auto|scroll/.test(style.overflowX + style.overflowY)) return true;
      }
      const style = getComputedStyle(clip);
      return style.textOverflow === "ellipsis" || style.webkitLineClamp !== "none";
    }
  });
}

/**
 * Saves full-page screenshots at a phone width (390 px) and a laptop width (1280 px), under
 * test-results/screenshots/, when SCREENSHOTS=1 is set: to look at the screens a change touched,
 * run its specs with it. `npm test` leaves it unset: two resizes and two full-page captures per
 * call were a tenth of the browser tests' time (120 calls, 269 s of 3,089 s on 2026-11-28), for
 * pictures no one looked at in a run; `npm run screenshots` saves every screen in both languages.
 * An open dialog is shot as the screen shows it (`fullPage: false`): the page under it runs on
 * past its overlay.
 */
export async function saveScreenshots(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
) {
  if (process.env.SCREENSHOTS !== "1") return;
  const dir = path.resolve("test-results/screenshots");
  fs.mkdirSync(dir, { recursive: true });
  const original = page.viewportSize();
  // From the top, so a sticky header is drawn where a person first sees it.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.screenshot({
      path: path.join(dir, `${name}-${width}.png`),
      fullPage,
      animations: "disabled",
    });
  }
  if (original) await page.setViewportSize(original);
}
