// Links from emails and chats, opened signed out (issue #34): an event's link asks to sign in and
// lands on that event and tab after signing in, or at the same address after signing up (where a
// non-member finds nothing); an emailed invitation names who sent it and lets a guest in, and a
// sign-up with the address it went to in without a verification link (decision 203); a closed
// event's invitation shows its result, with a way to join still there (decision 208).
import type { Page } from "@playwright/test";
import {
  closeEvent,
  createEventAs,
  invite,
  joinAs,
  shortlisted,
  signUp,
  vote,
} from "../support/factories/actions";
import { expect, expectAccessible, saveScreenshots, test } from "./support/fixtures";
import { linkIn, mailsTo, waitForMail } from "./support/mail";
import { PASSWORD, signUpVerified, uniqueEmail } from "./support/people";

const origin = () => process.env.HUDDLE_URL!;
const dialog = (page: Page) => page.getByRole("dialog", { name: "Welcome to Huddle" });

test("a reminder's link, signed out: sign in, and the event opens on Shortlist & Voting", async ({
  page,
  newPerson,
}) => {
  const ann = await newPerson();
  const bob = await newPerson();
  await signUpVerified(ann, { name: "Ann Organiser" });
  const bobAccount = await signUpVerified(bob, { name: "Bob Member" });
  const event = await createEventAs(ann, "Friday dinner", "Somewhere near the station");
  await joinAs(bob, event.invitationCode);
  const since = Date.now();
  await ann.client.call("POST", `/api/events/${event.id}/reminders`);
  const mail = await waitForMail(bobAccount.email, { since, subject: /^Reminder/ });
  const link = linkIn(mail, origin());
  expect(link).toBe(`${origin()}/event/${event.id}?tab=shortlist`);

  // Bob opens it on a browser where he is signed out.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Sign in to open this event" })).toBeVisible();
  await expect(page.getByText("It opens at Shortlist & Voting.")).toBeVisible();
  // Nothing of the event: a visitor is told nothing about it.
  await expect(page.getByText("Friday dinner")).toHaveCount(0);
  await expect(page.getByText("Somewhere near the station")).toHaveCount(0);
  await expectAccessible(page, "an event's link, signed out");
  await saveScreenshots(page, "event-link-sign-in");

  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(dialog(page).getByRole("tab", { name: "Sign In" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await dialog(page).getByLabel("Email").fill(bobAccount.email);
  await dialog(page).getByLabel("Password", { exact: true }).fill(PASSWORD);
  await dialog(page).getByRole("button", { name: "Sign In", exact: true }).click();

  await expect(page.getByRole("heading", { name: "Friday dinner", level: 1 })).toBeVisible();
  expect(page.url()).toBe(link);
  await expect(page.getByRole("tab", { name: "Shortlist & Voting" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
});

test("an event's link, signed out: Create Account, and the verification link comes back to it", async ({
  page,
  newPerson,
}) => {
  const ann = await newPerson();
  await signUpVerified(ann, { name: "Ann Organiser" });
  const event = await createEventAs(ann, "Secret supper");
  const address = `/event/${event.id}?tab=members`;
  await page.goto(address);
  await expect(page.getByText("It opens at Members.")).toBeVisible();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(dialog(page).getByRole("tab", { name: "Sign Up" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const email = uniqueEmail("cat");
  await dialog(page).getByLabel("Name").fill("Cat Newcomer");
  await dialog(page).getByLabel("Email").fill(email);
  await dialog(page).getByLabel("Password", { exact: true }).fill(PASSWORD);
  const since = Date.now();
  await dialog(page).getByRole("button", { name: "Create Account" }).click();
  await expect(
    page.getByText("Account created successfully! Please check your email for verification."),
  ).toBeVisible();
  // Still the same address, still asking to sign in, until the emailed link is followed.
  await expect(page.getByRole("heading", { name: "Sign in to open this event" })).toBeVisible();

  const mail = await waitForMail(email, { since, subject: /verify/i });
  await page.goto(linkIn(mail, origin()));
  // Verified and signed in, straight back to the address: Cat is no member, so the server says
  // nothing about the event, and the page says it was not found.
  await expect(page).toHaveURL(`${origin()}${address}`);
  await expect(page.getByRole("heading", { name: "Event Not Found" })).toBeVisible();
  await expect(page.getByText("Secret supper")).toHaveCount(0);
});

test("an emailed invitation names who sent it, and a guest from it lands on the event", async ({
  page,
  newPerson,
}) => {
  const ann = await newPerson();
  await signUpVerified(ann, { name: "Ann Organiser" });
  const deadline = new Date(Date.now() + 50 * 3600_000).toISOString();
  const event = await createEventAs(ann, {
    title: "Friday dinner",
    description: "Somewhere near the station, under 30 a head.",
    deadline,
    method: "approval",
    resultsShown: "afterVoting",
  });
  const since = Date.now();
  const to = uniqueEmail("gus");
  await invite(ann, event.id, to);
  const link = linkIn(await waitForMail(to, { since }), origin());
  expect(link).toMatch(new RegExp(`/invite/${event.invitationCode}\\?invitation=`));

  await page.goto(link);
  const card = page.getByRole("main");
  await expect(card.getByText("Ann Organiser invited you to")).toBeVisible();
  await expect(card.getByText("Friday dinner")).toBeVisible();
  await expect(card.getByText("Somewhere near the station, under 30 a head.")).toBeVisible();
  await expect(card.getByText(/^Voting closes /)).toBeVisible();
  await expectAccessible(page, "an emailed invitation, signed out");
  await saveScreenshots(page, "event-link-invitation");

  // The invite link copied from the event names whoever made it instead.
  await page.goto(`/invite/${event.invitationCode}`);
  await expect(card.getByText("You're invited to")).toBeVisible();
  await expect(card.getByText("Created by Ann Organiser")).toBeVisible();

  await page.goto(link);
  await page.getByRole("button", { name: "Continue as a guest" }).click();
  await page.getByLabel("Your name").fill("Gus Guest");
  await page.getByRole("button", { name: "Join as a guest" }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${event.id}$`));
  await expect(page.getByRole("heading", { name: "Friday dinner", level: 1 })).toBeVisible();
  await expect(page.getByText("You've successfully joined the event.")).toBeVisible();
});

test("an emailed invitation: Create Account with that address lands signed in on the event, with no link to follow", async ({
  page,
  newPerson,
}) => {
  const ann = await newPerson();
  await signUpVerified(ann, { name: "Ann Organiser" });
  const event = await createEventAs(ann, "Saturday hike");
  const since = Date.now();
  const to = uniqueEmail("ivy");
  await invite(ann, event.id, to);
  const link = linkIn(await waitForMail(to, { since }), origin());

  await page.goto(link);
  await expect(page.getByRole("main").getByText("Ann Organiser invited you to")).toBeVisible();
  await page.getByRole("button", { name: "Sign In to Join Event" }).click();
  await dialog(page).getByRole("tab", { name: "Sign Up" }).click();
  await dialog(page).getByLabel("Name").fill("Ivy Invited");
  // The address as the invitation named it, typed in capitals: the same address.
  await dialog(page).getByLabel("Email").fill(to.toUpperCase());
  await dialog(page).getByLabel("Password", { exact: true }).fill(PASSWORD);
  await dialog(page).getByRole("button", { name: "Create Account" }).click();

  await expect(
    page.getByText("Account created successfully! You are now signed in."),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/event/${event.id}$`));
  await expect(page.getByRole("heading", { name: "Saturday hike", level: 1 })).toBeVisible();
  await expect(page.getByText("You've successfully joined the event.")).toBeVisible();

  // A plain sign-up made afterwards gets its verification mail; Ivy got none.
  const later = uniqueEmail("later");
  const other = await newPerson();
  await signUp(other, { email: later, name: "Lee Later" });
  await waitForMail(later, { since, subject: /verify/i });
  expect(mailsTo(to, since).filter((mail) => /verify/i.test(mail.subject))).toEqual([]);
});

test("a closed event's invitation shows its result, and joining is still one step away", async ({
  page,
  newPerson,
}) => {
  const ann = await newPerson();
  await signUpVerified(ann, { name: "Ann Organiser" });
  const event = await createEventAs(ann, "Friday dinner");
  const trattoria = await shortlisted(
    ann,
    event.id,
    "Trattoria Roma",
    "https://trattoria.example/",
  );
  await shortlisted(ann, event.id, "Noodle bar", "https://noodles.example/");
  await vote(ann, event.id, trattoria.id, "up");
  await closeEvent(ann, event.id);

  // Signed out: the result, no names, and the ways in below it.
  await page.goto(`/invite/${event.invitationCode}`);
  await expect(page.getByRole("heading", { name: "Friday dinner", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Trattoria Roma/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Full ranking" })).toBeVisible();
  await expect(page.getByText("Noodle bar")).toBeVisible();
  await expect(page.getByText("Ann Organiser")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Join to see everything" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In to Join Event" })).toBeVisible();
  await expectAccessible(page, "a closed event's invitation, signed out");
  await saveScreenshots(page, "event-link-closed-invitation");

  // Signed in and not a member: the same result, and Join Event rather than a join by itself.
  const dan = await newPerson();
  await signUpVerified(dan, { name: "Dan Late" });
  await dan.page.goto(`/invite/${event.invitationCode}`);
  await expect(dan.page.getByRole("heading", { name: /Trattoria Roma/ })).toBeVisible();
  const join = dan.page.getByRole("button", { name: "Join Event" });
  await expect(join).toBeVisible();
  await expect(dan.page).toHaveURL(new RegExp(`/invite/${event.invitationCode}$`));
  await expectAccessible(dan.page, "a closed event's invitation, signed in");
  await join.click();
  await expect(dan.page).toHaveURL(new RegExp(`/event/${event.id}$`));
  await expect(dan.page.getByRole("region", { name: "Result" })).toBeVisible();
  // Closed: nothing offers to invite any more.
  await expect(dan.page.getByRole("button", { name: "Invite by Email" })).toHaveCount(0);
  await expect(dan.page.getByRole("button", { name: "Copy invite link" })).toHaveCount(0);

  // A guest from the signed-out page joins at once: they asked to.
  await page.getByRole("button", { name: "Continue as a guest" }).click();
  await page.getByLabel("Your name").fill("Gus Guest");
  await page.getByRole("button", { name: "Join as a guest" }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${event.id}$`));
  await expect(page.getByRole("region", { name: "Result" })).toBeVisible();
});
