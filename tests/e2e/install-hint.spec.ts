// Telling people what the browser can do with Huddle (issue #34, decision 221): once they have an
// event, the dashboard says Huddle installs as an app (an "Install" button where the browser
// offers its own dialog, the browsers' menus otherwise) until they hide it for good; Settings has
// the share bookmark to drag to the bookmarks bar. When the hint shows at all is a unit test
// (install-hint.test.ts): a test browser cannot run as the installed app.
// Screenshots in English and German, at 390 and 1280 px.
import type { Page } from "@playwright/test";
import {
  expect,
  expectAccessible,
  expectFitsSmallScreens,
  saveScreenshots,
  test,
} from "./support/fixtures";
import { createEventAs } from "../support/factories/actions";
import { signUpVerified } from "./support/people";

const hint = (page: Page, name = "Huddle as an app") => page.getByRole("region", { name });

/** Fires a stand-in for Chromium's beforeinstallprompt, whose prompt() leaves a mark and whose
 * person answers `outcome`. */
function offerInstall(page: Page, outcome: "accepted" | "dismissed") {
  return page.evaluate((outcome) => {
    const event = Object.assign(new Event("beforeinstallprompt"), {
      prompt: async () => void ((window as { prompted?: number }).prompted = 1),
      userChoice: Promise.resolve({ outcome }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

test("the dashboard says Huddle installs once there is an event, until hidden; Settings has the share bookmark", async ({
  page,
  person,
  newPerson,
}) => {
  await signUpVerified(person);

  // No event yet: no hint.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "No Events Yet" })).toBeVisible();
  await expect(hint(page)).toHaveCount(0);

  await createEventAs(person, "Dinner");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Dinner" })).toBeVisible();
  // This browser fired no beforeinstallprompt (Chromium never does in a test's context): the
  // hint says where the browsers' menus have it.
  await expect(hint(page)).toContainText("Install Huddle to open it from your home screen");
  await expect(hint(page)).toContainText("“Install app” in the browser's menu");
  await expect(hint(page).getByRole("button", { name: "Install" })).toHaveCount(0);
  await expectAccessible(page, "dashboard with the install hint");
  await expectFitsSmallScreens(page, "dashboard with the install hint");
  await saveScreenshots(page, "install-hint-dashboard");

  // Where the browser offers to install, "Install" opens its dialog; the offer answers once.
  await offerInstall(page, "dismissed");
  await expectAccessible(page, "dashboard offering to install");
  await saveScreenshots(page, "install-hint-dashboard-offer");
  await hint(page).getByRole("button", { name: "Install" }).click();
  expect(await page.evaluate(() => (window as { prompted?: number }).prompted)).toBe(1);
  await expect(hint(page).getByRole("button", { name: "Install" })).toHaveCount(0);
  await expect(hint(page)).toContainText("“Install app” in the browser's menu");
  // Accepted, Huddle is installed: the hint goes.
  await offerInstall(page, "accepted");
  await hint(page).getByRole("button", { name: "Install" }).click();
  await expect(hint(page)).toHaveCount(0);

  // Hidden with the keyboard, it stays hidden after a reload; focus goes to the page's heading.
  await page.reload();
  await hint(page).getByRole("button", { name: "Don't show again" }).focus();
  await page.keyboard.press("Enter");
  await expect(hint(page)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "My Events", level: 1 })).toBeFocused();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Dinner" })).toBeVisible();
  await expect(hint(page)).toHaveCount(0);

  // Settings: the bookmark, built from this Huddle's own address.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/settings");
  const section = page.getByRole("heading", { name: "Share pages into Huddle" });
  await expect(section).toBeVisible();
  const bookmark = page.getByRole("link", { name: "Share to Huddle" });
  const href = await bookmark.getAttribute("href");
  expect(href).toMatch(/^javascript:/);
  expect(href).toContain(`${new URL(person.client.base).origin}/share?url=`);
  await expect(page.getByText("On Android, install Huddle as an app")).toBeVisible();
  await expectAccessible(page, "settings with the share bookmark");
  await expectFitsSmallScreens(page, "settings with the share bookmark");
  await saveScreenshots(page, "install-hint-settings");
  // Clicked in the page it does nothing but say to drag it (and breaks no CSP rule: the fixture
  // fails the test on any console error).
  await bookmark.click();
  await expect(page.getByText("Drag the link to your bookmarks bar")).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  // Anyone who cannot drag copies it.
  await page.getByRole("button", { name: "Copy the bookmark" }).click();
  await expect(page.getByText("Bookmark address copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(href);

  // In German.
  const german = await newPerson();
  await german.context.addInitScript(() => localStorage.setItem("huddle.language", "de"));
  await signUpVerified(german);
  await createEventAs(german, "Abendessen");
  await german.page.goto("/dashboard");
  await expect(german.page.getByRole("heading", { name: "Abendessen" })).toBeVisible();
  await expect(hint(german.page, "Huddle als App")).toContainText("„App installieren“");
  await expectAccessible(german.page, "German dashboard with the install hint");
  await expectFitsSmallScreens(german.page, "German dashboard with the install hint");
  await saveScreenshots(german.page, "de-install-hint-dashboard");
  await german.page.goto("/settings");
  await expect(german.page.getByRole("link", { name: "In Huddle teilen" })).toBeVisible();
  await expectAccessible(german.page, "German settings with the share bookmark");
  await expectFitsSmallScreens(german.page, "German settings with the share bookmark");
  await saveScreenshots(german.page, "de-install-hint-settings");
});
