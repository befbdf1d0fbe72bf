// How the group votes (#16), in the browser: a dots event made with the create dialog, whose
// member spends, takes back and cannot overspend their dots; an approval event; and an event
// whose results show only when it closes, where a second member votes blind and sees the result
// arrive, live, when the creator closes it.
import type { Page } from "@playwright/test";
import type { EventSummary } from "../../src/shared/api";
import {
  createEventAs,
  joinAs,
  shortlisted as shortlistedAs,
  tryVote,
  vote,
  type As,
} from "../support/factories/actions";
import {
  expect,
  expectAccessible,
  expectAccessibleWithoutToasts,
  saveScreenshots,
  test,
  expectNoHorizontalScroll,
} from "./support/fixtures";
import { signUpVerified } from "./support/people";
import { expectToast } from "./support/toasts";

/** Shares a link at an address made from its title and puts it on the shortlist. */
const shortlisted = (as: As, eventId: string, title: string) =>
  shortlistedAs(as, eventId, title, `https://${title.toLowerCase().replace(/\W+/g, "-")}.example/`);

const item = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });

async function openShortlist(page: Page) {
  await page.getByRole("tab", { name: "Shortlist & Voting" }).click();
  await expect(page.getByRole("tab", { name: "Shortlist & Voting" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
}

test("a dots event: made with the create dialog, dots spent, taken back, never overspent", async ({
  page,
  person,
}) => {
  await signUpVerified(person, { name: "Dot Creator" });
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Create Event" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create Event" });
  await dialog.getByLabel("Event Title").fill("Team offsite");
  const voting = dialog.getByRole("group", { name: "Voting" });
  await expect(voting.getByLabel("When results show")).toHaveValue("always");
  await expect(voting.getByLabel("Who voted what")).toHaveValue("counts");
  await expect(voting.getByLabel("Method")).toHaveValue("upDown");
  await expect(voting.getByLabel("Dots per member")).toHaveCount(0);
  await voting.getByLabel("Method").selectOption({ label: "Dots" });
  await expect(voting.getByLabel("Dots per member")).toHaveValue("3");
  // Out of range is caught before sending.
  await voting.getByLabel("Dots per member").fill("25");
  await dialog.getByRole("button", { name: "Create Event" }).click();
  await expect(
    dialog.getByText("Dots per member must be a whole number from 1 to 20"),
  ).toBeVisible();
  await expectAccessible(page, "create dialog with voting, showing an error");
  await voting.getByLabel("Dots per member").fill("3");
  await saveScreenshots(page, "voting-methods-create-dialog");
  await dialog.getByRole("button", { name: "Create Event" }).click();
  await expectToast(page, "Event created!");
  await expect(dialog).toBeHidden();

  const events = await person.client.call<EventSummary[]>("GET", "/api/events");
  const event = events.find((e) => e.title === "Team offsite")!;
  expect(event).toMatchObject({ method: "dots", dots: 3, resultsShown: "always" });
  const lake = await shortlisted(person, event.id, "Lake cabin");
  await shortlisted(person, event.id, "City hotel");

  await page.goto(`/event/${event.id}`);
  await openShortlist(page);
  await expect(page.getByText("How the winner is chosen")).toBeVisible();
  await expect(
    page.getByText("Each member has 3 dots to spread over the shortlist", { exact: false }),
  ).toBeVisible();
  await expect(page.getByText("3 of 3 dots left")).toBeVisible();

  const add = (title: string) => item(page, title).getByRole("button", { name: /^Add a dot/ });
  const remove = (title: string) =>
    item(page, title).getByRole("button", { name: /^Remove a dot/ });
  await expect(remove("Lake cabin")).toBeDisabled();

  await add("Lake cabin").click();
  await expect(page.getByText("2 of 3 dots left")).toBeVisible();
  await expectToast(page, "Vote recorded!", "You have 1 dot on this link");
  await add("Lake cabin").click();
  await expect(page.getByText("1 of 3 dots left")).toBeVisible();
  await expect(item(page, "Lake cabin").getByText("2 dots", { exact: true })).toBeVisible();
  await add("City hotel").click();
  await expect(page.getByText("0 of 3 dots left")).toBeVisible();
  await expect(item(page, "City hotel").getByText("1 dot", { exact: true })).toBeVisible();
  await expect(item(page, "Lake cabin").getByText("Current Winner")).toBeVisible();
  // None left: "Add a dot" is off everywhere (focus stays where it was).
  await expect(add("Lake cabin")).toBeDisabled();
  await expect(add("City hotel")).toBeDisabled();

  // The server refuses a fourth dot whatever the page shows.
  const refused = await tryVote(person, event.id, lake.id, { weight: 3 });
  expect(refused.status).toBe(409);
  expect(refused.json.error.message).toMatch(/dots/);

  // One taken back from Lake cabin, spent on City hotel: a tie, which goes to the newer link.
  await remove("Lake cabin").click();
  await expect(page.getByText("1 of 3 dots left")).toBeVisible();
  await expectToast(page, "Vote recorded!", "You have 1 dot on this link");
  await expect(add("City hotel")).toBeEnabled();
  await add("City hotel").click();
  await expect(page.getByText("0 of 3 dots left")).toBeVisible();
  await expect(item(page, "City hotel").getByText("2 dots", { exact: true })).toBeVisible();
  await expect(item(page, "Lake cabin").getByText("1 dot", { exact: true })).toBeVisible();
  await expect(item(page, "City hotel").getByText("Current Winner")).toBeVisible();

  // As the server keeps it.
  await page.reload();
  await expect(page.getByText("0 of 3 dots left")).toBeVisible();
  await expect(item(page, "City hotel").getByText("2 dots", { exact: true })).toBeVisible();
  await expect(
    item(page, "City hotel").getByRole("group", { name: "Your dots on City hotel" }),
  ).toContainText("2");
  await expectAccessibleWithoutToasts(page, "dots tab");
  await expectNoHorizontalScroll(page);
  await saveScreenshots(page, "voting-methods-dots");

  // Once someone has voted the method stays: the edit dialog shows the server's reason.
  await page.getByRole("button", { name: "Manage" }).click();
  await page.getByRole("menuitem", { name: "Edit Event" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Event" });
  await expect(edit.getByLabel("Method")).toHaveValue("dots");
  await expect(edit.getByLabel("Dots per member")).toHaveValue("3");
  await edit.getByLabel("Method").selectOption({ label: "Approval" });
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Error", "The voting method can't change once someone has voted");
  await expect(edit).toBeVisible();
  await edit.getByRole("button", { name: "Cancel" }).click();
});

test("an approval event: approve, see the count, take it back", async ({ page, person }) => {
  await signUpVerified(person, { name: "Approval Creator" });
  const event = await createEventAs(person, { title: "Book club pick", method: "approval" });
  await shortlisted(person, event.id, "Middlemarch");
  await shortlisted(person, event.id, "Dune");
  await page.goto(`/event/${event.id}?tab=shortlist`);
  await expect(
    page.getByText("Approve every shortlisted link you would be happy with."),
  ).toBeVisible();

  const approve = item(page, "Middlemarch").getByRole("button", { name: /^Approve/ });
  await expect(approve).toHaveText(/^Approve Middlemarch$/);
  await expect(approve).toHaveAttribute("aria-pressed", "false");
  await expect(item(page, "Middlemarch").getByText("0 approvals")).toBeVisible();
  await approve.click();
  await expect(approve).toHaveAttribute("aria-pressed", "true");
  await expect(approve).toHaveText(/^Approved Middlemarch$/);
  await expect(item(page, "Middlemarch").getByText("1 approval", { exact: true })).toBeVisible();
  await expectToast(page, "Vote recorded!", "Your approval has been recorded");
  await expect(item(page, "Middlemarch").getByText("Current Winner")).toBeVisible();
  await expectAccessibleWithoutToasts(page, "approval tab");
  await expectNoHorizontalScroll(page);
  await saveScreenshots(page, "voting-methods-approval");

  await approve.click();
  await expect(approve).toHaveAttribute("aria-pressed", "false");
  await expect(approve).toHaveText(/^Approve Middlemarch$/);
  await expect(item(page, "Middlemarch").getByText("0 approvals")).toBeVisible();
  await expectToast(page, "Vote removed", "Your vote has been removed");
  // A tie at 0: the newer link leads again.
  await expect(item(page, "Dune").getByText("Current Winner")).toBeVisible();
  await page.reload();
  await expect(approve).toHaveAttribute("aria-pressed", "false");
  await expect(item(page, "Middlemarch").getByText("0 approvals")).toBeVisible();
});

test("results after the event closes: a member votes blind and sees the result arrive live", async ({
  person: ann,
  newPerson,
}) => {
  const bob = await newPerson();
  await signUpVerified(ann, { name: "Ann Host" });
  await signUpVerified(bob, { name: "Bob Voter" });
  const event = await createEventAs(ann, {
    title: "Secret ballot",
    resultsShown: "afterClose",
    votesShown: "open",
  });
  await joinAs(bob, event.invitationCode);
  await shortlisted(ann, event.id, "Pizza place");
  await shortlisted(ann, event.id, "Sushi bar");
  const eventUrl = `/event/${event.id}?tab=shortlist`;

  await bob.page.goto(eventUrl);
  await expect(bob.page.getByText("Results show when the event closes")).toBeVisible();
  const upPizza = item(bob.page, "Pizza place").getByRole("button", { name: /^Upvote/ });
  await expect(upPizza).toHaveAccessibleName("Upvote Pizza place");
  await upPizza.click();
  await expectToast(bob.page, "Vote recorded!", "Your upvote has been recorded");
  // His own vote shows; no counts, no score, no winner, no names.
  await expect(upPizza).toHaveAttribute("aria-pressed", "true");
  await expect(upPizza).toHaveAccessibleName("Upvote Pizza place");
  await expect(bob.page.getByText("Results show when the event closes")).toBeVisible();
  await expect(bob.page.getByText(/^Score:/)).toHaveCount(0);
  await expect(bob.page.getByText("Current Winner")).toHaveCount(0);
  await expect(bob.page.getByText("Up:", { exact: false })).toHaveCount(0);
  await expectAccessibleWithoutToasts(bob.page, "hidden results tab");
  await expectNoHorizontalScroll(bob.page);
  await saveScreenshots(bob.page, "voting-methods-hidden");

  // The creator sees no more than anyone: closing does not name the winner beforehand.
  await ann.page.goto(eventUrl);
  await expect(ann.page.getByText("Results show when the event closes")).toBeVisible();
  await expect(ann.page.getByText(/^Score:/)).toHaveCount(0);
  await ann.page.getByRole("button", { name: "Close Event & Select Winner" }).click();
  const close = ann.page.getByRole("dialog", { name: "Close this event?" });
  await expect(close).toContainText(
    "You don't pick the winner: it is the shortlisted link with the highest score",
  );
  await expect(close).not.toContainText("Pizza place");
  await close.getByRole("button", { name: "Close Event" }).click();
  await expectToast(ann.page, "Event closed");

  // Bob, without reloading: the result, the counts and who voted what.
  await expect(bob.page.getByRole("heading", { name: "Winner: Pizza place" })).toBeVisible();
  await expect(bob.page.getByText("Results show when the event closes")).toHaveCount(0);
  await expect(
    item(bob.page, "Pizza place").getByRole("button", { name: /^Upvote/ }),
  ).toHaveAccessibleName("Upvote Pizza place, 1");
  await expect(item(bob.page, "Pizza place").getByText("Score: 1")).toBeVisible();
  await expect(item(bob.page, "Pizza place").getByText("Winner", { exact: true })).toBeVisible();
  await expect(item(bob.page, "Pizza place").getByText("Up: Bob Voter")).toBeVisible();
  await expect(item(bob.page, "Sushi bar").getByText("Score: 0")).toBeVisible();
  await expectAccessibleWithoutToasts(bob.page, "result after close");
  await saveScreenshots(bob.page, "voting-methods-closed-result");
});

test("results after I have voted: counts appear with the member's first vote, live", async ({
  person: ann,
  newPerson,
}) => {
  const cy = await newPerson();
  await signUpVerified(ann, { name: "Ann Asks" });
  await signUpVerified(cy, { name: "Cy Votes" });
  const event = await createEventAs(ann, { title: "Movie night", resultsShown: "afterVoting" });
  await joinAs(cy, event.invitationCode);
  const heat = await shortlisted(ann, event.id, "Heat");
  await shortlisted(ann, event.id, "Alien");
  // Ann has voted: she sees results from the start.
  await vote(ann, event.id, heat.id, "up");
  const eventUrl = `/event/${event.id}?tab=shortlist`;
  await ann.page.goto(eventUrl);
  await expect(item(ann.page, "Heat").getByText("Score: 1")).toBeVisible();

  // Cy has not: no counts until his first vote, and then every link's, without a reload.
  await cy.page.goto(eventUrl);
  await expect(cy.page.getByText("Results show after you vote")).toBeVisible();
  await expect(cy.page.getByText(/^Score:/)).toHaveCount(0);
  await item(cy.page, "Alien")
    .getByRole("button", { name: /^Upvote/ })
    .click();
  await expectToast(cy.page, "Vote recorded!", "Your upvote has been recorded");
  await expect(cy.page.getByText("Results show after you vote")).toHaveCount(0);
  await expect(item(cy.page, "Heat").getByText("Score: 1")).toBeVisible();
  await expect(item(cy.page, "Alien").getByText("Score: 1")).toBeVisible();
  // Ann's page moves live; Cy taking his vote back does not hide what he has seen.
  await expect(item(ann.page, "Alien").getByText("Score: 1")).toBeVisible();
  await item(cy.page, "Alien")
    .getByRole("button", { name: /^Upvote/ })
    .click();
  await expectToast(cy.page, "Vote removed");
  await expect(item(cy.page, "Heat").getByText("Score: 1")).toBeVisible();
  await expect(item(cy.page, "Alien").getByText("Score: 0")).toBeVisible();
  await expectAccessibleWithoutToasts(cy.page, "results after voting");
});
