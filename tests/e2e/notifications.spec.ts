// Notifications and the public result, as people see them: Settings turns a kind of email off
// and it stays off; the unsubscribe link at the foot of an email works signed out and stops that
// kind of mail until "Subscribe again"; the public result link shows the winner to anyone until
// the creator turns it off.
import type { Page } from "@playwright/test";
import type { CaughtMail } from "../support/smtp-catcher";
import type { NotificationSettings } from "../../src/shared/api";
import {
  closeEvent,
  createEventAs,
  invite,
  joinAs,
  publicResultLink,
  share,
  shortlist,
  vote,
} from "../support/factories/actions";
import {
  expect,
  expectAccessibleWithoutToasts,
  saveScreenshots,
  test,
  expectNoHorizontalScroll,
} from "./support/fixtures";
import { mailsTo, waitForMail } from "./support/mail";
import { signUpVerified, uniqueEmail } from "./support/people";
import { expectToast } from "./support/toasts";

const origin = () => process.env.HUDDLE_URL!;
/** The email card of Settings: the push card below it has switches of the same names. */
const emailCard = (page: Page) => page.getByRole("region", { name: "Email notifications" });

/** The unsubscribe address every notice ends with ("Unsubscribe: <url>"). */
function unsubscribeLink(mail: CaughtMail) {
  const found = mail.text.trimEnd().match(/\nUnsubscribe: (\S+)$/);
  if (!found) throw new Error(`no unsubscribe link at the end of "${mail.subject}"`);
  expect(found[1]!.startsWith(`${origin()}/unsubscribe?token=`)).toBe(true);
  return found[1]!;
}

const noindex = (page: Page) => page.locator('head meta[name="robots"][content="noindex"]');

/** No sideways scrolling at 390 and 1280 px, and screenshots of both. */
async function shots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await expectNoHorizontalScroll(page, `${name} at ${width} px scrolls sideways`);
  }
  await saveScreenshots(page, name);
}

test("Settings: a kind of email turned off stays off after a reload, and the API agrees", async ({
  page,
  person,
  newPerson,
}) => {
  // Signed out, Settings goes home, as the dashboard does.
  const visitor = await newPerson();
  await visitor.page.goto("/settings");
  await expect(visitor.page).toHaveURL(`${origin()}/`);

  const me = await signUpVerified(person, { name: "Sam Settings" });
  await page.goto("/dashboard");
  const menu = page.getByRole("button", { name: "Account menu for Sam Settings" });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 720 });
    await menu.click();
    await expect(page.getByRole("menuitem", { name: "Settings" })).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/account-menu-${width}.png` });
    await page.keyboard.press("Escape");
  }
  await menu.click();
  await page.getByRole("menuitem", { name: "Settings" }).click();
  await expect(page).toHaveURL(`${origin()}/settings`);
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Email notifications", level: 2 })).toBeVisible();
  // The card names the address it is about (the Profile card above shows it too).
  await expect(page.getByText(/^Choose which emails Huddle sends to/)).toContainText(me.email);

  const names = [
    "Invitations",
    "Reminders",
    "Deadline is near",
    "Results",
    "New members",
    "New rounds",
  ];
  for (const name of names)
    await expect(emailCard(page).getByRole("switch", { name })).toHaveAttribute(
      "aria-checked",
      "true",
    );
  const results = emailCard(page).getByRole("switch", { name: "Results" });
  await expect(results).toHaveAccessibleDescription(
    "An event you are in has closed, with its winner",
  );
  // Axe checks Settings in account-settings.spec (and a guest's in guests.spec).
  await shots(page, "settings-all-on");

  await results.click();
  await expect(results).toHaveAttribute("aria-checked", "false");
  await expectToast(page, "Settings saved");
  // The keyboard works too: Space turns "Reminders" off and on again.
  await emailCard(page).getByRole("switch", { name: "Reminders" }).focus();
  await page.keyboard.press("Space");
  await expect(emailCard(page).getByRole("switch", { name: "Reminders" })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  await page.keyboard.press("Space");
  await expect(emailCard(page).getByRole("switch", { name: "Reminders" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await shots(page, "settings-results-off");

  await page.reload();
  await expect(emailCard(page).getByRole("switch", { name: "Results" })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  await expect(emailCard(page).getByRole("switch", { name: "Reminders" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  expect(await person.client.call<NotificationSettings>("GET", "/api/me/notifications")).toEqual({
    invitation: true,
    reminder: true,
    deadline: true,
    closed: false,
    joined: true,
    roundOpened: true,
  });

  // "Back" leads to the dashboard.
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page.getByRole("heading", { name: "My Events", level: 1 })).toBeVisible();
});

test("the unsubscribe link of an invitation stops invitations, signed out, until Subscribe again", async ({
  person: ivy,
  newPerson,
}) => {
  await signUpVerified(ivy, { name: "Ivy Inviter" });
  const event = await createEventAs(ivy, "Board game night");
  const friend = uniqueEmail("friend");

  // Ivy invites (the dialog is events.spec.ts's); the email ends with its unsubscribe link.
  let since = Date.now();
  await invite(ivy, event.id, friend);
  const first = await waitForMail(friend, { since, subject: /invited you/ });
  const link = unsubscribeLink(first);

  // Opened signed out, the link unsubscribes at once, with one request.
  const visitor = await newPerson();
  const posts: string[] = [];
  visitor.page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/api/unsubscribe")) posts.push(r.url());
  });
  await visitor.page.goto(link);
  await expect(visitor.page.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();
  await expect(
    visitor.page.getByText(`You will no longer get invitations emails at ${friend}.`),
  ).toBeVisible();
  await expect(noindex(visitor.page)).toHaveCount(1);
  expect(posts).toHaveLength(1);
  await expectAccessibleWithoutToasts(visitor.page, "unsubscribed");
  await shots(visitor.page, "unsubscribe-done");

  // A second invitation to the address sends nothing (it still "succeeds" for Ivy).
  since = Date.now();
  await invite(ivy, event.id, friend);
  await visitor.page.waitForTimeout(3000);
  expect(mailsTo(friend, since)).toEqual([]);

  // Subscribe again: the third invitation arrives.
  await visitor.page.getByRole("button", { name: "Subscribe again" }).click();
  await expect(
    visitor.page.getByRole("heading", { name: "You're subscribed again" }),
  ).toBeVisible();
  await expect(
    visitor.page.getByText(`You will get invitations emails at ${friend} again.`),
  ).toBeVisible();
  expect(posts).toHaveLength(2);
  await shots(visitor.page, "unsubscribe-subscribed-again");
  await invite(ivy, event.id, friend);
  await waitForMail(friend, { since, subject: /invited you/ });
  expect(mailsTo(friend, since)).toHaveLength(1);

  // A link that is not one of ours: the server's message, and the way home.
  await visitor.page.goto("/unsubscribe?token=not-a-real-token");
  await expect(
    visitor.page.getByRole("heading", { name: "This unsubscribe link is not valid" }),
  ).toBeVisible();
  await expectAccessibleWithoutToasts(visitor.page, "unsubscribe link not valid");
  await shots(visitor.page, "unsubscribe-not-valid");
  await visitor.page.getByRole("link", { name: "Return to Home" }).click();
  await expect(visitor.page).toHaveURL(`${origin()}/`);
  await expect(noindex(visitor.page)).toHaveCount(0);
});

test("a member unsubscribes from results by the link in a closed email, and gets none after", async ({
  page,
  person: annPerson,
  newPerson,
}) => {
  const ann = await signUpVerified(annPerson, { name: "Ann Creator" });
  const bobPerson = await newPerson();
  const bob = await signUpVerified(bobPerson, { name: "Bob Member" });
  const lunch = await createEventAs(annPerson, "Lunch spot");
  const dinner = await createEventAs(annPerson, "Dinner spot");
  for (const e of [lunch, dinner]) await joinAs(bobPerson, e.invitationCode);

  let since = Date.now();
  await closeEvent(annPerson, lunch.id);
  const closed = await waitForMail(bob.email, { since, subject: /"Lunch spot" has closed/ });
  await bobPerson.page.goto(unsubscribeLink(closed));
  await expect(
    bobPerson.page.getByText(`You will no longer get results emails at ${bob.email}.`),
  ).toBeVisible();

  // Closing the other event: Ann still gets hers; Bob gets nothing.
  since = Date.now();
  await closeEvent(annPerson, dinner.id);
  await waitForMail(ann.email, { since, subject: /"Dinner spot" has closed/ });
  await page.waitForTimeout(2000);
  expect(mailsTo(bob.email, since)).toEqual([]);

  // His Settings say the same (a page that asks four questions: give it time on a busy CI).
  await bobPerson.page.goto("/settings");
  await expect(emailCard(bobPerson.page).getByRole("switch", { name: "Results" })).toHaveAttribute(
    "aria-checked",
    "false",
    { timeout: 15_000 },
  );
});

test("the public result link shows the result signed out, and stops when turned off", async ({
  person: annPerson,
  newPerson,
}) => {
  const ann = await signUpVerified(annPerson, {
    name: "Ann Publisher",
    email: uniqueEmail("ann"),
  });
  const bob = await newPerson();
  await signUpVerified(bob, { name: "Bob Quiet" });
  const event = await createEventAs(annPerson, "Summer trip");
  await joinAs(bob, event.invitationCode);
  const lake = await share(annPerson, event.id, {
    url: "https://www.lake-cabin.example/stay?nights=3",
    title: "Lake cabin",
  });
  const city = await share(annPerson, event.id, {
    url: "https://city-break.example/",
    title: "City break",
  });
  await share(annPerson, event.id, { url: "https://not-shortlisted.example", title: "Beach" });
  for (const link of [lake, city]) await shortlist(annPerson, event.id, link.id);
  await vote(annPerson, event.id, lake.id, "up");
  await vote(annPerson, event.id, city.id, "down");

  // While the event is open, the link says so.
  const url = await publicResultLink(annPerson, event.id);
  expect(url).toMatch(new RegExp(`^${origin()}/results/[\\w-]+$`));
  const visitor = await newPerson();
  await visitor.page.goto(url);
  await expect(visitor.page.getByRole("heading", { name: "Summer trip", level: 1 })).toBeVisible();
  await expect(
    visitor.page.getByText("Voting is still open. The result shows here when the event closes."),
  ).toBeVisible();
  await expectAccessibleWithoutToasts(visitor.page, "result while open");
  await shots(visitor.page, "result-open");

  await closeEvent(annPerson, event.id);
  await visitor.page.reload();
  await expect(visitor.page.getByRole("heading", { name: "Result", level: 2 })).toBeVisible();
  await expect(noindex(visitor.page)).toHaveCount(1);
  const winner = visitor.page.getByRole("heading", { name: /Lake cabin/, level: 3 });
  await expect(winner).toBeVisible();
  const winnerLink = winner.getByRole("link");
  await expect(winnerLink).toHaveAttribute("href", "https://www.lake-cabin.example/stay?nights=3");
  await expect(winnerLink).toHaveAttribute("target", "_blank");
  await expect(winnerLink).toHaveAttribute("rel", "noopener noreferrer");
  await expect(visitor.page.getByText("www.lake-cabin.example").first()).toBeVisible();
  await expect(visitor.page.getByText("1 of 2 members took part")).toBeVisible();
  await expect(visitor.page.getByText(/^Closed on /)).toBeVisible();
  const ranking = visitor.page.getByRole("list").filter({ has: visitor.page.getByRole("link") });
  await expect(ranking.getByRole("listitem")).toHaveText([
    /Lake cabin.*Score \+1.*1 up.*0 down/,
    /City break.*Score -1.*0 up.*1 down/,
  ]);
  for (const link of await ranking.getByRole("link").all())
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  // Nothing about the members but two counts.
  const text = await visitor.page.locator("body").innerText();
  for (const secret of ["Ann Publisher", "Bob Quiet", ann.email, "Beach"])
    expect(text).not.toContain(secret);
  await expectAccessibleWithoutToasts(visitor.page, "result");
  await shots(visitor.page, "result-closed");

  // The creator turns it off: the same address now says it is not valid.
  await annPerson.client.call("DELETE", `/api/events/${event.id}/result-link`);
  await visitor.page.reload();
  await expect(
    visitor.page.getByRole("heading", {
      name: "This result link is not valid, or was turned off",
    }),
  ).toBeVisible();
  await expectAccessibleWithoutToasts(visitor.page, "result link turned off");
  await shots(visitor.page, "result-gone");
  await visitor.page.getByRole("link", { name: "Return to Home" }).click();
  await expect(visitor.page).toHaveURL(`${origin()}/`);
  await expect(noindex(visitor.page)).toHaveCount(0);
});

test("a closed event with nothing shortlisted: the public result says there is no winner", async ({
  person: nia,
  newPerson,
}) => {
  await signUpVerified(nia, { name: "Nia Nobody" });
  const event = await createEventAs(nia, "Team name");
  await closeEvent(nia, event.id);
  const url = await publicResultLink(nia, event.id);
  const visitor = await newPerson();
  await visitor.page.goto(url);
  await expect(visitor.page.getByText("No winner: nothing was shortlisted")).toBeVisible();
  await expect(visitor.page.getByText("0 of 1 member took part")).toBeVisible();
  await shots(visitor.page, "result-no-winner");
});
