// Helpers for the live-collaboration browser tests: people and events set up through the API,
// and the event page's elements as a person finds them.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { PASSWORD, uniqueEmail } from "./people";

export async function apiCall(
  request: APIRequestContext,
  base: string,
  method: "post" | "put" | "delete",
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
