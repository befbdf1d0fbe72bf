// Sharing into Huddle from another app (decision 221): the manifest declares the share target,
// the share page opened as Chromium opens it after a share (on Android the address comes inside
// `text`) lets a member pick an open event and share there; signed out, what came in survives
// signing in (email in the dialog, Google's round trip, an emailed verification link) and taking
// part as an invited guest; a person without open events creates one and shares there.
// Screenshots of each state in English and German, at 390 and 1280 px.
import type { Page } from "@playwright/test";
import { closeEvent, createEventAs } from "../support/factories/actions";
import { expect, expectAccessible, saveScreenshots, test, type Person } from "./support/fixtures";
import { linkItem } from "./support/live-helpers";
import { linkIn, waitForMail } from "./support/mail";
import { setNextGoogleUser } from "./support/oidc";
import { PASSWORD, signIn, signUpVerified, uniqueEmail } from "./support/people";

const base = () => process.env.HUDDLE_URL!;

/** The share page's address as Chromium builds it from the manifest's GET share_target. */
const shareUrl = (params: Record<string, string>) => `/share?${new URLSearchParams(params)}`;

const shareForm = (page: Page) => ({
  url: page.getByLabel("URL"),
  title: page.getByLabel("Title", { exact: true }),
  description: page.getByLabel(/^Description/),
  submit: page.getByRole("button", { name: "Share Link" }),
  event: (title: string) => page.getByRole("radio", { name: new RegExp(`^${title}`) }),
});

/** The same account in another browser (signed in through the API). */
async function sameAccount(newPerson: () => Promise<Person>, who: { email: string }) {
  const person = await newPerson();
  await signIn(person, { email: who.email, password: PASSWORD });
  return person;
}

/** German screenshots of a share page, in a browser of its own set to German (an account
 * without a language of its own takes this browser's). */
async function inGerman(person: Person, name: string, path: string) {
  await person.context.addInitScript(() => localStorage.setItem("huddle.language", "de"));
  await person.page.goto(path);
  await expect(person.page.getByRole("heading", { level: 1 })).toHaveText("In ein Event teilen");
  await saveScreenshots(person.page, name);
}

test("an address shared from another app lands on the share page and into a chosen event; signing in keeps it", async ({
  page,
  person,
  newPerson,
}) => {
  // Seven people's ways in, one after another: 42 s beside another walk on a quiet day, and
  // past 120 s in a slow CI run (2026-11-28).
  test.setTimeout(300_000);

  // The built manifest declares the share target.
  const manifest = await (await page.request.get(`${base()}/manifest.webmanifest`)).json();
  expect(manifest.share_target).toEqual({
    action: "/share",
    method: "GET",
    enctype: "application/x-www-form-urlencoded",
    params: { url: "url", title: "title", text: "text" },
  });

  // A member with two open events and a closed one.
  const ann = await signUpVerified(person, { name: "Ann Sharer" });
  const older = await createEventAs(person, "Summer trip");
  const newer = await createEventAs(person, "Friday dinner");
  const closed = await createEventAs(person, "Last year's party");
  await closeEvent(person, closed.id);

  // As Chromium on Android opens it: no url, the address inside text after the page's words.
  await page.goto(
    shareUrl({
      title: "Harbour Café",
      text: "Best fish in town! https://example.com/harbour-cafe",
      url: "",
    }),
  );
  await expect(page.getByRole("heading", { name: "Share to an event", level: 1 })).toBeVisible();
  const form = shareForm(page);
  await expect(form.url).toHaveValue("https://example.com/harbour-cafe");
  await expect(form.title).toHaveValue("Harbour Café");
  await expect(form.description).toHaveValue("Best fish in town!");
  // Open events only, the most recent first and chosen.
  await expect(page.getByRole("radio")).toHaveCount(2);
  await expect(page.getByRole("radio").first()).toHaveAccessibleName(/^Friday dinner/);
  await expect(form.event("Friday dinner")).toBeChecked();
  await expectAccessible(page, "share page, signed in");
  await saveScreenshots(page, "share-signed-in");

  // Ann picks the older event and shares there; its page opens with the link on it.
  await form.event("Summer trip").check();
  await form.submit.click();
  await expect(page).toHaveURL(`/event/${older.id}`);
  await expect(page.getByText("Link shared!")).toBeVisible();
  await expect(linkItem(page, "Harbour Café")).toBeVisible();
  await expect(linkItem(page, "Harbour Café").getByText("Best fish in town!")).toBeVisible();

  // Bob, signed out, continues with Google and comes back to the same page: new, he has no
  // open event, and the address waits while he creates one; then he shares there.
  const bob = await newPerson();
  setNextGoogleUser({ email: uniqueEmail("bob"), name: "Bob Empty" });
  const bobShare = shareUrl({ url: "https://example.com/rooftop", title: "Rooftop bar" });
  await bob.page.goto(bobShare);
  await bob.page.getByRole("button", { name: "Sign In to Share" }).click();
  await bob.page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(bob.page).toHaveURL(bobShare);
  await expect(bob.page.getByRole("heading", { name: "No Open Events" })).toBeVisible();
  await expect(bob.page.getByRole("figure", { name: "You're sharing" })).toContainText(
    "https://example.com/rooftop",
  );
  await expectAccessible(bob.page, "share page, no open events");
  await saveScreenshots(bob.page, "share-no-events");
  await bob.page.getByRole("button", { name: "Create Event" }).click();
  const dialog = bob.page.getByRole("dialog", { name: "Create Event" });
  await dialog.getByLabel("Event Title").fill("Drinks on Saturday");
  await dialog.getByRole("button", { name: "Create Event" }).click();
  await expect(shareForm(bob.page).event("Drinks on Saturday")).toBeChecked();
  await expect(shareForm(bob.page).title).toHaveValue("Rooftop bar");
  await shareForm(bob.page).submit.click();
  await expect(bob.page).toHaveURL(/\/event\/[0-9a-f-]{36}$/);
  await expect(linkItem(bob.page, "Rooftop bar")).toBeVisible();

  // Signed out: what came in is shown, and it is all still there after signing in.
  const visitor = await newPerson();
  const shared = shareUrl({ url: "https://example.com/pizza?from=app", title: "Pizza Place" });
  await visitor.page.goto(shared);
  const signedOut = visitor.page.getByRole("figure", { name: "You're sharing" });
  await expect(signedOut).toContainText("Pizza Place");
  await expect(signedOut).toContainText("https://example.com/pizza?from=app");
  await expectAccessible(visitor.page, "share page, signed out");
  await saveScreenshots(visitor.page, "share-signed-out");
  await inGerman(await newPerson(), "de-share-signed-out", shared);

  await visitor.page.getByRole("button", { name: "Sign In to Share" }).click();
  const signInDialog = visitor.page.getByRole("dialog", { name: "Welcome to Huddle" });
  await signInDialog.getByLabel("Email").fill(ann.email);
  await signInDialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await signInDialog.getByRole("button", { name: "Sign In", exact: true }).click();
  const after = shareForm(visitor.page);
  await expect(after.url).toHaveValue("https://example.com/pizza?from=app");
  await expect(after.title).toHaveValue("Pizza Place");
  await expect(visitor.page).toHaveURL(shared);
  await expect(after.event("Friday dinner")).toBeChecked();
  await after.submit.click();
  await expect(visitor.page).toHaveURL(`/event/${newer.id}`);
  await expect(linkItem(visitor.page, "Pizza Place")).toBeVisible();

  // Signing up from the page instead: the emailed link leads back to it through /verified.
  const newcomer = await newPerson();
  const email = uniqueEmail("newcomer");
  const since = Date.now();
  await newcomer.page.goto(shared);
  await newcomer.page.getByRole("button", { name: "Sign In to Share" }).click();
  const signUp = newcomer.page.getByRole("dialog", { name: "Welcome to Huddle" });
  await signUp.getByRole("tab", { name: "Sign Up" }).click();
  await signUp.getByLabel("Email").fill(email);
  await signUp.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await signUp.getByRole("button", { name: "Create Account" }).click();
  const mail = await waitForMail(email, { since, subject: /verify|confirm/i });
  await newcomer.page.goto(linkIn(mail, base()));
  await newcomer.page.getByRole("button", { name: "Continue" }).click();
  await expect(newcomer.page).toHaveURL(shared);
  await expect(newcomer.page.getByRole("figure", { name: "You're sharing" })).toContainText(
    "Pizza Place",
  );

  // Or, with an invitation (its link pasted), as a guest: the invited event is chosen.
  const guest = await newPerson();
  await guest.page.goto(bobShare);
  await guest.page.getByRole("button", { name: "Continue as a guest" }).click();
  await guest.page.getByLabel("Invitation Code").fill(`${base()}/invite/${newer.invitationCode}`);
  await guest.page.getByLabel("Your name").fill("Gus Guest");
  await expectAccessible(guest.page, "share page, as a guest");
  await saveScreenshots(guest.page, "share-guest");
  await guest.page.getByRole("button", { name: "Join as a guest" }).click();
  await expect(shareForm(guest.page).event("Friday dinner")).toBeChecked();
  await expect(shareForm(guest.page).url).toHaveValue("https://example.com/rooftop");
  await shareForm(guest.page).submit.click();
  await expect(guest.page).toHaveURL(`/event/${newer.id}`);
  await expect(linkItem(guest.page, "Rooftop bar")).toBeVisible();

  // In German: Ann's share page with her events, and a new account's without any.
  const annInGerman = await sameAccount(newPerson, ann);
  // Her account speaks English since her first page: it is what the app follows once signed in.
  await annInGerman.client.call("PATCH", "/api/me", { language: "de" });
  await inGerman(annInGerman, "de-share-signed-in", shared);
  // The same address again: the server's refusal names who shared it, under the URL.
  await annInGerman.page.getByRole("button", { name: "Link teilen" }).click();
  await expect(annInGerman.page.getByLabel("URL")).toHaveAccessibleDescription(
    /Schon geteilt von Ann Sharer/,
  );
  const carla = await newPerson();
  await signUpVerified(carla, { name: "Carla Leer" });
  await inGerman(carla, "de-share-no-events", shared);
  await expect(carla.page.getByRole("heading", { name: "Keine offenen Events" })).toBeVisible();
});
