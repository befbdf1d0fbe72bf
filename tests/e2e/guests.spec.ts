// A guest in the browser: a signed-out visitor opens an invitation link, continues as a guest with
// a name, shares a link, shortlists and votes; the creator sees it all live. The guest saves the
// account with email and password (verified by the emailed link, in the same browser), signs out
// and in again, and still has the membership, the link and the vote.
import type { Page } from "@playwright/test";
import {
  createEventAs,
  joinAs,
  joinAsGuest,
  shortlisted,
  vote,
} from "../support/factories/actions";
import { expect, expectAccessible, saveScreenshots, test, type Person } from "./support/fixtures";
import { LIVE, linkItem, openTab, upvote } from "./support/live-helpers";
import { linkIn, waitForMail } from "./support/mail";
import { setNextGoogleUser } from "./support/oidc";
import { PASSWORD, signUpVerified, uniqueEmail } from "./support/people";
import { toastTitled } from "./support/toasts";

const origin = () => process.env.HUDDLE_URL!;

/** Ann, signed up in her browser, and an event she created. */
async function annsEvent(ann: Person, title: string) {
  await signUpVerified(ann, { name: "Ann Creator" });
  return createEventAs(ann, title);
}

/** On the invitation page: "Continue as a guest" with this name. */
async function continueAsGuest(page: Page, name: string) {
  await page.getByRole("button", { name: "Continue as a guest" }).click();
  await page.getByLabel("Your name").fill(name);
  await page.getByRole("button", { name: "Join as a guest" }).click();
}

test("a guest joins by link, takes part, and keeps it all after saving the account", async ({
  person: ann,
  newPerson,
}) => {
  const event = await annsEvent(ann, "Saturday hike");
  await ann.page.goto(`/event/${event.id}`);
  await expect(ann.page.getByRole("heading", { name: "Saturday hike" })).toBeVisible();

  // Signed out, Gus opens the invitation link and continues as a guest.
  const gus = await newPerson();
  await gus.page.goto(`/invite/${event.invitationCode}`);
  await expect(gus.page.getByText("Saturday hike")).toBeVisible();
  await gus.page.getByRole("button", { name: "Continue as a guest" }).click();
  const join = gus.page.getByRole("button", { name: "Join as a guest" });
  await expect(join).toBeDisabled();
  await expect(gus.page.getByLabel("Your name")).toBeFocused();
  await gus.page.getByLabel("Your name").fill("Gus Guest");
  await expectAccessible(gus.page, "invitation page, guest form");
  await saveScreenshots(gus.page, "guest-invitation");
  await join.click();

  await expect(gus.page).toHaveURL(new RegExp(`/event/${event.id}$`));
  await expect(gus.page.getByRole("heading", { name: "Saturday hike" })).toBeVisible();
  const bar = gus.page.getByRole("banner").first();
  await expect(bar.getByText("Guest", { exact: true })).toBeVisible();
  await expect(bar.getByRole("button", { name: "Save your account" })).toBeVisible();
  // A guest shares the code; email invitations go out in an account's name only.
  await expect(gus.page.getByRole("button", { name: "Invite by Email" })).toHaveCount(0);
  await expect(ann.page.getByText("2 members", { exact: true })).toBeVisible(LIVE);

  // Gus shares a link, shortlists and upvotes it; Ann sees each step without reloading.
  await gus.page.getByLabel("URL").fill("https://lake-trail.example");
  await gus.page.getByLabel("Title").fill("Lake Trail");
  await gus.page.getByRole("button", { name: "Share Link" }).click();
  await expect(toastTitled(gus.page, "Link shared!")).toBeVisible();
  await expect(linkItem(ann.page, "Lake Trail")).toBeVisible(LIVE);
  await expect(linkItem(ann.page, "Lake Trail").getByText("Shared by")).toContainText("Gus Guest");
  await linkItem(gus.page, "Lake Trail")
    .getByRole("button", { name: /^Add to Shortlist/ })
    .click();
  await expect(toastTitled(gus.page, "Added to shortlist!")).toBeVisible();
  await openTab(gus.page, "Shortlist & Voting");
  await upvote(gus.page, "Lake Trail").click();
  await expect(upvote(gus.page, "Lake Trail")).toHaveAttribute("aria-pressed", "true");
  await openTab(ann.page, "Shortlist & Voting");
  await expect(upvote(ann.page, "Lake Trail")).toHaveAccessibleName("Upvote Lake Trail, 1", LIVE);
  await openTab(ann.page, "Members");
  const gusRow = ann.page.getByRole("listitem").filter({ hasText: "Gus Guest" });
  await expect(gusRow.getByText("Guest", { exact: true })).toBeVisible();
  await saveScreenshots(gus.page, "guest-event");
  await saveScreenshots(ann.page, "guest-members-as-creator");

  // Gus saves the account: the dialog opens at Sign Up with his name.
  await bar.getByRole("button", { name: "Save your account" }).click();
  const dialog = gus.page.getByRole("dialog", { name: "Save your account" });
  await expect(dialog.getByLabel("Name")).toHaveValue("Gus Guest");
  await expectAccessible(gus.page, "save your account dialog");
  await saveScreenshots(gus.page, "guest-save-account");
  const email = uniqueEmail("gus");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
  const since = Date.now();
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(
    gus.page.getByText("Account created successfully! Please check your email for verification."),
  ).toBeVisible();
  const mail = await waitForMail(email, { subject: /verify/i, since });
  await gus.page.goto(linkIn(mail, origin()));
  // Verified, and straight back to the page as it was (an event's address goes on at once,
  // decision 208), its query (the open tab) included.
  await expect(gus.page).toHaveURL(new RegExp(`/event/${event.id}(\\?tab=[\\w-]+)?$`));
  await expect(gus.page.getByRole("button", { name: "Save your account" })).toHaveCount(0);
  await expect(gus.page.getByRole("button", { name: "Invite by Email" })).toBeVisible();

  // Signed out and in again: the membership, the link and the vote are his account's.
  await gus.page.getByRole("button", { name: "Account menu for Gus Guest" }).click();
  await gus.page.getByRole("menuitem", { name: "Sign Out", exact: true }).click();
  await expect(gus.page.getByText("You have been successfully signed out.")).toBeVisible();
  await gus.page.goto("/");
  await gus.page
    .getByRole("navigation", { name: "Account" })
    .getByRole("button", { name: "Sign In" })
    .click();
  const signIn = gus.page.getByRole("dialog");
  await signIn.getByLabel("Email").fill(email);
  await signIn.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await signIn.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(gus.page.getByText("You have been signed in successfully.")).toBeVisible();
  await gus.page.goto("/dashboard");
  await expect(gus.page.getByRole("heading", { name: "Saturday hike" })).toBeVisible();
  await gus.page.goto(`/event/${event.id}`);
  await expect(linkItem(gus.page, "Lake Trail").getByText("Shared by")).toContainText("Gus Guest");
  await openTab(gus.page, "Shortlist & Voting");
  await expect(upvote(gus.page, "Lake Trail")).toHaveAttribute("aria-pressed", "true");
  await expect(upvote(gus.page, "Lake Trail")).toHaveAccessibleName("Upvote Lake Trail, 1");
  await expect(gus.page.getByText("2 members", { exact: true })).toBeVisible();
});

test("a signed-out visitor with a code joins from the landing page as a guest", async ({
  person,
  newPerson,
}) => {
  const event = await annsEvent(person, "Board games night");
  const visitor = await newPerson();
  await visitor.page.goto("/");
  await visitor.page
    .getByRole("navigation", { name: "Account" })
    .getByRole("button", { name: "Join Event" })
    .click();
  await visitor.page.getByLabel("Invitation Code").fill(event.invitationCode.toLowerCase());
  await visitor.page.getByRole("dialog").getByRole("button", { name: "Join Event" }).click();
  await expect(visitor.page).toHaveURL(new RegExp(`/invite/${event.invitationCode}$`));
  await continueAsGuest(visitor.page, "Vic");
  // The toast first: it shows for four seconds, which the event page's first paint took on a
  // slow day before this looked for it.
  await expect(toastTitled(visitor.page, "Welcome!")).toBeVisible();
  await expect(visitor.page.getByRole("heading", { name: "Board games night" })).toBeVisible();

  // The dashboard offers saving the account where creating an event would be.
  await visitor.page.goto("/dashboard");
  await expect(visitor.page.getByRole("heading", { name: "Board games night" })).toBeVisible();
  await expect(visitor.page.getByRole("button", { name: "Create Event", exact: true })).toHaveCount(
    0,
  );
  await expect(
    visitor.page.getByRole("button", { name: "Save your account to create events" }),
  ).toBeVisible();
  await saveScreenshots(visitor.page, "guest-dashboard");

  // Settings: the name and the sessions, no email or password to change, no email to choose.
  await visitor.page.goto("/settings");
  await expect(visitor.page.getByRole("heading", { name: "Profile" })).toBeVisible();
  await expect(visitor.page.getByRole("main").getByText("Vic", { exact: true })).toBeVisible();
  for (const absent of ["Password", "Email notifications"])
    await expect(visitor.page.getByRole("heading", { name: absent })).toHaveCount(0);
  await expect(visitor.page.getByRole("button", { name: "Change email" })).toHaveCount(0);
  await expectAccessible(visitor.page, "settings as a guest");
  await saveScreenshots(visitor.page, "guest-settings");

  // Signing out asks first: a guest cannot come back.
  await visitor.page.getByRole("button", { name: "Account menu for Vic" }).click();
  await saveScreenshots(visitor.page, "guest-account-menu");
  await visitor.page.getByRole("menuitem", { name: "Sign Out", exact: true }).click();
  const confirm = visitor.page.getByRole("alertdialog", { name: "Sign out as a guest?" });
  await expect(confirm).toContainText("you cannot come back as Vic");
  await confirm.getByRole("button", { name: "Sign Out" }).click();
  await expect(visitor.page.getByText("You have been successfully signed out.")).toBeVisible();
});

test("a guest saves the account with Google and keeps the membership and the vote", async ({
  person: ann,
  newPerson,
}) => {
  const event = await annsEvent(ann, "Movie night");
  const link = await shortlisted(ann, event.id, { url: "https://cinema.example", title: "Cinema" });

  // A guest who joined and voted (the invitation page's guest form is the first test's).
  const gus = await newPerson();
  await joinAsGuest(gus, "Gus");
  await joinAs(gus, event.invitationCode);
  await vote(gus, event.id, link.id, "up");
  await gus.page.goto(`/event/${event.id}?tab=shortlist`);
  await expect(upvote(gus.page, "Cinema")).toHaveAttribute("aria-pressed", "true");

  const email = uniqueEmail("gus-google");
  setNextGoogleUser({ email, name: "Gus Google" });
  await gus.page.getByRole("banner").getByRole("button", { name: "Save your account" }).click();
  // The round trip ends where it began (the page's address, its open tab included), so the
  // address alone cannot tell it is over: its callback's answer does.
  const callback = gus.page.waitForResponse((r) => r.url().includes("/api/auth/callback/google"));
  await gus.page.getByRole("button", { name: "Continue with Google" }).click();
  await callback;
  await expect(gus.page).toHaveURL(new RegExp(`/event/${event.id}(\\?tab=shortlist)?$`));
  await expect(gus.page.getByRole("button", { name: "Save your account" })).toHaveCount(0);
  expect(await (await gus.page.request.get("/api/me")).json()).toMatchObject({
    email,
    guest: false,
  });
  await openTab(gus.page, "Shortlist & Voting");
  await expect(upvote(gus.page, "Cinema")).toHaveAttribute("aria-pressed", "true");
  await expect(upvote(gus.page, "Cinema")).toHaveAccessibleName("Upvote Cinema, 1");
  await expect(gus.page.getByText("2 members", { exact: true })).toBeVisible();
});
