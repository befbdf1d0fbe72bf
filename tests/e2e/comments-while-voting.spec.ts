// Comments where the group votes (issue #34): a guest on a phone reads "they have a vegan menu"
// under a card of the Shortlist & Voting tab, answers, and approves the link, without leaving the
// tab. Guests' names carry the "Guest" badge in a thread and beside "Shared by".
import type { Page } from "@playwright/test";
import {
  comment as commentOn,
  createEventAs,
  joinAs,
  joinAsGuest,
  share,
  shortlisted,
} from "../support/factories/actions";
import { expect, expectAccessible, saveScreenshots, test } from "./support/fixtures";
import { LIVE, linkItem } from "./support/live-helpers";
import { signUpVerified } from "./support/people";

const thread = (page: Page, title: string) =>
  linkItem(page, title).getByRole("region", { name: `Comments on ${title}` });
const comment = (page: Page, title: string, text: string) =>
  thread(page, title).getByRole("listitem").filter({ hasText: text });
const guestBadge = { name: "Guest", exact: true } as const;

test("a guest reads, comments and votes on the Shortlist & Voting tab; guests are marked", async ({
  page,
  person: gus,
  newPerson,
}) => {
  const ann = await newPerson();
  await signUpVerified(ann, { name: "Ann Creator" });
  const event = await createEventAs(ann, {
    title: "Friday dinner",
    method: "approval",
    resultsShown: "afterVoting",
  });
  const garden = await shortlisted(ann, event.id, {
    url: "https://green-garden.example/",
    title: "Green Garden",
  });
  await commentOn(ann, event.id, garden.id, "They have a vegan menu.");

  // Gus joins as a guest (the invitation page's guest form is guests.spec.ts's) and shares a
  // place of his own; then he opens the event on a phone.
  await joinAsGuest(gus, "Gus Guest");
  await joinAs(gus, event.invitationCode);
  await share(gus, event.id, { url: "https://pizza-place.example/", title: "Pizza Place" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/event/${event.id}`);

  // On the voting tab, the card's Comments button opens the same thread as on Shared Links.
  await page.getByRole("tab", { name: "Shortlist & Voting" }).click();
  const toggle = linkItem(page, "Green Garden").getByRole("button", { name: /^Comments/ });
  await expect(toggle).toHaveAccessibleName("Comments 1 on Green Garden");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const annsComment = comment(page, "Green Garden", "They have a vegan menu.");
  await expect(annsComment).toContainText("Ann Creator");
  await expect(annsComment.getByText(guestBadge.name, guestBadge)).toHaveCount(0);

  await thread(page, "Green Garden")
    .getByRole("textbox", { name: "Your comment" })
    .fill("Great, I'm vegan");
  await thread(page, "Green Garden").getByRole("button", { name: "Comment", exact: true }).click();
  const gusComment = comment(page, "Green Garden", "Great, I'm vegan");
  await expect(gusComment).toContainText("Gus Guest");
  await expect(gusComment.getByText(guestBadge.name, guestBadge)).toBeVisible();
  await expect(toggle).toHaveAccessibleName("Comments 2 on Green Garden");

  // And votes, still on the same tab with the thread open.
  const approve = linkItem(page, "Green Garden").getByRole("button", { name: /^Approve/ });
  await approve.click();
  await expect(approve).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("tab", { name: "Shortlist & Voting" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(gusComment).toBeVisible();
  await expectAccessible(page, "a thread open on the voting tab");
  await saveScreenshots(page, "comments-on-voting-card");

  // Ann sees Gus marked as a guest beside "Shared by" and in the thread.
  await ann.page.goto(`/event/${event.id}`);
  const pizza = linkItem(ann.page, "Pizza Place");
  await expect(pizza.getByText("Shared by")).toContainText("Gus Guest");
  await expect(pizza.getByText(guestBadge.name, guestBadge)).toBeVisible();
  await expect(
    linkItem(ann.page, "Green Garden").getByText(guestBadge.name, guestBadge),
  ).toHaveCount(0);
  await linkItem(ann.page, "Green Garden")
    .getByRole("button", { name: /^Comments/ })
    .click();
  const seen = comment(ann.page, "Green Garden", "Great, I'm vegan");
  await expect(seen.getByText(guestBadge.name, guestBadge)).toBeVisible(LIVE);
  await saveScreenshots(ann.page, "guest-marked-in-thread-and-shared-by");
});
