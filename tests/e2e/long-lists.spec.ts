// A long event page (decision 222): its link cards mount a screenful first and the rest in small
// batches, off-screen cards skip layout until near. Every card still ends up in the page, in
// order, the last one reachable by scrolling, and a link shared live goes on top without
// pushing another out.
import { createEventAs, share } from "../support/factories/actions";
import { expect, expectNoHorizontalScroll, saveScreenshots, test } from "./support/fixtures";
import { signUpVerified } from "./support/people";

const LINKS = 30;

test("thirty links all show, in order, and a live one goes on top", async ({ page, person }) => {
  await signUpVerified(person, { name: "Lena List" });
  const event = await createEventAs(person, "Many places");
  // Shared oldest first: the page lists them newest first, Place 30 at the top.
  for (let i = 1; i <= LINKS; i++)
    await share(person, event.id, `Place ${i}`, `https://place-${i}.example.invalid/`);

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
  await share(person, event.id, "Place new", "https://place-new.example.invalid/");
  await expect(cards).toHaveCount(LINKS + 1);
  await expect(cards.first().getByRole("heading", { level: 3 })).toHaveText("Place new");
  await expect(cards.last().getByRole("heading", { level: 3 })).toHaveText("Place 1");
  await saveScreenshots(page, "event-long-list");
});
