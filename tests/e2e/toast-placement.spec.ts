// Toasts cover nothing the person is using (issue #34): on a laptop the "Copied!" toast once sat
// over the event's Invite by Email, Download and Manage buttons, and on a phone "Vote recorded!"
// over the card just voted on. A toast now appears in the half of the window away from the
// person's last tap or click.
import type { Locator, Page } from "@playwright/test";
import { createEventAs, shortlisted } from "../support/factories/actions";
import { expect, test } from "./support/fixtures";
import { downvote, linkItem, upvote } from "./support/live-helpers";
import { signUpVerified } from "./support/people";
import { toastTitled } from "./support/toasts";

const base = () => process.env.HUDDLE_URL!;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

/** Whether two boxes share any area. */
async function overlap(a: Locator, b: Locator) {
  const [one, two] = [await box(a), await box(b)];
  return (
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height
  );
}

/** Waits for the toast to stop moving in (sonner slides it), then checks it covers none of `what`. */
async function coversNone(page: Page, text: string, what: Locator[]) {
  const shown = toastTitled(page, text);
  await expect(shown).toBeVisible();
  await expect(shown).toHaveAttribute("data-mounted", "true");
  await page.waitForTimeout(500);
  for (const thing of what)
    expect(await overlap(shown, thing), `${text} over ${thing}`).toBe(false);
}

test("toasts appear away from what was just pressed, on a laptop and on a phone", async ({
  page,
  context,
  person,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base() });
  await signUpVerified(person, { name: "Ann Creator" });
  const event = await createEventAs(person, "Friday dinner");
  for (const title of ["Trattoria", "Sushi Bar", "Green Garden", "Pizza Place"]) {
    await shortlisted(person, event.id, {
      url: `https://${title.toLowerCase().replace(" ", "-")}.example/`,
      title,
      description: "A place a few of us like, with a long description so the card is tall.",
    });
  }

  // A laptop: the invitation code is copied; the header's buttons stay uncovered.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/event/${event.id}`);
  await page.getByRole("button", { name: /^Code [A-Z2-9]{8}: copy the invitation code$/ }).click();
  await coversNone(page, "Copied!", [
    page.getByRole("button", { name: "Invite by Email" }),
    page.getByRole("button", { name: "Download" }),
    page.getByRole("button", { name: "Manage" }),
  ]);

  // A phone: a vote on a card at the top of the screen, then on one at the bottom.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/event/${event.id}?tab=shortlist`);
  for (const [title, block] of [
    ["Sushi Bar", "start"],
    ["Green Garden", "end"],
  ] as const) {
    const card = linkItem(page, title);
    await card.evaluate((element, at) => element.scrollIntoView({ block: at }), block);
    await upvote(page, title).click();
    await coversNone(page, "Vote recorded!", [card]);
    await toastTitled(page, "Vote recorded!").getByRole("button", { name: "Close toast" }).click();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  }

  // Pressed low while a toast shows at the bottom: the toasts move up only once the press is
  // over. Moved at the press, one slid in under the pointer and took the release, and the
  // button pressed never got its click.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("button", { name: /^Code [A-Z2-9]{8}: copy the invitation code$/ }).click();
  const shown = toastTitled(page, "Copied!");
  await expect(shown).toHaveAttribute("data-y-position", "bottom");
  const pressed = downvote(page, "Green Garden");
  await pressed.evaluate((element) =>
    window.scrollBy(0, element.getBoundingClientRect().top - 560),
  );
  const { x, y, width, height } = await box(pressed);
  await page.mouse.move(x + width / 2, y + height / 2);
  await page.mouse.down();
  await page.waitForTimeout(300);
  await expect(shown).toHaveAttribute("data-y-position", "bottom");
  await page.mouse.up();
  await expect(pressed).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("[data-sonner-toast]").first()).toHaveAttribute(
    "data-y-position",
    "top",
  );
});
