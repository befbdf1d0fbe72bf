// "Download my data" and "Delete my account" on the Settings page (issue #15): a member who
// joined someone's event and shared a link there downloads their data, then deletes their
// account after the warning (which names the event they created themselves) and typing their
// email; they land signed out, and the creator's open page loses the member and the link live.
import fs from "node:fs";
import { createEventAs, joinAs, share } from "../support/factories/actions";
import { expect, expectAccessible, saveScreenshots, test } from "./support/fixtures";
import { LIVE, linkItem, openTab } from "./support/live-helpers";
import { signUpVerified } from "./support/people";
import { expectToast } from "./support/toasts";

test("a member downloads their data, deletes their account, and the creator sees them go live", async ({
  person: cora,
  newPerson,
}) => {
  const base = process.env.HUDDLE_URL!;
  const bob = await newPerson();
  await signUpVerified(cora, { name: "Cora Keeps" });
  const person = await signUpVerified(bob, { name: "Bob Leaves" });
  const event = await createEventAs(cora, "Team offsite");
  await joinAs(bob, event.invitationCode);
  await share(bob, event.id, { url: "https://taco-truck.example", title: "Taco Truck" });
  // Bob's own event, which his deletion takes with it.
  await createEventAs(bob, "Bob's board games");

  await cora.page.goto(`/event/${event.id}`);
  await expect(cora.page.getByText("2 members", { exact: true })).toBeVisible();
  await expect(linkItem(cora.page, "Taco Truck")).toBeVisible();
  await openTab(cora.page, "Members");
  const removeBob = cora.page.getByRole("button", { name: "Remove Bob Leaves" });
  await expect(removeBob).toBeVisible();

  // The download: a JSON file of Bob's own account, membership, link.
  await bob.page.goto("/settings");
  await expect(bob.page.getByRole("heading", { name: "Your data" })).toBeVisible();
  const downloading = bob.page.waitForEvent("download");
  await bob.page.getByRole("link", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("huddle-data.json");
  const data = JSON.parse(fs.readFileSync((await download.path())!, "utf8"));
  expect(data.account).toMatchObject({ name: "Bob Leaves", email: person.email, guest: false });
  expect(data.memberships.map((m: { title: string }) => m.title).sort()).toEqual([
    "Bob's board games",
    "Team offsite",
  ]);
  expect(data.links).toEqual([expect.objectContaining({ title: "Taco Truck", eventId: event.id })]);
  expect(data.votes).toEqual([]);
  await saveScreenshots(bob.page, "settings-data-and-deletion");

  // The warning, then the email typed again: the button works only when it matches.
  await bob.page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = bob.page.getByRole("alertdialog", { name: "Delete your account?" });
  await expect(dialog.getByText("Your membership of 1 event created by others")).toBeVisible();
  await expect(dialog.getByText("1 link you shared in events created by others")).toBeVisible();
  const doomed = dialog.getByRole("list", { name: "Events that will be deleted" });
  await expect(doomed.getByRole("listitem")).toHaveCount(1);
  await expect(doomed.getByRole("listitem")).toContainText("Bob's board games");
  await expect(doomed.getByRole("listitem")).toContainText("1 member");
  const confirm = dialog.getByLabel("Your email");
  const deleteButton = dialog.getByRole("button", { name: "Delete my account" });
  await expect(deleteButton).toBeDisabled();
  await confirm.fill("cora@example.test");
  await expect(deleteButton).toBeDisabled();
  await confirm.fill(person.email.toUpperCase());
  await expect(deleteButton).toBeEnabled();
  await expectAccessible(bob.page, "delete account dialog");
  await saveScreenshots(bob.page, "settings-delete-account-dialog");
  await deleteButton.click();

  // Bob lands on the landing page, signed out.
  await expectToast(bob.page, "Your account was deleted");
  await expect(bob.page).toHaveURL(`${base}/`);
  await expect(
    bob.page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Sign In" }),
  ).toBeVisible();
  expect((await bob.client.get("/api/me")).status).toBe(401);

  // Cora's page, never reloaded, loses Bob and his link.
  await expect(removeBob).toHaveCount(0, LIVE);
  await expect(cora.page.getByText("1 member", { exact: true })).toBeVisible(LIVE);
  await openTab(cora.page, "Shared Links");
  await expect(linkItem(cora.page, "Taco Truck")).toHaveCount(0);
  await saveScreenshots(cora.page, "event-after-member-deleted-account");
});
