// Comments on a link (decision 217), in one walk: two members talk under a link and see each
// other live, with the count on the card; the author edits and deletes; the creator removes
// another's comment; once the event closes the thread is read-only and the server refuses more.
// The event, the member and the link are set up through the API: the thread is what is tested.
import type { Page } from "@playwright/test";
import { closeEvent, createEventAs, joinAs, share } from "../support/factories/actions";
import { expect, expectAccessible, saveScreenshots, test } from "./support/fixtures";
import { LIVE, linkItem } from "./support/live-helpers";
import { signUpVerified } from "./support/people";

const card = (page: Page) => linkItem(page, "Trattoria");
const toggle = (page: Page) => card(page).getByRole("button", { name: /^Comments/ });
const thread = (page: Page) => card(page).getByRole("region", { name: "Comments on Trattoria" });
const comment = (page: Page, text: string) =>
  thread(page).getByRole("listitem").filter({ hasText: text });

async function say(page: Page, text: string) {
  await thread(page).getByRole("textbox", { name: "Your comment" }).fill(text);
  await thread(page).getByRole("button", { name: "Comment", exact: true }).click();
  await expect(comment(page, text)).toBeVisible();
}

test("members talk under a link, live; the author edits and deletes, the creator removes; closed is read-only", async ({
  person: ann,
  newPerson,
}) => {
  const bob = await newPerson();
  await signUpVerified(ann, { name: "Ann Talk" });
  await signUpVerified(bob, { name: "Bob Talk" });
  const event = await createEventAs(ann, "Dinner talk");
  await joinAs(bob, event.invitationCode);
  const link = await share(ann, event.id, {
    url: "https://trattoria.example/",
    title: "Trattoria",
  });

  for (const { page: p } of [ann, bob]) {
    await p.goto(`/event/${event.id}`);
    await expect(toggle(p)).toHaveAccessibleName("Comments 0 on Trattoria");
    await toggle(p).click();
    await expect(toggle(p)).toHaveAttribute("aria-expanded", "true");
    await expect(thread(p).getByText("No comments yet. Start the conversation.")).toBeVisible();
  }

  // Bob comments: Ann sees it, and the count, within a second. Only the address is a link; the
  // HTML is shown as the text it is.
  const bobs = "Great pasta <b>really</b>, menu at https://trattoria.example/menu";
  await say(bob.page, bobs);
  await expect(comment(ann.page, bobs)).toBeVisible(LIVE);
  await expect(toggle(ann.page)).toHaveAccessibleName("Comments 1 on Trattoria", LIVE);
  const address = comment(ann.page, bobs).getByRole("link", {
    name: "https://trattoria.example/menu",
  });
  await expect(address).toHaveAttribute("href", "https://trattoria.example/menu");
  await expect(address).toHaveAttribute("target", "_blank");
  await expect(address).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");
  await expect(comment(ann.page, bobs).locator("b")).toHaveCount(0);
  await expect(comment(ann.page, bobs).getByRole("link")).toHaveCount(1);

  // Ann answers: Bob sees it, newest last, with its author.
  await say(ann.page, "Booked for eight");
  await expect(comment(bob.page, "Booked for eight")).toBeVisible(LIVE);
  await expect(comment(bob.page, "Booked for eight")).toContainText("Ann Talk");
  await expect(thread(bob.page).getByRole("listitem").last()).toContainText("Booked for eight");
  await expect(toggle(bob.page)).toHaveAccessibleName("Comments 2 on Trattoria", LIVE);
  // Only one's own comments can be edited; the creator may delete any.
  await expect(comment(bob.page, "Booked for eight").getByRole("button")).toHaveCount(0);
  await expect(comment(ann.page, bobs).getByRole("button", { name: "Edit" })).toHaveCount(0);
  await expect(comment(ann.page, bobs).getByRole("button", { name: "Delete" })).toBeVisible();

  // Bob edits his comment: Ann sees the new words, marked edited.
  await comment(bob.page, bobs).getByRole("button", { name: "Edit" }).click();
  await thread(bob.page)
    .getByRole("textbox", { name: "Edit your comment" })
    .fill("Great pasta, and the tiramisu too: https://trattoria.example/menu");
  await thread(bob.page).getByRole("button", { name: "Save" }).click();
  await expect(comment(bob.page, "tiramisu").getByRole("button", { name: "Edit" })).toBeFocused();
  const edited = comment(ann.page, "Great pasta, and the tiramisu too");
  await expect(edited.getByRole("link")).toHaveAttribute("href", "https://trattoria.example/menu");
  await expect(edited).toContainText("(edited)", LIVE);
  await saveScreenshots(bob.page, "comments-thread-open");
  await expectAccessible(bob.page, "an open thread");

  // Bob writes one more and deletes it himself, through the confirmation.
  await say(bob.page, "Or pizza?");
  await expect(comment(ann.page, "Or pizza?")).toBeVisible(LIVE);
  await comment(bob.page, "Or pizza?").getByRole("button", { name: "Delete" }).click();
  await bob.page
    .getByRole("alertdialog", { name: "Delete this comment?" })
    .getByRole("button", { name: "Delete Comment" })
    .click();
  await expect(comment(bob.page, "Or pizza?")).toHaveCount(0);
  // Its Delete button had focus and is gone: the comment box takes it.
  await expect(thread(bob.page).getByRole("textbox", { name: "Your comment" })).toBeFocused();
  await expect(comment(ann.page, "Or pizza?")).toHaveCount(0, LIVE);

  // Ann, the creator, removes Bob's comment: gone from Bob's page, the count with it.
  await edited.getByRole("button", { name: "Delete" }).click();
  await ann.page.getByRole("button", { name: "Delete Comment" }).click();
  await expect(comment(bob.page, "tiramisu")).toHaveCount(0, LIVE);
  await expect(toggle(bob.page)).toHaveAccessibleName("Comments 1 on Trattoria", LIVE);

  // Closed: the thread stays readable, the box goes, and the server refuses a comment.
  await closeEvent(ann, event.id);
  await expect(
    thread(bob.page).getByText("This event is closed, so no new comments can be added."),
  ).toBeVisible(LIVE);
  await expect(thread(bob.page).getByRole("textbox")).toHaveCount(0);
  await expect(comment(bob.page, "Booked for eight").getByRole("button")).toHaveCount(0);
  await expect(comment(ann.page, "Booked for eight").getByRole("button")).toHaveCount(0);
  const refused = await bob.client.post(`/api/events/${event.id}/links/${link.id}/comments`, {
    body: "One more",
  });
  expect(refused.status).toBe(409);
  await saveScreenshots(bob.page, "comments-thread-closed");
});
