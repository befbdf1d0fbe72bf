// Helpers for the live-collaboration browser tests: people and events set up through the API,
// and the event page's elements as a person finds them.
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { PASSWORD, uniqueEmail } from "./people";

export async function apiCall(
  request: APIRequestContext,
  base: string,
  method: "post" | "put" | "patch" | "delete",
  path: string,
  data?: unknown,
) {
  const res = await request[method](`${base}${path}`, { data, headers: { origin: base } });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.status() === 204 ? undefined : res.json();
}

/** Signs up on a server without mail (verification off: signed in at once). */
export async function signUpDirect(request: APIRequestContext, base: string, name: string) {
  await apiCall(request, base, "post", "/api/auth/sign-up/email", {
    email: uniqueEmail(),
    password: PASSWORD,
    name,
  });
}

/** Ann and Bob, each in their own browser on their own server (of one database): Ann makes an
 * event with one shortlisted link, and Bob joins it. */
export async function eventAcrossServers(
  browser: Browser,
  ann: { url: string; name: string },
  bob: { url: string; name: string },
  event: { title: string; link: { url: string; title: string } },
) {
  const annContext = await browser.newContext({ baseURL: ann.url, serviceWorkers: "block" });
  const bobContext = await browser.newContext({ baseURL: bob.url, serviceWorkers: "block" });
  await signUpDirect(annContext.request, ann.url, ann.name);
  await signUpDirect(bobContext.request, bob.url, bob.name);
  const made = await apiCall(annContext.request, ann.url, "post", "/api/events", {
    title: event.title,
  });
  await apiCall(bobContext.request, bob.url, "post", "/api/events/join", {
    code: made.invitationCode,
  });
  const links = `/api/events/${made.id}/links`;
  const link = await apiCall(annContext.request, ann.url, "post", links, event.link);
  await apiCall(annContext.request, ann.url, "put", `${links}/${link.id}/shortlist`);
  return { annContext, bobContext, event: made as { id: string }, link: link as { id: string } };
}

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
