// Deadlines, turnout and reminders, and a closed event's result (issue #14), as members see
// them: a deadline set in the create dialog counts down in the header and on the dashboard; a
// deadline a few seconds ahead closes the event on two members' screens without a reload (the
// test server's scheduler ticks every half second); "Remind the others" reaches only who has not
// voted, once in 12 hours; the public result link works signed out until it is turned off; the
// downloads hold the links.
import fs from "node:fs";
import {
  closeEvent,
  createEventAs,
  eventWithShortlist,
  joinAs,
  publicResultLink,
  share,
  shortlist,
  shortlisted,
  vote,
} from "../support/factories/actions";
import {
  expect,
  expectAccessible,
  expectAccessibleWithoutToasts,
  saveScreenshots,
  test,
} from "./support/fixtures";
import { PRERENDERED_PAGE_ID } from "../../src/shared/prerendered";
import { waitForMail } from "./support/mail";
import { signUpVerified } from "./support/people";
import { toastTitled } from "./support/toasts";

const origin = () => process.env.HUDDLE_URL!;

/** "2026-11-28T19:40": a moment as a datetime-local input takes it, in this machine's zone
 * (which the browser shares). */
function localInput(ms: number) {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const HOUR = 3600_000;

test("a deadline counts down, then closes the event on every open page, which shows the result", async ({
  person: ann,
  newPerson,
}) => {
  const bob = await newPerson();
  const cat = await newPerson();
  await signUpVerified(ann, { name: "Ann Deadline" });
  await signUpVerified(bob, { name: "Bob Deadline" });
  await signUpVerified(cat, { name: "Cat Deadline" });

  // Ann sets a deadline three hours ahead (and a minute, so it still reads "3 hours").
  await ann.page.goto("/dashboard");
  await ann.page.getByRole("button", { name: "Create Event" }).first().click();
  const dialog = ann.page.getByRole("dialog", { name: "Create Event" });
  await dialog.getByLabel("Event Title").fill("Team offsite");
  const deadlineField = dialog.getByLabel("Voting deadline (optional)");
  await expect(deadlineField).toHaveAttribute("type", "datetime-local");
  await expect(dialog.getByText("No deadline: the event stays open")).toBeVisible();
  // A moment in the past is refused before it is sent, under the field.
  await deadlineField.fill(localInput(Date.now() - 2 * HOUR));
  await dialog.getByRole("button", { name: "Create Event" }).click();
  await expect(dialog.getByText("The deadline must be in the future")).toBeVisible();
  await expect(deadlineField).toHaveAttribute("aria-invalid", "true");
  // Removed, then set again.
  await dialog.getByRole("button", { name: "Remove deadline" }).click();
  await expect(deadlineField).toHaveValue("");
  await deadlineField.fill(localInput(Date.now() + 3 * HOUR + 5 * 60_000));
  await expect(dialog.getByText(/^Voting closes by itself on /)).toBeVisible();
  await expectAccessible(ann.page, "create dialog with a deadline");
  await saveScreenshots(ann.page, "deadline-create-dialog");
  await dialog.getByRole("button", { name: "Create Event" }).click();
  await expect(dialog).toBeHidden();
  // The new event opens; its card is on the dashboard.
  await expect(ann.page.getByRole("heading", { name: "Team offsite", level: 1 })).toBeVisible();
  await ann.page.goBack();

  // The dashboard card and the event header both say when voting closes; the exact time shows
  // on keyboard focus, and is part of the element's name.
  const card = ann.page.getByRole("heading", { name: "Team offsite" }).locator("../..");
  await expect(card.getByRole("button", { name: /^Closes in 3 hours, / })).toBeVisible();
  await saveScreenshots(ann.page, "deadline-dashboard-card");
  await ann.page.getByRole("link", { name: "Team offsite" }).click();
  await expect(ann.page.getByRole("heading", { name: "Team offsite", level: 1 })).toBeVisible();
  const closesIn = ann.page.getByRole("button", { name: /^Closes in 3 hours, / });
  await expect(closesIn).toBeVisible();
  await closesIn.focus();
  const tooltip = ann.page.getByRole("tooltip");
  await expect(tooltip).toBeVisible();
  const exact = (await tooltip.textContent())!;
  expect(exact).toMatch(/\d{4}/);
  await expect(closesIn).toHaveAccessibleName(`Closes in 3 hours, ${exact}`);
  await saveScreenshots(ann.page, "deadline-header-tooltip");
  await ann.page.keyboard.press("Escape");

  // The tooltip's code comes as the badge first shows. Focused before it has come, the badge
  // keeps its focus when the tooltip takes it over, and the tooltip opens then.
  const early = await ann.page.context().newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await early.route(/\/assets\/exact-time-tooltip-[^/]+\.js$/, async (route) => {
    await held;
    await route.fallback();
  });
  await early.goto(ann.page.url());
  // Once the app has taken over from the server's paint (decision 222), whose badge is inert.
  await early.waitForFunction((id) => !document.getElementById(id), PRERENDERED_PAGE_ID);
  const earlyBadge = early.getByRole("button", { name: /^Closes in 3 hours, / });
  await earlyBadge.focus();
  await expect(earlyBadge).toBeFocused();
  await expect(early.getByRole("tooltip")).toHaveCount(0);
  release();
  await expect(early.getByRole("tooltip")).toBeVisible();
  await expect(earlyBadge).toBeFocused();
  await early.close();

  // The edit dialog starts from the deadline as it is, and can remove it.
  await ann.page.getByRole("button", { name: "Manage" }).click();
  await ann.page.getByRole("menuitem", { name: "Edit Event" }).click();
  const editOpen = ann.page.getByRole("dialog", { name: "Edit Event" });
  await expect(editOpen.getByLabel("Voting deadline (optional)")).toHaveValue(/^\d{4}-\d\d-\d\dT/);
  await expect(editOpen.getByRole("button", { name: "Remove deadline" })).toBeVisible();
  // "Event created!" may still be up on a quick run: its colours are the toaster's.
  await expectAccessibleWithoutToasts(ann.page, "edit dialog");
  await saveScreenshots(ann.page, "deadline-edit-active");
  await editOpen.getByRole("button", { name: "Cancel" }).click();
  await expect(editOpen).toBeHidden();

  // The others join; two links on the shortlist, Noodle Bar ahead.
  const eventId = new URL(ann.page.url()).pathname.split("/").pop()!;
  const { event } = await ann.client.call<{ event: { invitationCode: string } }>(
    "GET",
    `/api/events/${eventId}`,
  );
  for (const person of [bob, cat]) await joinAs(person, event.invitationCode);
  const noodle = await share(ann, eventId, {
    url: "https://noodle-bar.example/",
    title: "Noodle Bar",
  });
  const taco = await share(bob, eventId, {
    url: "https://taco-corner.example/",
    title: "Taco Corner",
  });
  for (const link of [noodle, taco]) await shortlist(ann, eventId, link.id);
  await vote(bob, eventId, noodle.id, "up");
  await vote(cat, eventId, noodle.id, "up");
  await vote(cat, eventId, taco.id, "down");

  // Bob and Cat have the event open; Ann moves the deadline to four seconds from now.
  for (const person of [bob, cat]) {
    await person.page.goto(`/event/${eventId}`);
    await expect(person.page.getByRole("button", { name: /^Closes in 3 hours, / })).toBeVisible();
  }
  await ann.client.call("PATCH", `/api/events/${eventId}`, {
    deadline: new Date(Date.now() + 4000).toISOString(),
  });
  await expect(bob.page.getByRole("button", { name: /^Closes in \d seconds?, / })).toBeVisible();

  // At the deadline both pages turn to the result, without a reload.
  for (const person of [bob, cat]) {
    const result = person.page.getByRole("region", { name: "Result" });
    await expect(result).toBeVisible({ timeout: 10_000 });
    await expect(result.getByRole("heading", { name: "Winner: Noodle Bar" })).toBeVisible();
    await expect(person.page.getByRole("button", { name: /^Clos/ })).toHaveCount(0);
  }
  const result = bob.page.getByRole("region", { name: "Result" });
  await expect(result.getByText("2 of 3 members took part")).toBeVisible();
  await expect(result.getByText(/^Closed on /)).toBeVisible();
  const rows = result.getByRole("table", { name: "Ranking" }).getByRole("row");
  await expect(rows).toHaveText([
    /Score\s*Up\s*Down/,
    /^1\s*Noodle Bar.*\+2\s*2\s*0$/,
    /^2\s*Taco Corner.*-1\s*0\s*1$/,
  ]);
  // The tabs are still there below it.
  await expect(bob.page.getByRole("tab", { name: "Shortlist & Voting" })).toBeVisible();
  await expectAccessible(bob.page, "result view");
  await saveScreenshots(bob.page, "result-member");

  // "Copy result" puts a summary for a chat on the clipboard.
  await bob.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: origin() });
  await result.getByRole("button", { name: "Copy result" }).click();
  await expect(toastTitled(bob.page, "Result copied")).toBeVisible();
  const copied = await bob.page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(
    /^Result of "Team offsite":\n1\. Noodle Bar \(\+2, 2 up, 0 down\) https:\/\/noodle-bar\.example\/\n2\. Taco Corner \(-1, 0 up, 1 down\) https:\/\/taco-corner\.example\/\n2 of 3 members took part\nClosed on .+$/,
  );

  // The creator's page: the result, the public link control, and no deadline to set until the
  // event is reopened.
  await ann.page.reload();
  await expect(ann.page.getByRole("region", { name: "Result" })).toBeVisible();
  await expect(ann.page.getByRole("button", { name: "Turn on public link" })).toBeVisible();
  await saveScreenshots(ann.page, "result-creator");
  await ann.page.getByRole("button", { name: "Manage" }).click();
  await ann.page.getByRole("menuitem", { name: "Edit Event" }).click();
  const edit = ann.page.getByRole("dialog", { name: "Edit Event" });
  await expect(edit.getByText("Reopen the event to set a deadline")).toBeVisible();
  await expect(edit.getByLabel("Voting deadline (optional)")).toHaveCount(0);
  await saveScreenshots(ann.page, "deadline-edit-closed");
});

test("the turnout says who has not voted, and the creator's reminder reaches only them, once in 12 hours", async ({
  person: ann,
  newPerson,
}) => {
  const bob = await newPerson();
  const cat = await newPerson();
  await signUpVerified(ann, { name: "Ann Reminder" });
  const bobAccount = await signUpVerified(bob, { name: "Bob Voter" });
  const catAccount = await signUpVerified(cat, { name: "Cat Waiting" });
  const { event, links } = await eventWithShortlist(ann, [bob, cat], "Book club pick", [
    { title: "Dune", url: "https://books.example/dune" },
  ]);
  await vote(bob, event.id, links[0]!.id, "up");

  // Cat sees the turnout, and on request who has not voted (names only); no reminder button.
  await cat.page.goto(`/event/${event.id}?tab=shortlist`);
  const catTurnout = cat.page.getByRole("region", { name: "Turnout" });
  await expect(catTurnout.getByText("1 of 3 members has voted")).toBeVisible();
  await expect(catTurnout.getByRole("button", { name: "Remind the others" })).toHaveCount(0);
  await catTurnout.getByRole("button", { name: "Show who hasn't voted" }).click();
  await expect(catTurnout.getByRole("listitem")).toHaveText(["Ann Reminder", "Cat Waiting"]);

  // Ann has the event open in two tabs; in the first she reminds the others.
  await ann.page.goto(`/event/${event.id}?tab=shortlist`);
  const other = await ann.context.newPage();
  await other.goto(`/event/${event.id}?tab=shortlist`);
  const turnout = ann.page.getByRole("region", { name: "Turnout" });
  await expect(turnout.getByText("1 of 3 members has voted")).toBeVisible();
  await expectAccessible(ann.page, "turnout");
  await turnout.getByRole("button", { name: "Show who hasn't voted" }).click();
  await saveScreenshots(ann.page, "turnout-creator");
  const since = Date.now();
  await turnout.getByRole("button", { name: "Remind the others" }).click();
  await expect(toastTitled(ann.page, "Reminder sent to 1 member")).toBeVisible();
  await expect(turnout.getByRole("button", { name: "Remind the others" })).toBeDisabled();
  await expect(turnout.getByText(/^You can remind them again at /)).toBeVisible();
  await saveScreenshots(ann.page, "turnout-reminded");

  // The email reaches Cat, who has not voted, and not Bob, who has.
  const mail = await waitForMail(catAccount.email, { since, subject: /^Reminder: vote in/ });
  expect(mail.text).toContain("Book club pick");
  // "Vote now" opens the voting tab.
  expect(mail.text).toContain(`/event/${event.id}?tab=shortlist`);
  await expect(
    waitForMail(bobAccount.email, { since, subject: /^Reminder/, timeoutMs: 2000 }),
  ).rejects.toThrow(/no mail/);

  // The second tab still offers the button: pressing it shows the server's 12-hour message,
  // and then it waits too.
  await other.getByRole("button", { name: "Remind the others" }).click();
  await expect(
    toastTitled(
      other,
      "A reminder was sent less than 12 hours ago. You can send the next one in 12 hours.",
    ),
  ).toBeVisible();
  await expect(other.getByRole("button", { name: "Remind the others" })).toBeDisabled();

  // A vote, live, moves the count.
  await vote(cat, event.id, links[0]!.id, "down");
  await expect(turnout.getByText("2 of 3 members have voted")).toBeVisible();

  // Voting now closes before the next reminder could go: nothing is said of one.
  await ann.client.call("PATCH", `/api/events/${event.id}`, {
    deadline: new Date(Date.now() + 3 * HOUR + 5 * 60_000).toISOString(),
  });
  await expect(ann.page.getByRole("button", { name: /^Closes in 3 hours/ })).toBeVisible();
  await expect(turnout.getByText(/^You can remind them again at /)).toHaveCount(0);
  await expect(turnout.getByRole("button", { name: "Remind the others" })).toBeDisabled();
});

test("the creator turns the public result link on and off; it works signed out while on", async ({
  person: ann,
  newPerson,
}) => {
  await signUpVerified(ann, { name: "Ann Public" });
  const { event, links } = await eventWithShortlist(ann, [], "Logo vote", [
    { title: "Blue logo", url: "https://logos.example/blue" },
  ]);
  await vote(ann, event.id, links[0]!.id, "up");
  await closeEvent(ann, event.id);

  await ann.page.goto(`/event/${event.id}`);
  const result = ann.page.getByRole("region", { name: "Result" });
  await expect(result.getByRole("heading", { name: "Winner: Blue logo" })).toBeVisible();
  await result.getByRole("button", { name: "Turn on public link" }).click();
  await expect(toastTitled(ann.page, "Public link turned on")).toBeVisible();
  const address = result.getByRole("textbox", { name: /anyone with this link/ });
  await expect(address).toHaveValue(/\/results\/[\w-]{20,}$/);
  await expect(result.getByRole("button", { name: "Copy link" })).toBeVisible();
  await expectAccessible(ann.page, "public link on");
  await saveScreenshots(ann.page, "result-public-link-on");
  const url = new URL(await address.inputValue());
  const token = url.pathname.split("/").pop()!;

  // While the link is on, "Copy result" carries it (issue #34).
  await ann.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: origin() });
  await result.getByRole("button", { name: "Copy result" }).click();
  const copied = await ann.page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split("\n").at(-1)).toBe(`See the result: ${url.href}`);

  // Signed out, the result page shows it.
  const visitor = await newPerson();
  expect((await visitor.client.get(`/api/results/${token}`)).status).toBe(200);
  await visitor.page.goto(url.pathname);
  await expect(visitor.page.getByRole("heading", { name: "Logo vote", level: 1 })).toBeVisible();
  await expect(visitor.page.getByText("Blue logo").first()).toBeVisible();

  // Turned off, the address is dead.
  await result.getByRole("button", { name: "Turn off" }).click();
  await expect(result.getByRole("button", { name: "Turn on public link" })).toBeVisible();
  expect((await visitor.client.get(`/api/results/${token}`)).status).toBe(404);
  await visitor.page.reload();
  await expect(
    visitor.page.getByRole("heading", { name: "This result link is not valid, or was turned off" }),
  ).toBeVisible();
});

test("members download the links and votes as CSV and JSON", async ({ person: ann, newPerson }) => {
  const bob = await newPerson();
  await signUpVerified(ann, { name: "Ann Export" });
  await signUpVerified(bob, { name: "Bob Export" });
  const { event } = await eventWithShortlist(ann, [bob], "Hiking trip", [
    { title: "Ridge trail", url: "https://trails.example/ridge" },
  ]);

  // While open: from the header's Download menu, for a member too.
  await bob.page.goto(`/event/${event.id}`);
  await bob.page.getByRole("button", { name: "Download" }).click();
  await expect(bob.page.getByRole("menuitem", { name: "Download JSON" })).toBeVisible();
  const [csv] = await Promise.all([
    bob.page.waitForEvent("download"),
    bob.page.getByRole("menuitem", { name: "Download CSV" }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe("huddle-hiking-trip.csv");
  const text = fs.readFileSync((await csv.path())!, "utf8");
  expect(text.split("\r\n")[0]).toBe(
    '"rank","title","url","description","sharedBy","sharedAt","shortlisted","up","down","score","winner"',
  );
  // Times on this browser's clock, with the offset.
  expect(text.split("\r\n")[1]).toMatch(/"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d"/);
  expect(text).toContain('"Ridge trail","https://trails.example/ridge"');

  // Closed: from the result view.
  await closeEvent(ann, event.id);
  await expect(bob.page.getByRole("region", { name: "Result" })).toBeVisible();
  const [json] = await Promise.all([
    bob.page.waitForEvent("download"),
    bob.page.getByRole("link", { name: "Download JSON" }).click(),
  ]);
  const data = JSON.parse(fs.readFileSync((await json.path())!, "utf8"));
  expect(data.event.title).toBe("Hiking trip");
  const zone = await bob.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(data.event.timeZone).toBe(zone);
  expect(data.links[0]).toMatchObject({ title: "Ridge trail", winner: true });
});

test("a public approval result says approvals, not scores, and shows the description", async ({
  person: ann,
  newPerson,
}) => {
  await signUpVerified(ann, { name: "Ann Approves" });
  const event = await createEventAs(ann, {
    title: "Team lunch",
    description: "Somewhere near the office, under 20 euros.",
    method: "approval",
  });
  for (const [title, url, approve] of [
    ["Noodle bar", "https://noodles.example/", true],
    ["Salad place", "https://salads.example/", false],
  ] as const) {
    const link = await shortlisted(ann, event.id, { title, url });
    if (approve) await vote(ann, event.id, link.id, "up");
  }
  await closeEvent(ann, event.id);
  const url = await publicResultLink(ann, event.id);

  const visitor = await newPerson();
  await visitor.page.goto(new URL(url).pathname);
  const card = visitor.page.getByRole("main");
  await expect(card.getByText("Somewhere near the office, under 20 euros.")).toBeVisible();
  await expect(card.getByText("1 approval").first()).toBeVisible();
  await expect(card.getByText("0 approvals")).toBeVisible();
  await expect(card.getByText("+1")).toHaveCount(0);
  await expect(card.getByText(/\bup\b/)).toHaveCount(0);
  await expectAccessible(visitor.page, "public approval result");
  await saveScreenshots(visitor.page, "result-public-approval");

  const german = await newPerson();
  await german.context.setExtraHTTPHeaders({ "accept-language": "de-DE" });
  await german.page.addInitScript(() => localStorage.setItem("huddle.language", "de"));
  await german.page.goto(new URL(url).pathname);
  await expect(german.page.getByText("1 Zustimmung").first()).toBeVisible();
  await saveScreenshots(german.page, "result-public-approval-de");
});
