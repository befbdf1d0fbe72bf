// A long event page (decision 104): its link cards mount a screenful first and the rest in small
// batches, off-screen cards skip layout until near. Every card still ends up in the page, in
// order, the last one reachable by scrolling, and a link shared live goes on top without
// pushing another out.
import type { APIRequestContext } from "@playwright/test";
import type { EventSummary } from "../../src/shared/api";
import { expect, expectNoHorizontalScroll, saveScreenshots, test } from "./support/fixtures";
import { signUpVerified } from "./support/people";

const origin = () => process.env.HUDDLE_URL!;

async function apiPost<T>(request: APIRequestContext, path: string, data: unknown = {}) {
  const res = await request.post(`${origin()}${path}`, { data, headers: { origin: origin() } });
  expect(res.ok(), `POST ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

const LINKS = 30;

test("thirty links all show, in order, and a live one goes on top", async ({ page }) => {
  const { request } = page.context();
  await signUpVerified(request, { name: "Lena List" });
  const event = await apiPost<EventSummary>(request, "/api/events", { title: "Many places" });
  // Shared oldest first: the page lists them newest first, Place 30 at the top.
  for (let i = 1; i <= LINKS; i++) {
    await apiPost(request, `/api/events/${event.id}/links`, {
      url: `https://place-${i}.example.invalid/`,
      title: `Place ${i}`,
    });
  }

  await page.goto(`/event/${event.id}`);
  const cards = page.locator("#all-links-heading ~ ul > li");
  await expect(page.getByRole("heading", { name: `All Links (${LINKS})` })).toBeVisible();
  await expect(cards).toHaveCount(LINKS);
  // Text content: cards off screen are not rendered yet (content-visibility), so they have no
  // innerText, but they are in the page and its accessibility tree.
  const titles = await cards.getByRole("heading", { level: 3 }).allTextContents();
  expect(titles).toEqual(Array.from({ length: LINKS }, (_, i) => `Place ${LINKS - i}`));

  const last = cards.last();
  await last.scrollIntoViewIfNeeded();
  await expect(last.getByRole("heading", { name: "Place 1" })).toBeInViewport();
  await expectNoHorizontalScroll(page);

  // Another member's share arrives live: on top, and Place 1 is still the last card.
  await apiPost(request, `/api/events/${event.id}/links`, {
    url: "https://place-new.example.invalid/",
    title: "Place new",
  });
  await expect(cards).toHaveCount(LINKS + 1);
  await expect(cards.first().getByRole("heading", { level: 3 })).toHaveText("Place new");
  await expect(cards.last().getByRole("heading", { level: 3 })).toHaveText("Place 1");
  await saveScreenshots(page, "event-long-list");
});
