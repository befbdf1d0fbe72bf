// User text that looks like HTML or script is shown as text, everywhere it appears: names,
// event title and description, link title, description and URL, the winner, the invite page.
// The test fails if any dialog opens or any injected handler or script runs; a second test
// shows the content security policy would stop inline script even if some did get into the page.
import type { Page } from "@playwright/test";
import {
  closeEvent,
  createEventAs,
  joinAs,
  share,
  shortlist,
  vote,
} from "../support/factories/actions";
import { expect, saveScreenshots, test } from "./support/fixtures";
import { signUpVerified } from "./support/people";
import { cleanUrl } from "../../src/shared/core/clean-url";

const origin = () => process.env.HUDDLE_URL!;

// Each payload, if it ever became markup, would set window.__xss or open a dialog.
const NAME_A = `<img src=x onerror="window.__xss='name'">`;
const NAME_B = `"><script>window.__xss='name2'</script>`;
const EVENT_TITLE = `<script>window.__xss='title'</script><b>Dinner</b>`;
const EVENT_DESCRIPTION = `<img src=x onerror="alert('description')"><a href="javascript:alert(1)">click</a>`;
const LINK_TITLE = `<svg onload="alert('link')"></svg>Pizza <i>&amp;</i> pasta`;
const LINK_DESCRIPTION = `<iframe src="javascript:alert('frame')"></iframe>{{constructor.constructor('alert(1)')()}}`;
const LINK_URL = `https://example.com/menu?q="><script>alert(1)</script>`;

/** Fails the test on any dialog (alert, confirm, prompt) the page opens. */
function trapDialogs(page: Page, opened: string[]) {
  page.on("dialog", (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
}

async function expectNothingRan(page: Page, opened: string[]) {
  expect(opened, "dialogs opened").toEqual([]);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  // No element the payloads would have made exists in the page.
  const injected = await page.evaluate(
    () =>
      document.querySelectorAll(
        'img[src="x"], svg[onload], iframe, script:not([src]), a[href^="javascript:"], b, i',
      ).length,
  );
  expect(injected, "elements made from user text").toBe(0);
}

test("HTML and script in names, events and links render as text", async ({
  page,
  person: ann,
  newPerson,
}) => {
  const opened: string[] = [];
  const bob = await newPerson();
  const visitor = await newPerson();
  for (const person of [ann, bob, visitor]) trapDialogs(person.page, opened);

  await signUpVerified(ann, { name: NAME_A });
  await signUpVerified(bob, { name: NAME_B });
  const event = await createEventAs(ann, EVENT_TITLE, EVENT_DESCRIPTION);
  await joinAs(bob, event.invitationCode);
  const link = await share(bob, event.id, {
    url: LINK_URL,
    title: LINK_TITLE,
    description: LINK_DESCRIPTION,
  });
  await shortlist(ann, event.id, link.id);
  await vote(ann, event.id, link.id, "up");

  await page.goto("/dashboard");
  await expect(page.getByText(EVENT_TITLE, { exact: true }).first()).toBeVisible();
  await expectNothingRan(page, opened);

  await page.goto(`/event/${event.id}`);
  await expect(page.getByRole("heading", { name: EVENT_TITLE })).toBeVisible();
  await expect(page.getByText(EVENT_DESCRIPTION, { exact: true })).toBeVisible();
  await expect(page.getByText(LINK_TITLE, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(LINK_DESCRIPTION, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(NAME_B, { exact: false }).first()).toBeVisible();
  // The URL is a link's address, never markup (stored cleaned: the parser percent-encodes it).
  const stored = cleanUrl(LINK_URL)!;
  expect(stored).not.toContain("<");
  await expect(page.locator(`a[href="${stored.replace(/"/g, '\\"')}"]`).first()).toBeAttached();
  await expectNothingRan(page, opened);
  await saveScreenshots(page, "xss-event-links");

  await page.getByRole("tab", { name: "Shortlist & Voting" }).click();
  await expect(page.getByText(LINK_TITLE, { exact: true }).first()).toBeVisible();
  await expectNothingRan(page, opened);

  // Closed: the winner is announced with the link's title.
  await closeEvent(ann, event.id);
  await page.reload();
  await expect(page.getByText(LINK_TITLE, { exact: true }).first()).toBeVisible();
  await expectNothingRan(page, opened);
  await saveScreenshots(page, "xss-event-closed");

  // The member list, on Bob's screen, where Ann's name is someone else's.
  await bob.page.goto(`/event/${event.id}`);
  await bob.page.getByRole("tab", { name: "Members" }).click();
  await expect(bob.page.getByText(NAME_A, { exact: false }).first()).toBeVisible();
  await expect(bob.page.getByText(NAME_B, { exact: false }).first()).toBeVisible();
  await expectNothingRan(bob.page, opened);
  await saveScreenshots(bob.page, "xss-event-members");

  // Signed out, the invite page shows the title behind the code.
  await visitor.page.goto(`/invite/${event.invitationCode}`);
  await expect(visitor.page.getByText(EVENT_TITLE, { exact: false }).first()).toBeVisible();
  await expectNothingRan(visitor.page, opened);
});

test("the content security policy stops inline script that got into a page", async ({
  browser,
}) => {
  // A context of its own: the refusals Chromium reports as console errors are the point here.
  const context = await browser.newContext({ baseURL: origin(), serviceWorkers: "block" });
  const page = await context.newPage();
  const refusals: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  await page.goto("/");
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__csp = 'script'";
    document.body.append(script);
    document.body.insertAdjacentHTML("beforeend", `<img src="x" onerror="window.__csp='handler'">`);
  });
  await expect.poll(() => refusals.length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => (window as { __csp?: unknown }).__csp)).toBeUndefined();
  await context.close();
});
