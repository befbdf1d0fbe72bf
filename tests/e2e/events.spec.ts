// Events and members in separate browsers: A creates an event and copies its code; B joins by
// the code typed in lower case; C, signed out, follows the invite link, signs up and verifies by
// email and lands in the event; an emailed invitation lets its recipient join; a new code stops
// the old link; a removed member sees "Event Not Found"; edit, leave and delete.
import type { BrowserContext, Page } from "@playwright/test";
import { createEventAs, joinAs } from "../support/factories/actions";
import {
  expect,
  expectAccessible,
  saveScreenshots,
  test,
  type Person,
  expectNoHorizontalScroll,
} from "./support/fixtures";
import { linkIn, waitForMail } from "./support/mail";
import { PASSWORD, signUpVerified, uniqueEmail } from "./support/people";
import { expectToast } from "./support/toasts";

const origin = () => process.env.HUDDLE_URL!;

/** The person signs up as `name` and creates an event through the API. */
async function hostEvent(person: Person, name: string, title: string, description?: string) {
  await signUpVerified(person, { name });
  return createEventAs(person, title, description);
}

const card = (page: Page, title: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title, exact: true }) });

async function withClipboard(context: BrowserContext) {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: origin() });
}

test("A creates an event and copies its code; B joins by the code typed in lower case", async ({
  page,
  person: a,
  newPerson,
}) => {
  await withClipboard(a.context);
  await signUpVerified(a, { name: "Ada Lovelace" });

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "My Events", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No Events Yet" })).toBeVisible();
  await expectAccessible(page, "empty dashboard");
  await saveScreenshots(page, "events-dashboard-empty");

  await page.getByRole("button", { name: "Create Event" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create Event" });
  const submit = dialog.getByRole("button", { name: "Create Event" });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel("Event Title").fill("   ");
  await expect(submit).toBeDisabled();
  await dialog.getByLabel("Event Title").fill("Friday team lunch");
  await dialog.getByLabel(/Description/).fill("Somewhere within ten minutes of the office.");
  // Axe checks this dialog with a deadline (deadlines-results) and with voting (voting-methods).
  await saveScreenshots(page, "events-create-dialog");
  await submit.click();
  await expectToast(page, "Event created!", "Your event has been created successfully.");
  await expect(dialog).toBeHidden();
  // The new event opens, ready to invite to.
  await expect(page).toHaveURL(/\/event\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Friday team lunch", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Invite by Email" })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { name: "My Events", level: 1 })).toBeVisible();

  const lunch = card(page, "Friday team lunch");
  await expect(lunch).toContainText("1 member");
  await expect(lunch).toContainText("0 links shared");
  await expect(lunch).toContainText("You are the creator");
  await expect(lunch).toContainText("active");
  await expect(lunch).toContainText(
    `Created ${new Intl.DateTimeFormat("en-US", { dateStyle: "medium" }).format(new Date())}`,
  );

  // A long title wraps and clamps rather than widening the page.
  const long = "A very long event title that keeps going ".repeat(5).slice(0, 200);
  const longEvent = await createEventAs(a, long, "Checking that two hundred characters stay tidy.");
  await page.reload();
  await expect(card(page, long)).toBeVisible();
  await expectAccessible(page, "dashboard with cards");
  await saveScreenshots(page, "events-dashboard-cards");
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalScroll(page);
  await page.goto(`/event/${longEvent.id}`);
  await expect(page.getByRole("heading", { name: long, level: 1 })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/dashboard");

  await lunch.getByRole("link", { name: "Friday team lunch" }).click();
  await expect(page).toHaveURL(/\/event\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Friday team lunch", level: 1 })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Shared Links" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("tab", { name: "Shortlist & Voting" })).toBeVisible();
  await expect(page.getByText("1 member", { exact: true })).toBeVisible();

  const codeButton = page.getByRole("button", {
    name: /^Code [A-Z2-9]{8}: copy the invitation code$/,
  });
  await codeButton.click();
  await expectToast(page, "Copied!", "Invitation code copied to clipboard");
  const code = await page.evaluate(() => navigator.clipboard.readText());
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  await expect(codeButton).toContainText(code);
  await page.getByRole("button", { name: "Copy invite link" }).click();
  await expectToast(page, "Copied!", "Invitation link copied to clipboard");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${origin()}/invite/${code}`,
  );

  await page.getByRole("tab", { name: "Members" }).click();
  await expect(page.getByText("Ada Lovelace")).toBeVisible();
  await expect(page.getByText("Creator", { exact: true })).toBeVisible();
  await expectAccessible(page, "event page");
  await saveScreenshots(page, "events-event-page-members");

  const b = await newPerson();
  await signUpVerified(b, { name: "Bob Builder" });
  await b.page.goto("/dashboard");
  await b.page.getByRole("button", { name: "Join Event" }).first().click();
  const join = b.page.getByRole("dialog", { name: "Join Event" });
  await join.getByLabel("Invitation Code").fill(`  ${code.toLowerCase()}  `);
  await expectAccessible(b.page, "join dialog");
  await saveScreenshots(b.page, "events-join-dialog");
  await join.getByRole("button", { name: "Join Event" }).click();
  await expectToast(b.page, "Joined event!", "You have successfully joined the event.");
  const joined = card(b.page, "Friday team lunch");
  await expect(joined).toContainText("2 members");
  await expect(joined).not.toContainText("You are the creator");

  // Joining again is refused with the original's message.
  await b.page.getByRole("button", { name: "Join Event" }).first().click();
  await join.getByLabel("Invitation Code").fill(code);
  await join.getByRole("button", { name: "Join Event" }).click();
  await expectToast(b.page, "You are already a member of this event");
  await join.getByRole("button", { name: "Cancel" }).click();
  await expect(card(b.page, "Friday team lunch")).toContainText("2 members");

  await page.reload();
  await page.getByRole("tab", { name: "Members" }).click();
  await expect(page.getByText("Bob Builder", { exact: true }).first()).toBeVisible();
  await page.getByRole("tab", { name: "Shared Links" }).click();
  await saveScreenshots(page, "events-event-page");
});

test("an emailed invitation arrives with a link that lets its recipient join", async ({
  page,
  person,
  newPerson,
}) => {
  const event = await hostEvent(person, "Ada Inviter", "Book club pick", "Next month's book");
  const friend = await newPerson();
  const friendEmail = uniqueEmail("friend");
  await signUpVerified(friend, { name: "Fran Friend", email: friendEmail });

  await page.goto(`/event/${event.id}`);
  await page.getByRole("button", { name: "Invite by Email" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite by Email" });
  await expect(dialog.getByLabel("Email address")).toHaveAttribute("type", "email");
  const send = dialog.getByRole("button", { name: "Send Invitation" });
  await expect(send).toBeDisabled();
  await dialog.getByLabel("Email address").fill(`  ${friendEmail}  `);
  await expectAccessible(page, "invite by email dialog");
  await saveScreenshots(page, "events-invite-email-dialog");
  const since = Date.now();
  await send.click();
  await expectToast(page, "Invitation sent!", `Email invitation sent to ${friendEmail}`);
  await expect(dialog).toBeHidden();

  const mail = await waitForMail(friendEmail, { since, subject: /invited you/ });
  expect(mail.text).toContain("Book club pick");
  expect(mail.text).toContain("Ada Inviter");
  const link = linkIn(mail, origin());
  // The invite link, with this invitation's secret (decision 208).
  expect(link).toMatch(new RegExp(`^${origin()}/invite/${event.invitationCode}\\?invitation=`));

  await friend.page.goto(link);
  await expectToast(friend.page, "Welcome!", "You've successfully joined the event.");
  await expect(friend.page).toHaveURL(`${origin()}/event/${event.id}`);
  await expect(
    friend.page.getByRole("heading", { name: "Book club pick", level: 1 }),
  ).toBeVisible();
  await expect(friend.page.getByText("2 members", { exact: true })).toBeVisible();

  // Opening the link again, as a member now, simply opens the event.
  await friend.page.goto(link);
  await expect(friend.page).toHaveURL(`${origin()}/event/${event.id}`);
  await expect(
    friend.page.getByRole("heading", { name: "Book club pick", level: 1 }),
  ).toBeVisible();
});

test("C, signed out, opens the invite link, signs up, verifies by email and lands in the event", async ({
  person,
  newPerson,
}) => {
  const event = await hostEvent(person, "Ada Host", "Summer trip destination");

  const c = await newPerson();
  await c.page.goto(`/invite/${event.invitationCode}`);
  await expect(c.page.getByRole("heading", { name: "Join Event" })).toBeVisible();
  await expect(c.page.getByText("Summer trip destination")).toBeVisible();
  await expect(
    c.page.getByText(
      "You need to sign in to join this event. After signing in, you'll automatically be added to the event.",
    ),
  ).toBeVisible();
  await expectAccessible(c.page, "invite page");
  await saveScreenshots(c.page, "events-invite-page");

  await c.page.getByRole("button", { name: "Sign In to Join Event" }).click();
  const dialog = c.page.getByRole("dialog", { name: "Welcome to Huddle" });
  await dialog.getByRole("tab", { name: "Sign Up" }).click();
  const email = uniqueEmail("carol");
  await dialog.getByPlaceholder("Enter your name").fill("Carol Newcomer");
  await dialog.getByPlaceholder("Enter your email").fill(email);
  await dialog.getByPlaceholder("Create a password").fill(PASSWORD);
  const since = Date.now();
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expectToast(
    c.page,
    "Success",
    "Account created successfully! Please check your email for verification.",
  );

  const mail = await waitForMail(email, { since, subject: /verify|confirm/i });
  // The verification link signs C in and goes straight on to the invitation, which joins.
  await c.page.goto(linkIn(mail, origin()));
  await expectToast(c.page, "Welcome!", "You've successfully joined the event.");
  await expect(c.page).toHaveURL(`${origin()}/event/${event.id}`);
  await expect(
    c.page.getByRole("heading", { name: "Summer trip destination", level: 1 }),
  ).toBeVisible();
  await c.page.getByRole("tab", { name: "Members" }).click();
  await expect(c.page.getByText("Carol Newcomer")).toBeVisible();
  await expect(c.page.getByText("Ada Host")).toBeVisible();
});

test("a new code stops the old link; a removed member sees Event Not Found", async ({
  page,
  person,
  newPerson,
}) => {
  const event = await hostEvent(person, "Ada Owner", "Offsite venue");
  const c = await newPerson();
  await signUpVerified(c, { name: "Cy Removed" });
  await joinAs(c, event.invitationCode);
  const d = await newPerson();
  await signUpVerified(d, { name: "Dee Late" });

  await page.goto(`/event/${event.id}`);
  await page.getByRole("button", { name: "Manage" }).click();
  await page.getByRole("menuitem", { name: "New Invitation Code" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Make a new invitation code?" });
  await expect(confirm).toContainText(event.invitationCode);
  await confirm.getByRole("button", { name: "Make New Code" }).click();
  await expectToast(page, "New code created!");
  const codeButton = page.getByRole("button", {
    name: /^Code [A-Z2-9]{8}: copy the invitation code$/,
  });
  await expect(codeButton).not.toContainText(event.invitationCode);

  await d.page.goto(`/invite/${event.invitationCode}`);
  await expectToast(d.page, "Invalid invitation code");
  await expect(d.page).toHaveURL(`${origin()}/dashboard`);
  await expect(d.page.getByRole("heading", { name: "No Events Yet" })).toBeVisible();

  await c.page.goto(`/event/${event.id}`);
  await expect(c.page.getByRole("heading", { name: "Offsite venue", level: 1 })).toBeVisible();
  await expect(c.page.getByRole("button", { name: "Manage" })).toHaveCount(0);

  await page.getByRole("tab", { name: "Members" }).click();
  await page.getByRole("button", { name: "Remove Cy Removed" }).click();
  const removal = page.getByRole("alertdialog", { name: "Remove Cy Removed?" });
  await removal.getByRole("button", { name: "Remove" }).click();
  await expectToast(page, "Member removed");
  // In the list: the toast says the name too ("Cy Removed is no longer a member…").
  await expect(page.getByRole("tabpanel").getByText("Cy Removed")).toHaveCount(0);
  await expect(page.getByText("1 member", { exact: true })).toBeVisible();

  // C's open page learns it at once (live), and a reload says the same.
  await expect(c.page.getByRole("heading", { name: "Event Not Found" })).toBeVisible({
    timeout: 10_000,
  });
  await expect(
    c.page.getByText("The event you're looking for doesn't exist or you don't have access to it."),
  ).toBeVisible();
  await c.page.reload();
  await expect(c.page.getByRole("heading", { name: "Event Not Found" })).toBeVisible();
  await expectAccessible(c.page, "event not found");
});

test("the creator edits and deletes; a member leaves", async ({ page, person, newPerson }) => {
  const event = await hostEvent(person, "Ada Editor", "Old title", "Old description");
  const b = await newPerson();
  await signUpVerified(b, { name: "Bea Leaver" });
  await joinAs(b, event.invitationCode);

  await page.goto(`/event/${event.id}`);
  await page.getByRole("button", { name: "Manage" }).click();
  await page.getByRole("menuitem", { name: "Edit Event" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Event" });
  await expect(edit.getByLabel("Event Title")).toHaveValue("Old title");
  await edit.getByLabel("Event Title").fill("New title");
  await edit.getByLabel(/Description/).fill("New description");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Event updated!");
  await expect(page.getByRole("heading", { name: "New title", level: 1 })).toBeVisible();
  await expect(page.getByText("New description")).toBeVisible();

  await b.page.goto(`/event/${event.id}`);
  await expect(b.page.getByRole("heading", { name: "New title", level: 1 })).toBeVisible();
  await b.page.getByRole("button", { name: "Leave Event" }).click();
  const leave = b.page.getByRole("alertdialog", { name: "Leave this event?" });
  await leave.getByRole("button", { name: "Leave Event" }).click();
  await expectToast(b.page, "You left the event");
  await expect(b.page).toHaveURL(`${origin()}/dashboard`);
  await expect(b.page.getByRole("heading", { name: "No Events Yet" })).toBeVisible();

  await page.reload();
  await expect(page.getByText("1 member", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Manage" }).click();
  await page.getByRole("menuitem", { name: "Delete Event" }).click();
  const del = page.getByRole("alertdialog", { name: "Delete this event?" });
  await expect(del).toContainText("This cannot be undone.");
  await del.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { name: "New title", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Manage" }).click();
  await page.getByRole("menuitem", { name: "Delete Event" }).click();
  await del.getByRole("button", { name: "Delete Event" }).click();
  await expectToast(page, "Event deleted");
  await expect(page).toHaveURL(`${origin()}/dashboard`);
  await expect(page.getByRole("heading", { name: "No Events Yet" })).toBeVisible();
  await page.goto(`/event/${event.id}`);
  await expect(page.getByRole("heading", { name: "Event Not Found" })).toBeVisible();
});
