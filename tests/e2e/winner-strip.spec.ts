// The winner in view (issue #34, decision 211): the strip above the tabs names the current winner,
// its score and how it leads, or the tie the newer link won; it lights up and says "New winner"
// on another member's page when a vote moves the winner, without taking their focus; the
// shortlist reads by score; a member who may not see results sees only when they will.
import type { Page } from "@playwright/test";
import { createEventAs, joinAs, shortlisted, vote, type As } from "../support/factories/actions";
import { expect, expectAccessible, saveScreenshots, test } from "./support/fixtures";
import { LIVE, linkItem, openTab } from "./support/live-helpers";
import { signUpVerified } from "./support/people";

const strip = (page: Page) => page.getByRole("region", { name: "Current Winner" });

test("the winner strip follows the votes live, marks a tie, and hides what a member may not see", async ({
  person: ann,
  newPerson,
}) => {
  const bob = await newPerson();
  const cy = await newPerson();
  await signUpVerified(ann, { name: "Ann Host" });
  await signUpVerified(bob, { name: "Bob Guest" });
  await signUpVerified(cy, { name: "Cy Phone" });
  // As the group in the issue: approval voting, results after voting.
  const event = await createEventAs(ann, {
    title: "Friday dinner",
    method: "approval",
    resultsShown: "afterVoting",
  });
  for (const person of [bob, cy]) await joinAs(person, event.invitationCode);
  const share = (title: string) =>
    shortlisted(
      ann,
      event.id,
      title,
      `https://${title.toLowerCase().replace(/\W+/g, "-")}.example/`,
    );
  // Shared within the same minute, as in the issue: the cards' times cannot tell them apart.
  const pizza = await share("Pizza Place");
  const noodles = await share("Noodle Bar");
  const approve = (who: As, link: { id: string }, on: boolean) =>
    vote(who, event.id, link.id, on ? "up" : null);
  await approve(ann, pizza, true);
  await approve(bob, pizza, true);
  await approve(bob, noodles, true);

  // Bob, on a laptop, on the Shared Links tab: the winner is in view above the tabs.
  await bob.page.setViewportSize({ width: 1280, height: 800 });
  await bob.page.goto(`/event/${event.id}`);
  await expect(strip(bob.page)).toBeInViewport();
  await expect(strip(bob.page)).toContainText("Pizza Place");
  await expect(strip(bob.page)).toContainText("2 approvals");
  await expect(strip(bob.page)).toContainText("leads Noodle Bar by 1");
  await expect(strip(bob.page).getByRole("link", { name: /^Pizza Place/ })).toHaveAttribute(
    "href",
    "https://pizza-place.example/",
  );
  await expect(strip(bob.page).getByText("New winner")).toHaveCount(0);

  // Cy, on a phone, has not voted: a calm line, no title, no score; it stays the same below.
  await cy.page.setViewportSize({ width: 390, height: 844 });
  await cy.page.goto(`/event/${event.id}`);
  await expect(strip(cy.page)).toHaveText("Results show after you vote");
  await expect(strip(cy.page).getByRole("link")).toHaveCount(0);

  // Bob is typing a link when Ann's approval makes it 2 to 2: the newer link wins the tie.
  const url = bob.page.getByLabel("URL");
  await url.fill("https://");
  await approve(ann, noodles, true);
  await expect(strip(bob.page)).toContainText("Noodle Bar", LIVE);
  await expect(strip(bob.page)).toContainText("tied with Pizza Place: the newer link wins");
  await expect(strip(bob.page).getByText("New winner", { exact: true })).toBeVisible();
  // Lit up for a moment (motion allowed here); the strip is no live region, and focus stays.
  expect(await strip(bob.page).evaluate((el) => getComputedStyle(el).animationName)).toBe(
    "winner-a",
  );
  await expect(strip(bob.page)).not.toHaveAttribute("aria-live");
  await expect(url).toBeFocused();
  await expect(url).toHaveValue("https://");
  await expectAccessible(bob.page, "winner strip: new winner by a tie");
  await saveScreenshots(bob.page, "winner-strip-tie");

  // The shortlist reads by score for him, the winner first, and the cards mark the tie.
  await openTab(bob.page, "Shortlist & Voting");
  await expect(bob.page.getByLabel("Sort by")).toHaveValue("score");
  await expect(bob.page.getByRole("article")).toHaveText([/Noodle Bar/, /Pizza Place/]);
  await expect(linkItem(bob.page, "Noodle Bar")).toContainText("Tied: the newer link wins");
  await expect(linkItem(bob.page, "Pizza Place")).toContainText(
    "Tied with the winner, which is newer",
  );
  await expectAccessible(bob.page, "shortlist by score with a tie");
  await saveScreenshots(bob.page, "winner-strip-shortlist-tie");

  // Ann takes her approval back: Pizza Place leads again, on Bob's page and in his list's order;
  // with reduced motion asked for, nothing moves, and the line still says it.
  await bob.page.emulateMedia({ reducedMotion: "reduce" });
  await approve(ann, noodles, false);
  await expect(strip(bob.page).getByRole("link", { name: /^Pizza Place/ })).toBeVisible(LIVE);
  await expect(strip(bob.page)).toContainText("leads Noodle Bar by 1");
  await expect(strip(bob.page).getByText("New winner", { exact: true })).toBeVisible();
  expect(await strip(bob.page).evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
  await expect(bob.page.getByRole("article")).toHaveText([/Pizza Place/, /Noodle Bar/]);
  await expect(bob.page.getByText(/^Tied/)).toHaveCount(0);

  // Bob takes his approval of Pizza Place back from the keyboard: 1 to 1, so Noodle Bar wins the
  // tie and the cards change places; focus stays on the button he pressed, in its moved card.
  // The approve button (its name is "Approve …" or "Approved …"), not the card's Comments.
  const pizzaButton = linkItem(bob.page, "Pizza Place").getByRole("button", {
    name: /^Approved? Pizza Place$/,
  });
  await pizzaButton.focus();
  await bob.page.keyboard.press("Space");
  await expect(bob.page.getByRole("article")).toHaveText([/Noodle Bar/, /Pizza Place/]);
  await expect(pizzaButton).toHaveAttribute("aria-pressed", "false");
  await expect(pizzaButton).toBeFocused();
  await bob.page.keyboard.press("Space");
  await expect(bob.page.getByRole("article")).toHaveText([/Pizza Place/, /Noodle Bar/]);
  await expect(pizzaButton).toBeFocused();

  // Cy's page said nothing of any of it, and his list is newest first with no score to sort by.
  await expect(strip(cy.page)).toHaveText("Results show after you vote");
  await openTab(cy.page, "Shortlist & Voting");
  await expect(cy.page.getByLabel("Sort by")).toHaveValue("newest");
  await expect(cy.page.getByLabel("Sort by").locator("option")).not.toContainText(["Score"]);
  await expect(cy.page.getByRole("article")).toHaveText([/Noodle Bar/, /Pizza Place/]);
  await expect(cy.page.getByText("Results show after you vote")).toHaveCount(1);
  await expectAccessible(cy.page, "winner strip: results hidden");
  await saveScreenshots(cy.page, "winner-strip-hidden");

  // Closing says who picks the winner: the rule, not the creator.
  await ann.page.goto(`/event/${event.id}?tab=shortlist`);
  await ann.page.getByRole("button", { name: "Close Event & Select Winner" }).click();
  const dialog = ann.page.getByRole("dialog", { name: "Close this event?" });
  await expect(dialog).toContainText(
    "You don't pick the winner: it is the shortlisted link with the most approvals, and a tie goes to the newer link.",
  );
  await expect(dialog).toContainText('By that rule the winner now is "Pizza Place"');
  await dialog.getByRole("button", { name: "Close Event" }).click();

  // Closed: the result takes the strip's place, with how the winner won.
  await expect(bob.page.getByRole("heading", { name: "Winner: Pizza Place" })).toBeVisible(LIVE);
  await expect(strip(bob.page)).toHaveCount(0);
  await expect(bob.page.getByText("ahead of Noodle Bar by 1")).toBeVisible();
});
