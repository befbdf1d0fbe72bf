// Three members in three browsers: links shared, two shortlisted, votes that move the winner
// (a tie goes to the newer link), a vote switched and one taken back; every view right after a
// reload; the creator closes (the others can no longer vote, the dashboard shows the trophy)
// and reopens.
import type { Page } from "@playwright/test";
import {
  createEventAs,
  joinAs,
  share as shareLink,
  shortlisted,
  tryVote,
} from "../support/factories/actions";
import {
  expect,
  expectAccessibleWithoutToasts,
  saveScreenshots,
  test,
  expectNoHorizontalScroll,
} from "./support/fixtures";
import { signUpVerified } from "./support/people";
import { expectToast } from "./support/toasts";

const item = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });
const upvote = (page: Page, title: string) =>
  item(page, title).getByRole("button", { name: new RegExp(`^Upvote ${title},`) });
const downvote = (page: Page, title: string) =>
  item(page, title).getByRole("button", { name: new RegExp(`^Downvote ${title},`) });

async function openTab(page: Page, name: "Shared Links" | "Shortlist & Voting") {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

type Expected = { up: number; down: number; mine: "up" | "down" | null; winner: boolean };

async function expectLink(page: Page, title: string, e: Expected) {
  await expect(upvote(page, title)).toHaveAccessibleName(`Upvote ${title}, ${e.up}`);
  await expect(downvote(page, title)).toHaveAccessibleName(`Downvote ${title}, ${e.down}`);
  await expect(upvote(page, title)).toHaveAttribute("aria-pressed", String(e.mine === "up"));
  await expect(downvote(page, title)).toHaveAttribute("aria-pressed", String(e.mine === "down"));
  await expect(
    item(page, title).getByText(`Score: ${e.up - e.down}`, { exact: true }),
  ).toBeVisible();
  await expect(item(page, title).getByText("Current Winner", { exact: true })).toHaveCount(
    e.winner ? 1 : 0,
  );
}

test("three members share, shortlist and vote; the creator closes and reopens", async ({
  person: ann,
  newPerson,
}) => {
  // About a minute beside another walk on a quiet day; two in a slow CI run.
  test.setTimeout(300_000);
  const bob = await newPerson();
  const cat = await newPerson();
  await signUpVerified(ann, { name: "Ann Creator" });
  await signUpVerified(bob, { name: "Bob Member" });
  await signUpVerified(cat, { name: "Cat Member" });
  const event = await createEventAs(ann, "Friday team dinner", "Where shall we eat?");
  for (const person of [bob, cat]) await joinAs(person, event.invitationCode);
  const eventUrl = `/event/${event.id}`;

  // Ann shares through the form; a javascript: URL is refused with the server's message under the field.
  await ann.page.goto(eventUrl);
  await expect(ann.page.getByRole("heading", { name: "Friday team dinner" })).toBeVisible();
  const share = ann.page.getByRole("button", { name: "Share Link" });
  await expect(share).toBeDisabled();
  await ann.page.getByLabel("URL").fill("javascript:alert(1)");
  await expect(share).toBeDisabled();
  await ann.page.getByLabel("Title").fill("Sneaky");
  await share.click();
  await expect(
    ann.page.getByRole("tabpanel").getByText("Enter a full http:// or https:// URL"),
  ).toBeVisible();
  await expect(ann.page.getByLabel("URL")).toHaveAttribute("aria-invalid", "true");
  await expectToast(ann.page, "Failed to share link");
  await ann.page.getByLabel("URL").fill("https://trattoria-roma.example/menu");
  await ann.page.getByLabel("Title").fill("Trattoria Roma");
  await ann.page.getByLabel("Description (optional)").fill("Wood-fired pizza, big tables.");
  await share.click();
  await expectToast(ann.page, "Link shared!", "Your link has been added to the event");
  await expect(item(ann.page, "Trattoria Roma")).toBeVisible();
  await expect(ann.page.getByLabel("URL")).toHaveValue("");

  // Bob shares the second link; Cat a third, with a 2,048-character URL that must wrap.
  await bob.page.goto(eventUrl);
  await bob.page.getByLabel("URL").fill("https://greenbowl.example");
  await bob.page.getByLabel("Title").fill("Green Bowl");
  await bob.page.getByRole("button", { name: "Share Link" }).click();
  await expectToast(bob.page, "Link shared!");
  const longUrl = "https://tacocorner.example/" + "a".repeat(2048 - 27);
  await shareLink(cat, event.id, { url: longUrl, title: "Taco Corner" });

  // Ann shortlists her link, Bob his. Newest first: Taco Corner, Green Bowl, Trattoria Roma.
  await ann.page.reload();
  await expect(ann.page.getByRole("article")).toHaveText([
    /Taco Corner/,
    /Green Bowl/,
    /Trattoria Roma/,
  ]);
  const taco = item(ann.page, "Taco Corner").getByRole("link");
  await expect(taco).toHaveAttribute("target", "_blank");
  await expect(taco).toHaveAttribute("rel", "noopener noreferrer");
  await expectNoHorizontalScroll(ann.page);
  await expect(item(ann.page, "Trattoria Roma").getByText("Shared by")).toContainText(
    "Ann Creator",
  );
  await item(ann.page, "Trattoria Roma")
    .getByRole("button", { name: /^Add to Shortlist/ })
    .click();
  await expectToast(ann.page, "Added to shortlist!", "Link has been added to the voting shortlist");
  await expect(item(ann.page, "Trattoria Roma").getByText("In Shortlist")).toBeVisible();
  await bob.page.reload();
  await item(bob.page, "Green Bowl")
    .getByRole("button", { name: /^Add to Shortlist/ })
    .click();
  await expectToast(bob.page, "Added to shortlist!");
  // Only whoever shortlisted a link (or the creator) may take it off; only the sharer or the creator may delete.
  await expect(
    item(bob.page, "Green Bowl").getByRole("button", { name: /^Remove from Shortlist/ }),
  ).toBeVisible();
  await expect(
    item(bob.page, "Trattoria Roma").getByRole("button", { name: /^Remove from Shortlist/ }),
  ).toHaveCount(0);
  await expect(
    item(bob.page, "Trattoria Roma").getByRole("button", { name: /^Delete/ }),
  ).toHaveCount(0);
  await expect(
    item(bob.page, "Green Bowl").getByRole("button", { name: "Delete Green Bowl" }),
  ).toBeVisible();
  await expectAccessibleWithoutToasts(bob.page, "shared links");
  await saveScreenshots(bob.page, "voting-shared-links");

  // Both score 0: a tie, so the newer link (Green Bowl) is the current winner.
  for (const p of [ann, bob, cat]) {
    await p.page.goto(eventUrl);
    await openTab(p.page, "Shortlist & Voting");
  }
  await expect(ann.page.getByText("Ties go to the most recently shared link")).toBeVisible();
  await expect(ann.page.getByRole("article")).toHaveCount(2);
  await expectLink(ann.page, "Green Bowl", { up: 0, down: 0, mine: null, winner: true });
  await expectLink(ann.page, "Trattoria Roma", { up: 0, down: 0, mine: null, winner: false });

  // Ann upvotes Trattoria Roma with the keyboard alone: it takes the lead (winner change 1).
  await upvote(ann.page, "Trattoria Roma").focus();
  await ann.page.keyboard.press("Enter");
  await expectLink(ann.page, "Trattoria Roma", { up: 1, down: 0, mine: "up", winner: true });
  await expectToast(ann.page, "Vote recorded!", "Your upvote has been recorded");
  await expect(upvote(ann.page, "Trattoria Roma")).toBeFocused();

  // Bob upvotes Green Bowl: 1 to 1, and the tie goes to the newer link (winner change 2).
  await upvote(bob.page, "Green Bowl").click();
  await expectLink(bob.page, "Green Bowl", { up: 1, down: 0, mine: "up", winner: true });
  await expectLink(bob.page, "Trattoria Roma", { up: 1, down: 0, mine: null, winner: false });

  // Cat downvotes Trattoria Roma, then switches to an upvote: 2 to 1, Trattoria Roma leads again.
  await cat.page.reload();
  await downvote(cat.page, "Trattoria Roma").click();
  await expectToast(cat.page, "Vote recorded!", "Your downvote has been recorded");
  await expectLink(cat.page, "Trattoria Roma", { up: 1, down: 1, mine: "down", winner: false });
  await upvote(cat.page, "Trattoria Roma").click();
  await expectLink(cat.page, "Trattoria Roma", { up: 2, down: 0, mine: "up", winner: true });

  // Bob takes his vote back by pressing it again (Space, from the keyboard).
  await bob.page.reload();
  await upvote(bob.page, "Green Bowl").focus();
  await bob.page.keyboard.press("Space");
  await expectToast(bob.page, "Vote removed", "Your vote has been removed");
  await expectLink(bob.page, "Green Bowl", { up: 0, down: 0, mine: null, winner: false });

  // After a reload every member sees the same counts, their own vote, and the same winner.
  const mine = { ann: "up", bob: null, cat: "up" } as const;
  for (const [name, p] of [
    ["ann", ann],
    ["bob", bob],
    ["cat", cat],
  ] as const) {
    await p.page.reload();
    await openTab(p.page, "Shortlist & Voting");
    await expectLink(p.page, "Trattoria Roma", { up: 2, down: 0, mine: mine[name], winner: true });
    await expectLink(p.page, "Green Bowl", { up: 0, down: 0, mine: null, winner: false });
  }
  await expectAccessibleWithoutToasts(ann.page, "shortlist");
  await saveScreenshots(ann.page, "voting-shortlist-winner");

  // Only the creator sees Event Controls. Closing asks first, saying the rule picks the winner
  // (not the creator, whatever the button's words suggest) and naming it.
  await expect(bob.page.getByRole("button", { name: "Close Event & Select Winner" })).toHaveCount(
    0,
  );
  await ann.page.getByRole("button", { name: "Close Event & Select Winner" }).click();
  const dialog = ann.page.getByRole("dialog", { name: "Close this event?" });
  await expect(dialog).toContainText("You don't pick the winner");
  await expect(dialog).toContainText('By that rule the winner now is "Trattoria Roma"');
  await expectAccessibleWithoutToasts(ann.page, "close dialog");
  await dialog.getByRole("button", { name: "Close Event" }).click();
  await expect(dialog).toBeHidden();
  await expectToast(ann.page, "Event closed");
  await expect(ann.page.getByRole("heading", { name: "Winner: Trattoria Roma" })).toBeVisible();
  await expect(ann.page.getByRole("button", { name: "Reopen Event" })).toBeVisible();

  // The others can no longer vote, share or shortlist.
  await bob.page.reload();
  await expect(bob.page.getByRole("heading", { name: "Winner: Trattoria Roma" })).toBeVisible();
  await openTab(bob.page, "Shortlist & Voting");
  await expect(upvote(bob.page, "Trattoria Roma")).toBeDisabled();
  await expect(downvote(bob.page, "Green Bowl")).toBeDisabled();
  await openTab(bob.page, "Shared Links");
  await expect(
    bob.page.getByText("This event is closed, so no new links can be shared."),
  ).toBeVisible();
  await expect(bob.page.getByLabel("URL")).toBeDisabled();
  await expect(
    item(bob.page, "Taco Corner").getByRole("button", { name: /^Add to Shortlist/ }),
  ).toBeDisabled();
  await expectAccessibleWithoutToasts(bob.page, "closed event");
  await saveScreenshots(bob.page, "voting-closed-links");
  await openTab(bob.page, "Shortlist & Voting");
  await saveScreenshots(bob.page, "voting-closed-shortlist");
  const refused = await tryVote(bob, event.id, event.id, "up");
  expect([404, 409]).toContain(refused.status);

  // The dashboard card shows the trophy.
  await cat.page.goto("/dashboard");
  // The card's top row: its title and the status badge.
  const card = cat.page.getByRole("heading", { name: "Friday team dinner" }).locator("..");
  await expect(card.getByText("completed")).toBeVisible();
  await expect(card.locator("svg.lucide-trophy")).toBeVisible();

  // Reopening clears the winner; the others can vote again.
  await ann.page.getByRole("button", { name: "Reopen Event" }).click();
  await expectToast(ann.page, "Event reopened");
  await expect(ann.page.getByRole("heading", { name: "Winner: Trattoria Roma" })).toBeHidden();
  await cat.page.goto(eventUrl);
  await openTab(cat.page, "Shortlist & Voting");
  await expect(upvote(cat.page, "Green Bowl")).toBeEnabled();
  await upvote(cat.page, "Green Bowl").click();
  await expectLink(cat.page, "Green Bowl", { up: 1, down: 0, mine: "up", winner: false });
});

test("the shortlist tab says so when nothing is shortlisted, and closing then records no winner", async ({
  page,
  person,
}) => {
  await signUpVerified(person, { name: "Solo Creator" });
  const event = await createEventAs(person, "Weekend trip");
  await page.goto(`/event/${event.id}`);
  await openTab(page, "Shortlist & Voting");
  await expect(page.getByText("Nothing on the shortlist yet")).toBeVisible();
  await expectAccessibleWithoutToasts(page, "empty shortlist");
  await page.getByRole("button", { name: "Close Event & Select Winner" }).click();
  const dialog = page.getByRole("dialog", { name: "Close this event?" });
  await expect(dialog).toContainText("the event will close with no winner");
  await dialog.getByRole("button", { name: "Close Event" }).click();
  await expect(page.getByRole("heading", { name: "Closed with no winner" })).toBeVisible();
  await expectAccessibleWithoutToasts(page, "closed with no winner");
});

test("a vote shows at once, quick clicks end on the last one, and a refused vote rolls back", async ({
  page,
  person,
}) => {
  await signUpVerified(person, { name: "Quick Voter" });
  const event = await createEventAs(person, "Lunch");
  await shortlisted(person, event.id, { url: "https://noodle-bar.example", title: "Noodle Bar" });
  await page.goto(`/event/${event.id}?tab=shortlist`);
  await expectLink(page, "Noodle Bar", { up: 0, down: 0, mine: null, winner: true });

  // Hold the server's answers back: the counts change before any answer arrives.
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/vote", async (route) => {
    await gate;
    await route.continue();
  });
  await upvote(page, "Noodle Bar").click();
  await expectLink(page, "Noodle Bar", { up: 1, down: 0, mine: "up", winner: true });
  // Two more quick clicks: off, then down. They are sent in order, after the first.
  await upvote(page, "Noodle Bar").click();
  await downvote(page, "Noodle Bar").click();
  await expectLink(page, "Noodle Bar", { up: 0, down: 1, mine: "down", winner: true });
  release();
  await expectToast(page, "Vote recorded!", "Your downvote has been recorded");
  await page.unroute("**/vote");
  await page.reload();
  await expectLink(page, "Noodle Bar", { up: 0, down: 1, mine: "down", winner: true });

  // A refused vote shows the failure and puts the counts back.
  await page.route("**/vote", (route) =>
    route.fulfill({
      status: 409,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "eventClosed", message: "This event is closed" } }),
    }),
  );
  await upvote(page, "Noodle Bar").click();
  await expectToast(page, "Failed to record vote", "This event is closed");
  await expectLink(page, "Noodle Bar", { up: 0, down: 1, mine: "down", winner: true });
});
