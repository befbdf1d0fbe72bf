// Helpers for the live-collaboration browser tests: people and events set up through the API on
// servers of their own, and the event page's elements as a person finds them.
import type { Browser, Page } from "@playwright/test";
import { createEventAs, joinAs, shortlisted, signUp } from "../../support/factories/actions";
import { clientFor, expect } from "./fixtures";

/** Ann and Bob, each in their own browser on their own server (of one database, without mail:
 * sign-up signs in at once): Ann makes an event with one shortlisted link, and Bob joins it. */
export async function eventAcrossServers(
  browser: Browser,
  ann: { url: string; name: string },
  bob: { url: string; name: string },
  event: { title: string; link: { url: string; title: string } },
) {
  const annContext = await browser.newContext({ baseURL: ann.url, serviceWorkers: "block" });
  const bobContext = await browser.newContext({ baseURL: bob.url, serviceWorkers: "block" });
  const annClient = clientFor(annContext, ann.url);
  const bobClient = clientFor(bobContext, bob.url);
  await signUp(annClient, { name: ann.name });
  await signUp(bobClient, { name: bob.name });
  const made = await createEventAs(annClient, event.title);
  await joinAs(bobClient, made.invitationCode);
  const link = await shortlisted(annClient, made.id, event.link);
  return { annContext, bobContext, annClient, bobClient, event: made, link };
}

/** How long a browser test waits for a change made elsewhere to reach an open page. The page is
 * never reloaded and nothing polls it, so what arrives came over the live stream. How fast it
 * arrives is a performance target, measured by `npm run bench` (live fan-out, p99 within 100 ms);
 * a one-second wait here failed whenever the two-core machine was busy (CI, 2026-11-28). */
export const LIVE = { timeout: 5_000 };

export const linkItem = (page: Page, title: string) =>
  page.getByRole("article", { name: title, exact: true });
export const upvote = (page: Page, title: string) =>
  linkItem(page, title).getByRole("button", { name: new RegExp(`^Upvote ${title},`) });
export const downvote = (page: Page, title: string) =>
  linkItem(page, title).getByRole("button", { name: new RegExp(`^Downvote ${title},`) });

export async function openTab(page: Page, name: "Shared Links" | "Shortlist & Voting" | "Members") {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}
