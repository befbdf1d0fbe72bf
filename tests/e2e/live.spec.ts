// Live collaboration: what one member does, the others see live, with no reload (how fast: npm run bench).
import type { Page } from "@playwright/test";
import { createEventAs, joinAs, shortlisted, signUp, vote } from "../support/factories/actions";
import { clientFor, expect, saveScreenshots, test } from "./support/fixtures";
import { LIVE, linkItem, openTab, upvote } from "./support/live-helpers";
import { signUpVerified } from "./support/people";
import { startHuddle } from "./support/server";
import { expectToast } from "./support/toasts";

/** The page's one polite live region, where live score and winner changes are said. */
const liveRegion = (page: Page) => page.locator('[role="status"][aria-live="polite"]');

test("two members see each other's changes live, without reloading", async ({
  person: ann,
  newPerson,
}) => {
  const bob = await newPerson();
  const cat = await newPerson();
  await signUpVerified(ann, { name: "Ann Live" });
  await signUpVerified(bob, { name: "Bob Live" });
  await signUpVerified(cat, { name: "Cat Live" });
  const event = await createEventAs(ann, "Live lunch");
  await joinAs(bob, event.invitationCode);

  await ann.page.goto(`/event/${event.id}`);
  await bob.page.goto(`/event/${event.id}`);
  await expect(ann.page.getByText("2 members")).toBeVisible();
  await expect(bob.page.getByText("2 members")).toBeVisible();

  // A shares a link: B sees it.
  await ann.page.getByLabel("URL").fill("https://noodle-bar.example");
  await ann.page.getByLabel("Title").fill("Noodle Bar");
  await ann.page.getByRole("button", { name: "Share Link" }).click();
  await expect(linkItem(bob.page, "Noodle Bar")).toBeVisible(LIVE);

  // B shortlists it: A sees "In Shortlist".
  await linkItem(bob.page, "Noodle Bar").getByRole("button", { name: "Add to Shortlist" }).click();
  await expect(linkItem(ann.page, "Noodle Bar").getByText("In Shortlist")).toBeVisible(LIVE);
  // A screen reader hears that it is the winner now (decision 223).
  await expect(liveRegion(ann.page)).toContainText('New winner: "Noodle Bar".', LIVE);

  // A votes up: B sees the count, the score and the winner change.
  await openTab(ann.page, "Shortlist & Voting");
  await openTab(bob.page, "Shortlist & Voting");
  await expect(
    linkItem(bob.page, "Noodle Bar").getByText("Current Winner", { exact: true }),
  ).toBeVisible();
  await expect(
    linkItem(bob.page, "Noodle Bar").getByText("Score: 0", { exact: true }),
  ).toBeVisible();
  await upvote(ann.page, "Noodle Bar").click();
  await expect(upvote(bob.page, "Noodle Bar")).toHaveAccessibleName("Upvote Noodle Bar, 1", LIVE);
  await expect(linkItem(bob.page, "Noodle Bar").getByText("Score: 1", { exact: true })).toBeVisible(
    LIVE,
  );
  await expect(upvote(bob.page, "Noodle Bar")).toHaveAttribute("aria-pressed", "false");
  // B's screen reader hears the new score from the one live region, which is not seen; A's does
  // not repeat A's own vote.
  await expect(liveRegion(bob.page)).toHaveCount(1);
  await expect(liveRegion(bob.page)).toContainText('"Noodle Bar" now has score 1.', LIVE);
  expect((await liveRegion(bob.page).boundingBox())?.width).toBeLessThanOrEqual(1);
  await expect(liveRegion(ann.page)).not.toContainText("now has score");

  // C joins: both see the member count change.
  await joinAs(cat, event.invitationCode);
  await expect(ann.page.getByText("3 members", { exact: true })).toBeVisible(LIVE);
  await expect(bob.page.getByText("3 members", { exact: true })).toBeVisible(LIVE);

  // The creator closes: B's vote buttons are disabled and the winner banner shows.
  await ann.page.getByRole("button", { name: "Close Event & Select Winner" }).click();
  await ann.page.getByRole("button", { name: "Close Event", exact: true }).click();
  await expect(bob.page.getByRole("heading", { name: "Winner: Noodle Bar" })).toBeVisible(LIVE);
  await expect(upvote(bob.page, "Noodle Bar")).toBeDisabled(LIVE);
  await saveScreenshots(bob.page, "live-closed-member-view");
});

test("pages reconnect by themselves after a server restart and show votes cast meanwhile", async ({
  browser,
}) => {
  const server = await startHuddle();
  try {
    const base = server.url;
    const annContext = await browser.newContext({ baseURL: base, serviceWorkers: "block" });
    const bobContext = await browser.newContext({ baseURL: base, serviceWorkers: "block" });
    const [ann, bob] = [clientFor(annContext, base), clientFor(bobContext, base)];
    // This server sends no mail: a sign-up signs in at once.
    await signUp(ann, { name: "Ann Restart" });
    await signUp(bob, { name: "Bob Restart" });
    const event = await createEventAs(ann, "Restart night");
    await joinAs(bob, event.invitationCode);
    const link = await shortlisted(ann, event.id, { url: "https://pizza.example", title: "Pizza" });

    const annPage = await annContext.newPage();
    const bobPage = await bobContext.newPage();
    for (const p of [annPage, bobPage]) {
      await p.goto(`/event/${event.id}?tab=shortlist`);
      await expect(upvote(p, "Pizza")).toHaveAccessibleName("Upvote Pizza, 0");
    }

    await server.restart();
    await vote(ann, event.id, link.id, "up");
    await vote(bob, event.id, link.id, "up");

    // The reconnect (1 s, then 2 s…) brings both pages up to date with no reload.
    for (const p of [annPage, bobPage]) {
      await expect(upvote(p, "Pizza")).toHaveAccessibleName("Upvote Pizza, 2", { timeout: 10_000 });
    }
    await expect(upvote(annPage, "Pizza")).toHaveAttribute("aria-pressed", "true");
    await annContext.close();
    await bobContext.close();
  } finally {
    await server.stop();
  }
});

test("a vote's answer that comes after a newer live count does not take the page back", async ({
  person: ann,
  newPerson,
}) => {
  const bob = await newPerson();
  await signUpVerified(ann, { name: "Ann Answer" });
  await signUpVerified(bob, { name: "Bob Answer" });
  const event = await createEventAs(ann, "Late answers");
  await joinAs(bob, event.invitationCode);
  const link = await shortlisted(ann, event.id, { url: "https://pizza.example", title: "Pizza" });
  await ann.page.goto(`/event/${event.id}?tab=shortlist`);
  await expect(upvote(ann.page, "Pizza")).toHaveAccessibleName("Upvote Pizza, 0");

  // Ann's answer (Pizza has 1) is held until Bob's vote, cast after hers, has reached her page
  // live (Pizza has 2): on a busy server the answer can come last.
  await ann.page.route(`**/api/events/${event.id}/links/${link.id}/vote`, async (route) => {
    const answer = await route.fetch();
    await vote(bob, event.id, link.id, "up");
    await expect(upvote(ann.page, "Pizza")).toHaveAccessibleName("Upvote Pizza, 2", LIVE);
    await route.fulfill({ response: answer });
  });
  await upvote(ann.page, "Pizza").click();
  await expectToast(ann.page, "Vote recorded!", "Your upvote has been recorded");
  await expect(upvote(ann.page, "Pizza")).toHaveAccessibleName("Upvote Pizza, 2");
  await expect(upvote(ann.page, "Pizza")).toHaveAttribute("aria-pressed", "true");
  await expect(linkItem(ann.page, "Pizza").getByText("Score: 2", { exact: true })).toBeVisible();
});
