// Standing groups in the browser (decision 226, issue #36): Ada makes a group from the dashboard
// with the keyboard; Bob joins by its code in the Join Event dialog and shows up on Ada's page
// live; a round is opened, voted on and closed, and the group page's timeline and the dashboard
// show its winner. A signed-out visitor follows the group's invite link and joins as a guest.
// The creator makes and unmakes an admin, an admin removes a member, the group is edited and
// scheduled, a member leaves, and the group is deleted with its rounds kept. A standalone event
// becomes a regular. The schedule opens a round by itself, live on the open group page. One walk
// in German. Axe at 390 and 1280 px on every screen.
import fs from "node:fs";
import type { Page } from "@playwright/test";
import type { EventSummary, GroupSummary } from "../../src/shared/api";
import type { As } from "../support/factories/actions";
import {
  clientOf,
  closeEvent,
  createEventAs,
  joinAs,
  shortlisted,
  vote,
} from "../support/factories/actions";
import {
  expect,
  expectAccessible,
  expectAccessibleWithoutToasts,
  expectFitsSmallScreens,
  saveScreenshots,
  test,
} from "./support/fixtures";
import { waitForMail } from "./support/mail";
import { signUpVerified } from "./support/people";
import { expectToast } from "./support/toasts";

const createGroupAs = (as: As, name: string, description?: string) =>
  clientOf(as).call<GroupSummary>("POST", "/api/groups", {
    name,
    ...(description ? { description } : {}),
  });

const joinGroupAs = (as: As, code: string) =>
  clientOf(as).call<GroupSummary>("POST", "/api/groups/join", { code });

const openRoundAs = (as: As, groupId: string, input: { title?: string } = {}) =>
  clientOf(as).call<EventSummary>("POST", `/api/groups/${groupId}/rounds`, input);

const groupsSection = (page: Page) => page.getByRole("region", { name: "Groups" });
const groupCard = (page: Page, name: string) =>
  groupsSection(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name, exact: true }) });
const memberRow = (page: Page, name: string) =>
  page
    .getByRole("region", { name: /^Members/ })
    .getByRole("listitem")
    .filter({ hasText: name });

test("a group is made, joined by code, and remembers its round's winner", async ({
  page,
  person: ada,
  newPerson,
}) => {
  // Three people, a round and two pages checked at two widths: longer than one walk.
  test.setTimeout(300_000);
  await signUpVerified(ada, { name: "Ada Lovelace" });
  await page.goto("/dashboard");
  await expect(groupsSection(page)).toContainText("No groups yet");

  // With the keyboard: "New Group", the name, Enter.
  const newGroup = groupsSection(page).getByRole("button", { name: "New Group" });
  await newGroup.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "New Group" });
  await expect(dialog.getByLabel("Group Name")).toBeFocused();
  await expect(dialog.getByRole("button", { name: "New Group" })).toBeDisabled();
  await page.keyboard.type("Friday dinner");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Where we eat on Friday.");
  await expectAccessible(page, "new group dialog");
  await dialog.getByRole("button", { name: "New Group" }).click();
  await expectToast(page, "Group created!");
  await expect(page).toHaveURL(/\/groups\/[0-9a-f-]{36}$/);
  const groupUrl = page.url();
  await expect(page.getByRole("heading", { level: 1, name: "Friday dinner" })).toBeVisible();
  await expect(page.getByText("Where we eat on Friday.")).toBeVisible();
  await expect(page.getByText("No round open")).toBeVisible();
  await expect(memberRow(page, "Ada Lovelace")).toContainText("Creator");
  await expect(page.getByText("No round has closed yet")).toBeVisible();
  await expectAccessibleWithoutToasts(page, "new group page");
  await saveScreenshots(page, "groups-page-new");

  const code = await page
    .getByRole("button", { name: /^Code \w+: copy the invitation code$/ })
    .locator(".font-mono")
    .innerText();

  // Bob joins by the group's code in the Join Event dialog; Ada's page shows him without a reload.
  const bob = await newPerson();
  await signUpVerified(bob, { name: "Bob Builder" });
  await bob.page.goto("/dashboard");
  await bob.page.getByRole("button", { name: "Join Event" }).first().click();
  const join = bob.page.getByRole("dialog", { name: "Join Event" });
  await join.getByLabel("Invitation Code").fill(code.toLowerCase());
  await join.getByRole("button", { name: "Join Event" }).click();
  await expectToast(bob.page, "Joined group!");
  await expect(groupCard(bob.page, "Friday dinner")).toContainText("2 members");
  await expect(groupCard(bob.page, "Friday dinner")).toContainText("No round open");
  await expect(memberRow(page, "Bob Builder")).toBeVisible();
  await expect(page.getByText("2 members").first()).toBeVisible();

  // Ada opens round 1; its page says whose round it is.
  await page.getByRole("button", { name: "New Round" }).click();
  const round = page.getByRole("dialog", { name: "New Round" });
  await round.getByLabel("Round title (optional)").fill("Friday, week 1");
  await expectAccessible(page, "new round dialog");
  await round.getByRole("button", { name: "New Round" }).click();
  await expectToast(page, "Round opened!", "Round 1 is open.");
  await expect(page).toHaveURL(/\/event\//);
  const roundId = page.url().split("/event/")[1]!;
  await expect(page.getByRole("heading", { level: 1, name: "Friday, week 1" })).toBeVisible();
  const roundOf = page.getByRole("link", { name: "Round 1 of Friday dinner" });
  await expect(roundOf).toBeVisible();
  await expectAccessibleWithoutToasts(page, "a round's page");
  await saveScreenshots(page, "groups-round-page");

  // Bob's dashboard links to the open round.
  await bob.page.reload();
  await groupCard(bob.page, "Friday dinner").getByRole("link", { name: "Round 1 is open" }).click();
  await expect(bob.page).toHaveURL(new RegExp(`/event/${roundId}$`));
  // A round is left or removed from with its group (issue #49): Bob's round page has no "Leave
  // Event", and its Members tab says where that is done; Ada's has no "Remove" there.
  await expect(bob.page.getByRole("heading", { level: 1, name: "Friday, week 1" })).toBeVisible();
  await expect(bob.page.getByRole("button", { name: "Leave Event" })).toHaveCount(0);
  await bob.page.getByRole("tab", { name: "Members" }).click();
  await expect(bob.page.getByText("A round's members are its group's")).toBeVisible();
  await expectAccessible(bob.page, "a round's members");
  await saveScreenshots(bob.page, "groups-round-members");
  await page.getByRole("tab", { name: "Members" }).click();
  await expect(page.getByText("A round's members are its group's")).toBeVisible();
  await expect(memberRow(page, "Bob Builder")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
  await page.getByRole("tab", { name: "Shared Links" }).click();

  // A vote and the close, through the API; the timeline shows the winner and the turnout.
  const pizza = await shortlisted(ada, roundId, "Pizza Place");
  await shortlisted(ada, roundId, "Noodle Bar");
  await vote(bob, roundId, pizza.id, "up");
  await closeEvent(ada, roundId);
  await roundOf.click();
  await expect(page).toHaveURL(groupUrl);
  const timeline = page.getByRole("region", { name: "Past rounds" });
  await expect(timeline.getByRole("link", { name: "Round 1" })).toBeVisible();
  await expect(timeline.getByRole("link", { name: "Pizza Place" })).toBeVisible();
  await expect(timeline).toContainText("1 of 2 voted");
  await expect(page.getByText("No round open")).toBeVisible();
  // The whole group downloads: every round with its winner and counts.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("huddle-friday-dinner.csv");
  const csv = await fs.promises.readFile((await download.path())!, "utf8");
  expect(csv).toMatch(/^"1","[^"]*","upDown","completed",.*"Pizza Place"/m);
  await expectAccessible(page, "group page with its timeline");
  await expectFitsSmallScreens(page, "group page");
  await saveScreenshots(page, "groups-page-timeline");

  await bob.page.goto("/dashboard");
  const card = groupCard(bob.page, "Friday dinner");
  await expect(card).toContainText("Last winner");
  await expect(card.getByRole("link", { name: "Pizza Place" })).toBeVisible();
  // The round's own card under My Events says whose round it is, and that line opens the group.
  const roundCard = bob.page
    .getByRole("listitem")
    .filter({ has: bob.page.getByRole("link", { name: "Friday, week 1" }) });
  await expectAccessible(bob.page, "dashboard with a group");
  await saveScreenshots(bob.page, "groups-dashboard");
  await roundCard.getByRole("link", { name: "Round 1 of Friday dinner" }).click();
  await expect(bob.page).toHaveURL(groupUrl);
});

test("a signed-out visitor follows a group's invite link and joins it as a guest", async ({
  person: ada,
  newPerson,
}) => {
  await signUpVerified(ada, { name: "Ada Lovelace" });
  const group = await createGroupAs(ada, "Book club", "One book a month.");

  const gus = await newPerson();
  await gus.page.goto(`/invite/${group.invitationCode}`);
  await expect(gus.page.getByRole("heading", { level: 1, name: "Join Group" })).toBeVisible();
  await expect(gus.page.getByText("Book club")).toBeVisible();
  await expect(gus.page.getByText("One book a month.")).toBeVisible();
  await expect(gus.page.getByText("1 member")).toBeVisible();
  await expect(gus.page.getByRole("button", { name: "Sign In to Join Group" })).toBeVisible();
  await expectAccessible(gus.page, "a group's invitation");
  await saveScreenshots(gus.page, "groups-invite");

  await gus.page.getByRole("button", { name: "Continue as a guest" }).click();
  await gus.page.getByLabel("Your name").fill("Gus Guest");
  await gus.page.getByRole("button", { name: "Join as a guest" }).click();
  await expectToast(gus.page, "Welcome!", "You've successfully joined the group.");
  await expect(gus.page).toHaveURL(new RegExp(`/groups/${group.id}$`));
  await expect(gus.page.getByRole("heading", { level: 1, name: "Book club" })).toBeVisible();
  await expect(memberRow(gus.page, "Gus Guest")).toContainText("Guest");
  // A guest shares the code; email invitations and new groups are an account's.
  await expect(gus.page.getByRole("button", { name: "Invite by Email" })).toHaveCount(0);
  await expect(gus.page.getByRole("button", { name: "Leave Group" })).toBeVisible();
  await gus.page.goto("/dashboard");
  await expect(groupCard(gus.page, "Book club")).toContainText("2 members");
  await expect(groupsSection(gus.page).getByRole("button", { name: "New Group" })).toHaveCount(0);

  // Signed in and already a member, the link opens the group.
  await gus.page.goto(`/invite/${group.invitationCode}`);
  await expect(gus.page).toHaveURL(new RegExp(`/groups/${group.id}$`));
});

test("admins: roles, removing, editing, leaving and deleting", async ({
  page,
  person: ada,
  newPerson,
}) => {
  test.setTimeout(300_000);
  await signUpVerified(ada, { name: "Ada Lovelace" });
  const group = await createGroupAs(ada, "Board games");
  const bob = await newPerson();
  await signUpVerified(bob, { name: "Bob Builder" });
  await joinGroupAs(bob, group.invitationCode);
  const cy = await newPerson();
  await signUpVerified(cy, { name: "Cy Young" });
  await joinGroupAs(cy, group.invitationCode);
  const round = await openRoundAs(ada, group.id);

  // The creator makes Bob an admin.
  await page.goto(`/groups/${group.id}`);
  await memberRow(page, "Bob Builder")
    .getByRole("button", { name: "Make admin Bob Builder" })
    .click();
  await expectToast(page, "Bob Builder is now an admin.");
  await expect(memberRow(page, "Bob Builder")).toContainText("Admin");
  await expectAccessibleWithoutToasts(page, "group page as its creator");
  await saveScreenshots(page, "groups-page-creator");

  // Bob, an admin, manages: he may remove Cy, not Ada, and not delete the group.
  await bob.page.goto(`/groups/${group.id}`);
  await expect(bob.page.getByRole("link", { name: "Open round" })).toBeVisible();
  await expect(
    memberRow(bob.page, "Ada Lovelace").getByRole("button", { name: /Remove/ }),
  ).toHaveCount(0);
  await expect(memberRow(bob.page, "Ada Lovelace").getByRole("button")).toHaveCount(0);
  await bob.page.getByRole("button", { name: "Manage" }).click();
  await expect(bob.page.getByRole("menuitem", { name: "Edit Group" })).toBeVisible();
  await expect(bob.page.getByRole("menuitem", { name: "Delete Group" })).toHaveCount(0);
  await bob.page.keyboard.press("Escape");
  await memberRow(bob.page, "Cy Young").getByRole("button", { name: "Remove Cy Young" }).click();
  const remove = bob.page.getByRole("alertdialog", { name: "Remove Cy Young?" });
  await expect(remove).toContainText("leaves the group and all its rounds, closed ones too");
  await remove.getByRole("button", { name: "Remove" }).click();
  await expectToast(bob.page, "Member removed");
  await expect(memberRow(page, "Cy Young")).toHaveCount(0);
  // Cy's page of the group is gone for him.
  await cy.page.goto(`/groups/${group.id}`);
  await expect(cy.page.getByRole("heading", { name: "Group Not Found" })).toBeVisible();
  // To keep him out, Ada makes a new code: the rounds' codes stop working too (issue #49).
  await page.getByRole("button", { name: "Manage" }).click();
  await page.getByRole("menuitem", { name: "New Invitation Code" }).click();
  const newCode = page.getByRole("alertdialog", { name: "Make a new invitation code?" });
  await expect(newCode).toContainText("and the codes of the group's rounds stop working at once");
  await newCode.getByRole("button", { name: "Make New Code" }).click();
  await expectToast(page, "New code created!");

  // Ada edits the group: its name and "Give others a chance".
  await page.getByRole("button", { name: "Manage" }).click();
  await page.getByRole("menuitem", { name: "Edit Group" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Group" });
  await edit.getByLabel("Group Name").fill("Board game night");
  await edit.getByLabel("Give others a chance").fill("2");
  await expectAccessible(page, "edit group dialog");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Group updated!");
  await expect(page.getByRole("heading", { level: 1, name: "Board game night" })).toBeVisible();
  await expect(
    page.getByText("Give others a chance: winners of the last 2 rounds cannot win"),
  ).toBeVisible();
  await expect(bob.page.getByRole("heading", { level: 1, name: "Board game night" })).toBeVisible();

  // Ada takes the admin role back; Bob leaves.
  await memberRow(page, "Bob Builder")
    .getByRole("button", { name: "Remove admin Bob Builder" })
    .click();
  await expectToast(page, "Bob Builder is no longer an admin.");
  await expect(bob.page.getByRole("button", { name: "Manage" })).toHaveCount(0);
  await bob.page.getByRole("button", { name: "Leave Group" }).click();
  await bob.page
    .getByRole("alertdialog", { name: "Leave this group?" })
    .getByRole("button", { name: "Leave Group" })
    .click();
  await expectToast(bob.page, "You left the group");
  await expect(bob.page).toHaveURL(/\/dashboard$/);
  await expect(memberRow(page, "Bob Builder")).toHaveCount(0);

  // Deleting asks what happens to the rounds; kept, the round is a standalone event.
  await page.getByRole("button", { name: "Manage" }).click();
  await page.getByRole("menuitem", { name: "Delete Group" }).click();
  const del = page.getByRole("alertdialog", { name: "Delete this group?" });
  await expect(del).toContainText("What happens to its rounds?");
  const confirm = del.getByRole("button", { name: "Delete Group" });
  await expect(confirm).toBeDisabled();
  await del.getByLabel("Keep them as standalone events").check();
  await expectAccessible(page, "delete group dialog");
  await saveScreenshots(page, "groups-delete-dialog");
  await confirm.click();
  await expectToast(page, "Group deleted", "its rounds are standalone events now");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(groupCard(page, "Board game night")).toHaveCount(0);
  await page.goto(`/event/${round.id}`);
  await expect(page.getByRole("heading", { level: 1, name: round.title })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Round 1/ })).toHaveCount(0);
});

test("an admin schedules the group's rounds, pauses and resumes it", async ({
  page,
  person: ada,
}) => {
  await signUpVerified(ada, { name: "Ada Lovelace" });
  const group = await createGroupAs(ada, "Board games");
  await page.goto(`/groups/${group.id}`);
  await expect(page.getByText("No schedule: rounds open when an admin opens them.")).toBeVisible();
  // On the browser's clock by default; it says when the next round opens.
  await expect(page.getByLabel("Time zone")).toHaveValue(
    await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
  );
  const opens = page.getByRole("group", { name: "Opens" });
  const closes = page.getByRole("group", { name: "Closes" });
  await opens.getByLabel("Weekday").selectOption({ label: "Friday" });
  await opens.getByLabel("Time", { exact: true }).fill("18:00");
  await closes.getByLabel("Weekday").selectOption({ label: "Sunday" });
  await closes.getByLabel("Time", { exact: true }).fill("20:00");
  await page.getByRole("button", { name: "Save schedule" }).click();
  await expectToast(page, "Schedule saved");
  // In the reader's hour cycle (en-US here), as the next opening and the time fields are.
  await expect(
    page.getByText(/^Opens Friday at 6:00\sPM, closes Sunday at 8:00\sPM/),
  ).toBeVisible();
  await expect(page.getByText(/^Next round opens .*Friday/)).toBeVisible();
  await page.getByRole("button", { name: "Pause" }).click();
  await expect(page.getByText("Paused: no round opens until it is resumed.")).toBeVisible();
  await page.getByRole("button", { name: "Resume" }).click();
  await expect(page.getByText(/^Next round opens/)).toBeVisible();
  await expectAccessibleWithoutToasts(page, "group page with a schedule");
  await saveScreenshots(page, "groups-page-schedule");

  await page.getByRole("button", { name: "Skip next" }).click();
  await expectToast(page, "The next opening is skipped");
  // The page hears of the removal live before the answer comes (it can, on a busy server): the
  // form is then a new one, and the toast must still come.
  const none = page.getByText("No schedule: rounds open when an admin opens them.");
  await page.route(`**/api/groups/${group.id}/schedule`, async (route) => {
    if (route.request().method() !== "DELETE") return route.fallback();
    const answer = await route.fetch();
    await expect(none).toBeVisible();
    await route.fulfill({ response: answer });
  });
  await page.getByRole("button", { name: "Remove schedule" }).click();
  await expectToast(page, "Schedule removed");
  await expect(none).toBeVisible();
});

test("a standalone event becomes a regular: round 1 of a new group with its members", async ({
  page,
  person: ada,
  newPerson,
}) => {
  await signUpVerified(ada, { name: "Ada Lovelace" });
  const event = await createEventAs(ada, "Pub quiz");
  const bob = await newPerson();
  await signUpVerified(bob, { name: "Bob Builder" });
  await joinAs(bob, event.invitationCode);

  // Only its creator is offered it.
  await bob.page.goto(`/event/${event.id}`);
  await expect(bob.page.getByRole("button", { name: "Manage" })).toHaveCount(0);

  await page.goto(`/event/${event.id}`);
  await page.getByRole("button", { name: "Manage" }).click();
  await page.getByRole("menuitem", { name: "Make this a regular" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Make this a regular?" });
  await expectAccessible(page, "make this a regular dialog");
  await dialog.getByRole("button", { name: "Make a Group" }).click();
  await expectToast(page, "Group made!");
  await expect(page).toHaveURL(/\/groups\//);
  await expect(page.getByRole("heading", { level: 1, name: "Pub quiz" })).toBeVisible();
  await expect(memberRow(page, "Bob Builder")).toBeVisible();
  await page.getByRole("link", { name: "Open round" }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${event.id}$`));
  await expect(page.getByRole("link", { name: "Round 1 of Pub quiz" })).toBeVisible();
  // A round is not made a regular again.
  await page.getByRole("button", { name: "Manage" }).click();
  await expect(page.getByRole("menuitem", { name: "Make this a regular" })).toHaveCount(0);
});

test.describe("in German", () => {
  test.use({ locale: "de-DE" });

  test("a group, its round and its page speak German", async ({ page, person: ada, newPerson }) => {
    await signUpVerified(ada, { name: "Ada Lovelace" });
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Gruppen" })).toBeVisible();
    await page.getByRole("button", { name: "Neue Gruppe" }).click();
    const dialog = page.getByRole("dialog", { name: "Neue Gruppe" });
    await dialog.getByLabel("Name der Gruppe").fill("Freitagsessen");
    await dialog.getByRole("button", { name: "Neue Gruppe" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Freitagsessen" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Aktuelle Runde" })).toBeVisible();
    await expect(page.getByText("Keine Runde offen")).toBeVisible();
    await expect(page.getByLabel("Zeitzone")).toBeVisible();
    await expect(page.getByRole("option", { name: "Freitag" }).first()).toBeAttached();

    const group = (await ada.client.call<GroupSummary[]>("GET", "/api/groups"))[0]!;
    const bob = await newPerson();
    await signUpVerified(bob, { name: "Bob Builder" });
    await joinGroupAs(bob, group.invitationCode);
    const round = await openRoundAs(ada, group.id);
    const link = await shortlisted(ada, round.id, "Pizzeria");
    await vote(bob, round.id, link.id, "up");
    await closeEvent(ada, round.id);
    await openRoundAs(ada, group.id, { title: "Zweite Woche" });

    await page.reload();
    await expect(page.getByRole("heading", { name: "Frühere Runden" })).toBeVisible();
    await expect(page.getByText("1 von 2 haben abgestimmt")).toBeVisible();
    await expect(page.getByRole("link", { name: "Zur Runde" })).toBeVisible();
    await expectAccessible(page, "group page in German");
    await saveScreenshots(page, "de-groups-page");
    await page.getByRole("link", { name: "Zur Runde" }).click();
    await expect(page.getByRole("link", { name: "Runde 2 von Freitagsessen" })).toBeVisible();
  });
});

test("the schedule opens the next round by itself, live on the group page and by email", async ({
  page,
  person: ada,
  newPerson,
}) => {
  // Up to a minute and a quarter waiting for the opening minute, on an idle page: 57 s beside
  // another walk on a quiet day.
  test.setTimeout(300_000);
  const bob = await newPerson();
  await signUpVerified(ada, { name: "Ada Lovelace" });
  const bobAccount = await signUpVerified(bob, { name: "Bob Builder" });
  const group = await createGroupAs(ada, "Monday lunch");
  await joinGroupAs(bob, group.invitationCode);

  // The next whole minute on UTC's clock (the one after when this one is nearly over, so the
  // schedule is saved before it comes), closing a day later.
  const opensAt = new Date(Math.ceil((Date.now() + 15_000) / 60_000) * 60_000);
  const closesAt = new Date(opensAt.getTime() + 86_400_000);
  const isoWeekday = (d: Date) => d.getUTCDay() || 7;
  const clock = (d: Date) => d.toISOString().slice(11, 16);
  await clientOf(ada).call("PUT", `/api/groups/${group.id}/schedule`, {
    timeZone: "UTC",
    opensOn: isoWeekday(opensAt),
    opensAt: clock(opensAt),
    closesOn: isoWeekday(closesAt),
    closesAt: clock(closesAt),
  });
  await page.goto(`/groups/${group.id}`);
  await expect(page.getByText("No round open")).toBeVisible();
  await expect(page.getByText(/^Next round opens/)).toBeVisible();
  const since = Date.now();

  // The scheduler (its tick is half a second in browser tests) opens round 1; the open page
  // shows it without a reload, and Bob is told by email.
  const current = page.getByRole("region", { name: "Current round" });
  await expect(current.getByText("Round 1", { exact: true })).toBeVisible({
    timeout: opensAt.getTime() - Date.now() + 30_000,
  });
  await expect(page.getByText("No round open")).toHaveCount(0);
  const mail = await waitForMail(bobAccount.email, {
    subject: /A new round of "Monday lunch" is open/,
    since,
    timeoutMs: 30_000,
  });
  expect(mail.text).toContain("Round 1 of");
  expect(mail.text).toContain("Monday lunch");
  await current.getByRole("link", { name: "Open round" }).click();
  await expect(page.getByRole("link", { name: "Round 1 of Monday lunch" })).toBeVisible();
  // The next opening is a week on.
  await page.goto(`/groups/${group.id}`);
  await expect(page.getByText(/^Next round opens/)).toBeVisible();
});
