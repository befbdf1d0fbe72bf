// Link cards that say what they are, as two members see them: a pasted URL fills the title and
// shows a preview, the shared card shows Huddle's own copy of the thumbnail, another member's open
// page gets the preview live, the same place shared twice is caught with a way to its card, and
// what pages say of themselves in JSON-LD shows on the cards and sorts the shortlist.
import type { Page } from "@playwright/test";
import { startLocalSite, type LocalSite } from "../support/local-site";
import { createEventAs, joinAs, share, shortlisted, signUp } from "../support/factories/actions";
import { clientFor, expect, expectAccessible, saveScreenshots, test } from "./support/fixtures";
import { linkItem, openTab } from "./support/live-helpers";
import { startHuddle, type HuddleProcess } from "./support/server";

let site: LocalSite;
let huddle: HuddleProcess;
test.beforeAll(async () => {
  site = await startLocalSite();
  // The loopback port is a test-only setting: the server refuses it unless NODE_ENV=test.
  huddle = await startHuddle({
    env: { NODE_ENV: "test", TEST_PREVIEW_LOOPBACK_PORT: String(site.port) },
  });
});
test.afterAll(async () => {
  await huddle?.stop();
  await site?.close();
});

/** The thumbnail of a card has loaded, from Huddle's origin and not the linked site's. */
async function expectThumbnail(page: Page, title: string) {
  const image = linkItem(page, title).locator("img");
  await expect(image).toHaveAttribute("src", /^\/api\/link-previews\/images\/[0-9a-f]{16}$/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test("a pasted link fills its title, shows its preview, and reaches the others live", async ({
  browser,
}) => {
  const base = huddle.url;
  const ann = await browser.newContext({ baseURL: base, serviceWorkers: "block" });
  const bob = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    serviceWorkers: "block",
  });
  const problems: string[] = [];
  const [annClient, bobClient] = [clientFor(ann, base), clientFor(bob, base)];
  // This server sends no mail: a sign-up signs in at once.
  await signUp(annClient, { name: "Ann Preview" });
  await signUp(bobClient, { name: "Bob Preview" });
  const event = await createEventAs(annClient, "Where to?");
  await joinAs(bobClient, event.invitationCode);

  const annPage = await ann.newPage();
  const bobPage = await bob.newPage();
  for (const p of [annPage, bobPage]) {
    p.on("pageerror", (error) => problems.push(error.message));
    p.on("console", (m) => m.type() === "error" && problems.push(m.text()));
    await p.goto(`/event/${event.id}`);
    await expect(p.getByText("2 members")).toBeVisible();
  }
  // Bob's page is never reloaded: this mark would be gone if it were.
  await bobPage.evaluate(() => ((window as { stayed?: boolean }).stayed = true));

  // Ann pastes a URL: the title fills in and the preview shows under the form.
  await annPage.getByLabel("URL").fill(site.url("/og") + "?utm_source=chat");
  await expect(annPage.getByLabel("Title")).toHaveValue("The Open Graph title");
  const preview = annPage.getByRole("figure", { name: "Preview of the page" });
  await expect(preview.getByText("Local Site")).toBeVisible();
  await expect(preview.getByText("The Open Graph description")).toBeVisible();
  await saveScreenshots(annPage, "link-preview-form");

  // She edits the title and shares: the card shows the thumbnail, site name and description.
  await annPage.getByLabel("Title").fill("Harbour view");
  await annPage.getByRole("button", { name: "Share Link" }).click();
  await expect(linkItem(annPage, "Harbour view").getByText("Local Site")).toBeVisible();
  await expect(linkItem(annPage, "Harbour view").getByText(site.url("/og"))).toBeVisible();
  await expectThumbnail(annPage, "Harbour view");
  await expectThumbnail(bobPage, "Harbour view");

  // Bob shares an address nobody looked at yet, through the API: Ann's and Bob's open pages
  // show the card at once, then its preview when the server has fetched it.
  await share(bobClient, event.id, { url: site.url("/twitter"), title: "Rooftop" });
  for (const p of [annPage, bobPage]) {
    await expect(linkItem(p, "Rooftop").getByText("The Twitter description")).toBeVisible({
      timeout: 8000,
    });
    await expectThumbnail(p, "Rooftop");
  }
  expect(await bobPage.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  await saveScreenshots(bobPage, "link-preview-cards");
  await expectAccessible(bobPage, "event page with previews");

  // The same place again, written differently: named before sharing, with a way to its card.
  await bobPage.getByLabel("URL").fill(site.url("/og").replace("http://", "HTTP://") + "#map");
  await expect(bobPage.getByText("Already shared by Ann Preview")).toBeVisible();
  await expect(bobPage.getByRole("button", { name: "Share Link" })).toBeDisabled();
  await saveScreenshots(bobPage, "link-preview-duplicate");
  await bobPage.getByRole("button", { name: "Show it" }).click();
  await expect(linkItem(bobPage, "Harbour view")).toBeFocused();
  await expect(linkItem(bobPage, "Harbour view")).toBeInViewport();

  // Richer cards: what the pages' JSON-LD says shows on every card, and sorts the shortlist.
  // Shared (and shortlisted) through the API, oldest first: the shortlist shows newest first.
  const described = [
    ["Elbe concert", "/ld-graph"],
    ["Seaside Hotel", "/ld-several"],
    ["Harbour Kitchen", "/ld-restaurant"],
    ["Big product", "/ld-huge"],
  ] as const;
  for (const [title, path] of described)
    await shortlisted(annClient, event.id, { url: site.url(path), title });
  const kitchen = linkItem(bobPage, "Harbour Kitchen");
  await expect(kitchen.getByText("4.5 ★ (120)")).toBeVisible({ timeout: 8000 });
  await expect(kitchen.getByText("4.5 out of 5, from 120 ratings")).toBeAttached();
  await expect(kitchen.getByText("$$", { exact: true })).toBeVisible();
  const address = kitchen.getByText("1 Quay Street, 20457 Hamburg, DE");
  await expect(address).toBeVisible();
  await expect(address).toHaveAttribute("title", "1 Quay Street, 20457 Hamburg, DE");
  await expect(linkItem(bobPage, "Seaside Hotel").getByText("€99")).toBeVisible({ timeout: 8000 });
  await expect(linkItem(bobPage, "Big product").getByText("£12.50")).toBeVisible({ timeout: 8000 });
  const concert = linkItem(bobPage, "Elbe concert");
  await expect(concert.getByText("4.8 ★ (31)")).toBeVisible({ timeout: 8000 });
  await expect(concert.locator('time[datetime="2026-12-05T18:30Z"]')).toHaveText(/2026/);
  await expect(concert.getByText("Platz 1, Hamburg")).toBeVisible();
  await saveScreenshots(bobPage, "link-facts-cards");
  await expectAccessible(bobPage, "event page with the pages' facts");

  await openTab(annPage, "Shortlist & Voting");
  const shortlist = annPage.getByRole("region", { name: /^Shortlist/ }).locator("article h3");
  const sortBy = annPage.getByLabel("Sort by");
  // By score once the member may see results (decision 211): all at 0, so newest first.
  await expect(sortBy).toHaveValue("score");
  await expect
    .poll(() => shortlist.allTextContents())
    .toEqual(["Big product", "Harbour Kitchen", "Seaside Hotel", "Elbe concert"]);
  for (const [order, titles] of [
    ["Rating", ["Elbe concert", "Seaside Hotel", "Harbour Kitchen", "Big product"]],
    ["Price", ["Big product", "Elbe concert", "Seaside Hotel", "Harbour Kitchen"]],
    ["Date", ["Elbe concert", "Big product", "Harbour Kitchen", "Seaside Hotel"]],
  ] as const) {
    await sortBy.selectOption({ label: order });
    await expect.poll(() => shortlist.allTextContents()).toEqual(titles);
  }
  await saveScreenshots(annPage, "shortlist-sorted-by-date");
  // Kept while the page is open: back from the other tab, still by date.
  await openTab(annPage, "Shared Links");
  await openTab(annPage, "Shortlist & Voting");
  await expect(annPage.getByLabel("Sort by")).toHaveValue("date");

  expect(problems).toEqual([]);
  await ann.close();
  await bob.close();
});
