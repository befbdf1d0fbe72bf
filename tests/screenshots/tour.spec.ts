// The screenshot tour (issue #17): every screen and its important states, in the language of the
// project (English or German, from the browser's locale as a person's would be), saved at 390 ×
// 844 and 1280 × 800 to screenshots/<lang>/<width>/<nn>-<screen>.png for a person to look at.
// It asserts only what it needs to reach each state; what sticks out sideways is listed in the
// output (and the test's annotations) rather than failing the run.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { PRERENDERED_PAGE_ID } from "../../src/shared/prerendered";
import {
  closeEvent,
  comment,
  createEventAs,
  invite,
  joinAs,
  publicResultLink,
  share,
  shortlist,
  vote,
} from "../support/factories/actions";
import { clientFor, expect, test } from "../e2e/support/fixtures";
import { linkItem } from "../e2e/support/live-helpers";
import { linkIn, waitForMail } from "../e2e/support/mail";
import { signUpVerified, uniqueEmail } from "../e2e/support/people";
import { wordsFor } from "./words";

const origin = () => process.env.HUDDLE_URL!;
const site = (p: string) => process.env.HUDDLE_SITE_URL! + p;
const lang = () => test.info().project.name as "en" | "de";

/** The words the page shows for `key` in this project's language. */
const t = (key: string, values: Record<string, string | number> = {}) =>
  wordsFor(lang(), key, values);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A pattern matching `text` as it is, from its start. */
const starting = (text: string) => new RegExp(`^${escaped(text)}`);
/** A name with these words anywhere: German puts the link's title before "Kommentare". */
const containing = (text: string) => new RegExp(escaped(text));

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** Long lists skip drawing what is off screen (`content-visibility: auto`), and a whole-page
 * screenshot leaves the window where it is: the tour draws every card first, as a person
 * scrolling down would see them. */
function drawEverything() {
  for (const element of document.querySelectorAll<HTMLElement>("*")) {
    if (getComputedStyle(element).contentVisibility === "auto") {
      element.style.contentVisibility = "visible";
    }
  }
}

/** Saves the page at both widths, and notes anything wider than the window: whole, or only the
 * window for a dialog, menu or toast (which stays in the window while the page behind scrolls). */
async function shot(page: Page, name: string, { full = true } = {}) {
  // The app's page, not the server's paint it replaces (which has no live parts yet).
  await page.waitForFunction((id) => !document.getElementById(id), PRERENDERED_PAGE_ID);
  const original = page.viewportSize();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.evaluate(drawEverything);
    await page.evaluate(() => document.fonts.ready);
    // Let layout and images settle after the resize.
    await page.waitForTimeout(250);
    const file = path.resolve("screenshots", lang(), String(size.width), `${name}.png`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await page.screenshot({ path: file, fullPage: full, animations: "disabled" });
    const wide = await page.evaluate(() => {
      if (document.documentElement.scrollWidth <= window.innerWidth) return [];
      return [...document.body.querySelectorAll<HTMLElement>("*")]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 4).join(".")}`);
    });
    if (wide.length) {
      const note = `${lang()} ${size.width} ${name}: scrolls sideways (${wide.join(", ")})`;
      test.info().annotations.push({ type: "overflow", description: note });
      console.log(`  ! ${note}`);
    }
  }
  if (original) await page.setViewportSize(original);
}

const dialog = (page: Page) => page.getByRole("dialog");
const toastWith = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
/** No toast left on the page (each closes itself; the tour waits rather than shows stale ones). */
const noToasts = (page: Page) =>
  expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });

/** The people and words of the tour, in the project's language. */
function story() {
  return lang() === "de"
    ? {
        ann: "Anna Schäfer",
        bob: "Bernd Müller",
        cat: "Katharina Großmann-Weißenfels",
        offsite: "Betriebsausflug nach Oberammergau im Spätsommer",
        offsiteText: "Wohin geht der diesjährige Ausflug? Teilt eure Vorschläge als Links.",
        empty: "Spieleabend",
        closed: "Neues Logo",
        comment: "Klingt gut, die Speisekarte steht unter https://trattoria.example/menu",
        reply: "Ich reserviere für acht Personen.",
      }
    : {
        ann: "Ann Carter",
        bob: "Bob Builder",
        cat: "Catherine Fitzgerald-Whitmore",
        offsite: "Team offsite in the Lake District late this summer",
        offsiteText: "Where do we go this year? Share your ideas as links.",
        empty: "Board game night",
        closed: "New logo",
        comment: "Sounds good, the menu is at https://trattoria.example/menu",
        reply: "I'll book a table for eight.",
      };
}

test("signed out: landing, sign-in dialog, join dialog, invitation, guest, account pages", async ({
  page,
  newPerson,
}) => {
  const words = story();
  // The language follows the browser's locale on the first visit…
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", lang());
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await shot(page, "01-landing");

  // …and the header's Language select switches it, as a person would.
  const select = page.getByRole("combobox", { name: /Language/ });
  const other = lang() === "de" ? "en" : "de";
  await select.selectOption(other);
  await expect(page.locator("html")).toHaveAttribute("lang", other);
  await select.selectOption(lang());
  await expect(page.locator("html")).toHaveAttribute("lang", lang());

  // A host with an event, for the invitation pages and a sign-in that fails.
  const host = await newPerson();
  const hostAccount = await signUpVerified(host, { name: words.ann });
  const event = await createEventAs(host, words.offsite, words.offsiteText);

  await page
    .getByRole("button", { name: t("common.signIn"), exact: true })
    .first()
    .click();
  await expect(dialog(page)).toBeVisible();
  await shot(page, "03-sign-in-dialog", { full: false });
  await dialog(page)
    .getByRole("tab", { name: t("auth.dialog.signUp") })
    .click();
  await expect(dialog(page).getByPlaceholder(t("auth.createPassword"))).toBeVisible();
  await shot(page, "04-sign-up-dialog", { full: false });
  await dialog(page)
    .getByRole("tab", { name: t("common.signIn") })
    .click();
  await dialog(page).getByLabel(t("auth.email")).fill(hostAccount.email);
  await dialog(page).getByLabel(t("auth.password"), { exact: true }).fill("not my password");
  await dialog(page)
    .getByRole("button", { name: t("common.signIn"), exact: true })
    .click();
  await expect(page.getByText(t("auth.signIn.errorTitle"))).toBeVisible();
  await shot(page, "05-sign-in-error", { full: false });
  await dialog(page)
    .getByRole("button", { name: t("auth.signIn.forgot") })
    .click();
  await expect(dialog(page).getByRole("button", { name: t("auth.forgot.send") })).toBeVisible();
  await shot(page, "06-forgot-password-dialog", { full: false });
  await page.keyboard.press("Escape");
  await noToasts(page);

  await page
    .getByRole("button", { name: t("events.join.name"), exact: true })
    .first()
    .click();
  await dialog(page).getByLabel(t("events.join.code")).fill(event.invitationCode);
  await shot(page, "07-join-dialog", { full: false });
  await page.keyboard.press("Escape");

  // The invitation page, signed out, and its guest form.
  await page.goto(`/invite/${event.invitationCode}`);
  await expect(page.getByText(words.offsite)).toBeVisible();
  await shot(page, "20-invite-signed-out");
  await page.getByRole("button", { name: t("guests.continue") }).click();
  await page.getByLabel(t("guests.name")).fill("Gustav");
  await shot(page, "21-guest-join");

  // The share page, signed out.
  await page.goto(
    `/share?${new URLSearchParams({ url: "https://example.com/harbour-cafe", title: "Harbour Café" })}`,
  );
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await shot(page, "24-share-signed-out");

  // The reset password page, from the emailed link.
  const since = Date.now();
  await clientFor(page.context()).call("POST", "/api/auth/request-password-reset", {
    email: hostAccount.email,
  });
  const resetMail = await waitForMail(hostAccount.email, { subject: /reset|passwort/i, since });
  await page.goto(linkIn(resetMail, origin()));
  await expect(page.getByLabel(t("resetPassword.confirm"))).toBeVisible();
  await shot(page, "26-reset-password");
  await page.goto("/reset-password?error=INVALID_TOKEN");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await shot(page, "27-reset-password-bad-link");

  // The verified page, fine and with a link that is not valid.
  await page.goto("/api/auth/verify-email?token=forged&callbackURL=%2Fverified%3Fnext%3D%252F");
  await expect(page).toHaveURL(/error=INVALID_TOKEN/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await shot(page, "29-verified-bad-link");

  // Unsubscribe, from the foot of an invitation email.
  const friend = uniqueEmail("friend");
  const invited = Date.now();
  await invite(host, event.id, friend);
  const mail = await waitForMail(friend, { since: invited });
  const unsubscribe = mail.text.trimEnd().match(/\n\S+: (\S+\/unsubscribe\?token=\S+)$/)?.[1];
  expect(unsubscribe, "an unsubscribe link at the foot of the invitation").toBeTruthy();
  await page.goto(unsubscribe!);
  await expect(page.getByRole("button", { name: t("unsubscribe.subscribeAgain") })).toBeVisible();
  await shot(page, "30-unsubscribe");
  await page.getByRole("button", { name: t("unsubscribe.subscribeAgain") }).click();
  await expect(page.getByRole("button", { name: t("unsubscribe.subscribeAgain") })).toHaveCount(0);
  await shot(page, "31-unsubscribe-subscribed-again");
  await page.goto("/unsubscribe?token=not-a-real-token");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await shot(page, "32-unsubscribe-bad-link");

  // Not found.
  await page.goto("/no/such/page");
  await expect(page.getByRole("link", { name: t("common.returnHome") })).toBeVisible();
  await shot(page, "35-not-found");
});

test("signed in: dashboard, dialogs, event page in every state, result, settings, share", async ({
  page,
  person: ann,
  newPerson,
}) => {
  const words = story();
  const bob = await newPerson();
  const cat = await newPerson();
  await signUpVerified(ann, { name: words.ann });
  await signUpVerified(bob, { name: words.bob });
  await signUpVerified(cat, { name: words.cat });

  // The landing page signed in, and the verified page.
  await page.goto("/");
  await expect(page.getByText(words.ann).first()).toBeVisible();
  await shot(page, "02-landing-signed-in");
  await page.goto("/verified?next=%2F");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await shot(page, "28-verified");

  // The dashboard, empty, and the create dialog with a deadline.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: t("dashboard.heading"), level: 1 })).toBeVisible();
  await shot(page, "08-dashboard-empty");
  await page
    .getByRole("button", { name: t("events.create.name") })
    .first()
    .click();
  await dialog(page).getByLabel(t("events.fields.title")).fill(words.offsite);
  await dialog(page)
    .getByLabel(starting(t("events.fields.description")))
    .fill(words.offsiteText);
  const deadline = new Date(Date.now() + 3 * 24 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  await dialog(page)
    .getByLabel(starting(t("deadlines.closedLabel")))
    .fill(
      `${deadline.getFullYear()}-${pad(deadline.getMonth() + 1)}-${pad(deadline.getDate())}T18:30`,
    );
  await shot(page, "09-create-event-dialog", { full: false });
  await dialog(page)
    .getByRole("button", { name: t("events.create.name") })
    .click();
  await expect(dialog(page)).toBeHidden();
  // Creating an event opens it, ready to invite (decision 208).
  await expect(page).toHaveURL(/\/event\//);
  const offsiteId = new URL(page.url()).pathname.split("/").pop()!;
  const { event: offsite } = await ann.client.call<{
    event: { id: string; invitationCode: string };
  }>("GET", `/api/events/${offsiteId}`);

  // The others join; links with previews are shared, three shortlisted, votes cast.
  for (const person of [bob, cat]) await joinAs(person, offsite.invitationCode);
  const kitchen = await share(ann, offsite.id, "Harbour Kitchen", site("/ld-restaurant"));
  const hotel = await share(bob, offsite.id, "Seaside Hotel", site("/ld-several"));
  const concert = await share(cat, offsite.id, "Elbe concert", site("/ld-graph"));
  await share(bob, offsite.id, "Harbour view", site("/og"));
  const trattoria = await share(ann, offsite.id, "Trattoria", "https://trattoria.example/");
  for (const link of [kitchen, hotel, concert]) await shortlist(ann, offsite.id, link.id);
  await vote(ann, offsite.id, kitchen.id, "up");
  await vote(bob, offsite.id, kitchen.id, "up");
  await vote(cat, offsite.id, hotel.id, "up");
  await vote(bob, offsite.id, concert.id, "down");
  await comment(bob, offsite.id, trattoria.id, words.comment);
  await comment(ann, offsite.id, trattoria.id, words.reply);

  // Another event, left empty, and one closed with its result and its public link on.
  const empty = await createEventAs(ann, words.empty);
  const closed = await createEventAs(ann, words.closed);
  await joinAs(bob, closed.invitationCode);
  const blue = await share(ann, closed.id, {
    url: "https://logos.example/blue",
    title: lang() === "de" ? "Blaues Logo" : "Blue logo",
  });
  const green = await share(bob, closed.id, {
    url: "https://logos.example/green",
    title: lang() === "de" ? "Grünes Logo" : "Green logo",
  });
  for (const link of [blue, green]) await shortlist(ann, closed.id, link.id);
  await vote(ann, closed.id, blue.id, "up");
  await vote(bob, closed.id, blue.id, "up");
  await vote(bob, closed.id, green.id, "down");
  await closeEvent(ann, closed.id);
  const resultLink = { url: await publicResultLink(ann, closed.id) };

  // The dashboard with events.
  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: words.closed })).toBeVisible();
  await noToasts(page);
  await shot(page, "10-dashboard-events");
  await page
    .getByRole("button", { name: t("events.join.name") })
    .first()
    .click();
  await expect(dialog(page).getByLabel(t("events.join.code"))).toBeVisible();
  await shot(page, "11-dashboard-join-dialog", { full: false });
  await page.keyboard.press("Escape");

  // The event page: shared links with preview cards (thumbnails loaded).
  await page.goto(`/event/${offsite.id}`);
  await expect(linkItem(page, "Harbour Kitchen").getByText(/★ \(120\)/)).toBeVisible({
    timeout: 15_000,
  });
  await expect
    .poll(() =>
      linkItem(page, "Harbour view")
        .locator("img")
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await shot(page, "12-event-links");

  // The share form with a pasted address and its preview.
  await page.getByLabel("URL").fill(site("/twitter"));
  await expect(page.getByRole("figure")).toBeVisible({ timeout: 8000 });
  await shot(page, "13-event-link-form-preview");
  await page.getByLabel("URL").fill("");

  // The comments under a link, open.
  await linkItem(page, "Trattoria")
    .getByRole("button", { name: containing(t("comments.toggle")) })
    .click();
  await expect(page.getByText(words.reply)).toBeVisible();
  await shot(page, "14-event-comments");

  // The shortlist with votes and the current winner.
  await page.goto(`/event/${offsite.id}?tab=shortlist`);
  await expect(page.getByText(t("common.currentWinner"), { exact: true })).toBeVisible();
  await shot(page, "15-event-shortlist");

  // Members, and the creator's Manage menu and Invite by Email dialog.
  await page.goto(`/event/${offsite.id}?tab=members`);
  await expect(page.getByText(words.cat, { exact: true }).first()).toBeVisible();
  await shot(page, "16-event-members");
  await page.getByRole("button", { name: t("events.manage") }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await shot(page, "17-event-manage-menu", { full: false });
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: t("invitations.name") }).click();
  await dialog(page).getByLabel(t("invitations.email")).fill("friend@example.com");
  await shot(page, "18-event-invite-dialog", { full: false });
  await page.keyboard.press("Escape");

  // An event with nothing shared yet, on each tab.
  await page.goto(`/event/${empty.id}`);
  await expect(page.getByRole("heading", { name: words.empty, level: 1 })).toBeVisible();
  await shot(page, "19-event-empty");
  await page.goto(`/event/${empty.id}?tab=shortlist`);
  await expect(page.getByRole("tab", { selected: true })).toHaveText(t("event.tabs.shortlist"));
  await shot(page, "19-event-empty-shortlist");

  // A closed event with its result, as the creator sees it (public link on).
  await page.goto(`/event/${closed.id}`);
  await expect(page.getByRole("region", { name: t("results.heading") })).toBeVisible();
  await shot(page, "22-event-closed-result");

  // The public result page, signed out, and one whose link is not valid.
  const visitor = await newPerson();
  await visitor.page.goto(new URL(resultLink.url).pathname);
  await expect(visitor.page.getByRole("heading", { name: words.closed, level: 1 })).toBeVisible();
  await shot(visitor.page, "33-results-page");
  await visitor.page.goto("/results/not-a-real-token-at-all-000");
  await expect(visitor.page.getByRole("heading", { level: 1 })).toBeVisible();
  await shot(visitor.page, "34-results-bad-link");

  // Signed out: an event's link from an email asks to sign in and says where it opens (decision
  // 208); a closed event's invitation shows its result first.
  await visitor.page.goto(`/event/${offsite.id}?tab=shortlist`);
  await expect(
    visitor.page.getByRole("heading", { name: t("event.signIn.heading") }),
  ).toBeVisible();
  await shot(visitor.page, "38-event-sign-in");
  await visitor.page.goto(`/invite/${closed.invitationCode}`);
  await expect(
    visitor.page.getByRole("heading", { name: t("invitations.closedHeading") }),
  ).toBeVisible();
  await shot(visitor.page, "39-invite-closed");

  // An event that is not there (or not yours).
  await page.goto("/event/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: t("events.notFound.heading") })).toBeVisible();
  await shot(page, "36-event-not-found");

  // Settings, and the account menu.
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await shot(page, "25-settings");
  await page
    .getByRole("button", { name: new RegExp(words.ann) })
    .first()
    .click();
  await expect(page.getByRole("menu")).toBeVisible();
  await shot(page, "25-settings-account-menu", { full: false });
  await page.keyboard.press("Escape");

  // The share page, signed in, with open events to choose from.
  await page.goto(
    `/share?${new URLSearchParams({ url: site("/og"), title: "Harbour Café", text: "" })}`,
  );
  await expect(page.getByRole("radio").first()).toBeVisible();
  await shot(page, "23-share-signed-in");

  // The invitation page signed in: it joins at once and opens the event, saying so.
  const dan = await newPerson();
  await signUpVerified(dan, { name: "Dan" });
  await dan.page.goto(`/invite/${offsite.invitationCode}`);
  await expect(toastWith(dan.page, t("invite.welcome"))).toBeVisible();
  await expect(dan.page).toHaveURL(/\/event\//);
  await shot(dan.page, "20-invite-signed-in");
});

test("groups: the dashboard's groups, the group page and its dialogs, a round, an invitation", async ({
  page,
  person: ann,
  newPerson,
}) => {
  const words = story();
  const group = lang() === "de" ? "Freitagsessen" : "Friday dinner";
  const bob = await newPerson();
  const cat = await newPerson();
  await signUpVerified(ann, { name: words.ann });
  await signUpVerified(bob, { name: words.bob });
  await signUpVerified(cat, { name: words.cat });

  // New Group, and the new group's page.
  await page.goto("/dashboard");
  await page.getByRole("button", { name: t("groups.create.name") }).click();
  await dialog(page).getByLabel(t("groups.fields.name")).fill(group);
  await dialog(page)
    .getByLabel(starting(t("groups.fields.description")))
    .fill(words.offsiteText);
  await shot(page, "40-new-group-dialog", { full: false });
  await dialog(page)
    .getByRole("button", { name: t("groups.create.name") })
    .click();
  await expect(page).toHaveURL(/\/groups\//);
  const groupId = new URL(page.url()).pathname.split("/").pop()!;
  await noToasts(page);
  await shot(page, "41-group-new");

  // Two rounds closed with winners, one open; the others joined.
  const { group: made } = await ann.client.call<{ group: { invitationCode: string } }>(
    "GET",
    `/api/groups/${groupId}`,
  );
  for (const person of [bob, cat]) {
    await person.client.call("POST", "/api/groups/join", { code: made.invitationCode });
  }
  // The same place wins twice: "most chosen" lists it.
  for (const other of ["Harbour view", "Seaside Hotel"]) {
    const round = await ann.client.call<{ id: string }>(
      "POST",
      `/api/groups/${groupId}/rounds`,
      {},
    );
    const a = await share(
      ann,
      round.id,
      other,
      site(other === "Harbour view" ? "/og" : "/ld-several"),
    );
    const b = await share(bob, round.id, "Harbour Kitchen", site("/ld-restaurant"));
    await shortlist(ann, round.id, a.id);
    await shortlist(ann, round.id, b.id);
    await vote(bob, round.id, b.id, "up");
    await vote(cat, round.id, b.id, "up");
    await closeEvent(ann, round.id);
  }
  // "Give others a chance": last round's winner cannot win round 3. Shared again there, its card
  // remembers it and says why it is passed over.
  await ann.client.call("PATCH", `/api/groups/${groupId}`, { barLastWinners: 1 });
  const third = await ann.client.call<{ id: string }>("POST", `/api/groups/${groupId}/rounds`, {});
  const again = await share(cat, third.id, "Harbour Kitchen", site("/ld-restaurant"));
  await shortlist(ann, third.id, again.id);
  await vote(bob, third.id, again.id, "up");
  await page.reload();
  await expect(page.getByRole("heading", { name: t("groups.timeline.heading") })).toBeVisible();
  await shot(page, "42-group-page");
  await page.getByRole("button", { name: t("groups.manage") }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await shot(page, "43-group-manage-menu", { full: false });
  await page.getByRole("menuitem", { name: t("groups.edit.name") }).click();
  await expect(dialog(page)).toBeVisible();
  await shot(page, "44-group-edit-dialog", { full: false });
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: t("groups.manage") }).click();
  await page.getByRole("menuitem", { name: t("groups.delete.item") }).click();
  await page.getByLabel(t("groups.delete.keep")).check();
  await shot(page, "45-group-delete-dialog", { full: false });
  await page.keyboard.press("Escape");

  // The dashboard with the group, and the open round's page.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: t("groups.dashboard.heading") })).toBeVisible();
  await shot(page, "46-dashboard-groups");
  await page.getByRole("link", { name: t("groups.dashboard.openRound", { number: 3 }) }).click();
  await expect(
    page.getByRole("link", { name: t("groups.round.of", { number: 3, name: group }) }),
  ).toBeVisible();
  await shot(page, "47-group-round");

  // A group's invitation, signed out.
  const visitor = await newPerson();
  await visitor.page.goto(`/invite/${made.invitationCode}`);
  await expect(visitor.page.getByRole("heading", { name: t("groups.join.name") })).toBeVisible();
  await shot(visitor.page, "48-group-invite");
});

test("offline: the banner, on the dashboard", async ({ browser }) => {
  // A context of its own: requests failing while offline are expected here, not a problem.
  const context = await browser.newContext({
    baseURL: origin(),
    serviceWorkers: "block",
    locale: lang() === "de" ? "de-DE" : "en-US",
  });
  const client = clientFor(context);
  await signUpVerified(client, { name: story().ann });
  await createEventAs(client, story().empty);
  const page = await context.newPage();
  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: story().empty })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText(t("offline.youAreOffline"))).toBeVisible();
  await shot(page, "37-offline");
  await context.setOffline(false);
  await context.close();
});
