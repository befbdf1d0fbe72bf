// Nothing scrolls sideways on a phone (issue #34): at 320 px (WCAG's reflow width) and 390 px,
// every screen a member visits, for an account and for a guest, in English and in German: the
// landing page, the dashboard and its dialogs, the event page on each tab with a thread open and
// its dialogs, a closed event's result, Settings, the invitation page and the public result.
// A guest's header once held the name, "Guest", "Save" and the avatar beside the language and
// pushed every page 45 px sideways at 390 px.
import type { Page } from "@playwright/test";
import {
  closeEvent,
  comment,
  createEventAs,
  joinAs,
  publicResultLink,
  shortlisted,
  vote,
  type As,
} from "../support/factories/actions";
import { expect, saveScreenshots, test } from "./support/fixtures";
import { signUpVerified } from "./support/people";
import { wordsIn, type Language } from "./support/words";

const PHONES = [320, 390];

/**
 * What sticks out sideways at each phone width, as lines naming the screen, the width and the
 * widest elements: the page itself, or an open dialog or menu (fixed on screen, so the page's
 * scroll width does not show it) wider than the window or scrolling inside.
 */
async function sideways(page: Page, screen: string) {
  const found: string[] = [];
  for (const width of PHONES) {
    await page.setViewportSize({ width, height: 740 });
    // A resize lays out again on the next frame.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    const wide = await page.evaluate(() => {
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 4).join(".")}`;
      /** Elements, and text spilling out of its element, whose right edge is past `edge`. */
      const pastEdge = (within: Element, edge: number) => {
        const past = [...within.querySelectorAll("*")]
          .filter((el) => el.getBoundingClientRect().right > edge + 0.5)
          .map(name);
        const walker = document.createTreeWalker(within, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          if (range.getBoundingClientRect().right > edge + 0.5)
            past.push(`"${node.textContent!.trim().slice(0, 30)}"`);
        }
        return past.slice(-3).join(", ");
      };
      const out: string[] = [];
      const over = document.documentElement.scrollWidth - window.innerWidth;
      if (over > 0) {
        out.push(`page ${over} px too wide (${pastEdge(document.body, window.innerWidth)})`);
      }
      for (const box of document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
        const rect = box.getBoundingClientRect();
        if (rect.left < -0.5 || rect.right > window.innerWidth + 0.5)
          out.push(`${name(box)} from ${Math.round(rect.left)} to ${Math.round(rect.right)} px`);
        if (box.scrollWidth > box.clientWidth) {
          const edge = rect.right - parseFloat(getComputedStyle(box).paddingRight);
          out.push(`${name(box)} scrolls sideways (${pastEdge(box, edge)})`);
        }
      }
      return out;
    });
    for (const line of wide) found.push(`${screen} at ${width} px: ${line}`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  return found;
}

/** An approval event with a deadline, results after voting, two shortlisted links and a comment
 * (as the group had it), and a closed event whose result is public. */
async function dinnerEvents(creator: As, words: ReturnType<typeof wordsIn>) {
  const title = words("guests.badge") === "Gast" ? "Abendessen am Freitag" : "Friday dinner";
  const open = await createEventAs(creator, {
    title,
    description: "Where do we eat? Share places as links, then approve the ones you like.",
    deadline: new Date(Date.now() + 3 * 24 * 3600_000).toISOString(),
    method: "approval",
    resultsShown: "afterVoting",
  });
  for (const [url, name] of [
    ["https://trattoria-da-luigi.example/menu", "Trattoria da Luigi"],
    ["https://green-garden-vegan-kitchen.example/", "Green Garden Vegan Kitchen & Bar"],
  ] as const) {
    const link = await shortlisted(creator, open.id, { url, title: name });
    await comment(creator, open.id, link.id, "They have a vegan menu.");
  }
  const closed = await createEventAs(creator, `${title} (March)`);
  const winner = await shortlisted(creator, closed.id, {
    url: "https://pizzeria.example/",
    title: "Pizzeria Napoli",
  });
  await vote(creator, closed.id, winner.id, "up");
  await closeEvent(creator, closed.id);
  const url = await publicResultLink(creator, closed.id);
  return { open, closed, resultPath: new URL(url).pathname };
}

/** Opens a dialog with the button named `opener` (the first such) and checks it; Escape closes. */
async function dialogFits(page: Page, opener: string | RegExp, screen: string) {
  // A confirmation is an alert dialog.
  const dialog = page.locator('[role="dialog"], [role="alertdialog"]');
  await page.getByRole("button", { name: opener }).first().click();
  await expect(dialog).toBeVisible();
  const found = await sideways(page, screen);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  return found;
}

/** The closed event's result, Settings and the public result page: the same for a guest and an
 * account. */
async function closingScreensFit(
  page: Page,
  closedId: string,
  resultPath: string,
  words: ReturnType<typeof wordsIn>,
) {
  await page.goto(`/event/${closedId}`);
  await expect(page.getByRole("region", { name: words("results.heading") })).toBeVisible();
  const found = await sideways(page, "closed event's result");
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  found.push(...(await sideways(page, "settings")));
  await page.goto(resultPath);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  found.push(...(await sideways(page, "public result")));
  return found;
}

/** The event page on each tab, with a link's comments open on the first. */
async function eventTabsFit(
  page: Page,
  eventId: string,
  words: ReturnType<typeof wordsIn>,
  who: string,
) {
  const found: string[] = [];
  await page.goto(`/event/${eventId}`);
  await expect(page.getByRole("tab", { name: words("event.tabs.links") })).toBeVisible();
  found.push(...(await sideways(page, "event page, Shared Links")));
  await page
    .getByRole("button", { name: new RegExp(`^${words("comments.toggle")}`) })
    .first()
    .click();
  await expect(page.getByLabel(words("comments.label"))).toBeVisible();
  found.push(...(await sideways(page, "event page, a thread open")));
  await page.getByRole("tab", { name: words("event.tabs.shortlist") }).click();
  await expect(page.getByRole("heading", { name: words("votes.shortlist") })).toBeVisible();
  found.push(...(await sideways(page, "event page, Shortlist & Voting")));
  await saveScreenshots(page, `phone-widths-${who}-shortlist`);
  await page.getByRole("tab", { name: words("event.tabs.members") }).click();
  await expect(page.getByRole("tabpanel")).toBeVisible();
  found.push(...(await sideways(page, "event page, Members")));
  return found;
}

for (const language of ["en", "de"] as const satisfies Language[]) {
  test.describe(`${language === "en" ? "English" : "German"}`, () => {
    test.use({ locale: language === "en" ? "en-US" : "de-DE" });
    const words = wordsIn(language);

    test("an account's screens fit 320 and 390 px", async ({ page, person }) => {
      await signUpVerified(person, { name: "Annabel Creator-Fitzgerald" });
      const { open, closed, resultPath } = await dinnerEvents(person, words);
      const found: string[] = [];

      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      found.push(...(await sideways(page, "landing page")));

      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { name: words("dashboard.heading") })).toBeVisible();
      found.push(...(await sideways(page, "dashboard")));
      found.push(...(await dialogFits(page, words("events.create.name"), "create dialog")));
      found.push(...(await dialogFits(page, words("events.join.name"), "join dialog")));

      found.push(...(await eventTabsFit(page, open.id, words, `${language}-account`)));
      found.push(...(await dialogFits(page, words("invitations.name"), "invite dialog")));
      await page.getByRole("button", { name: words("events.manage") }).click();
      await page.getByRole("menuitem", { name: words("events.edit.name") }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      found.push(...(await sideways(page, "edit dialog")));
      await page.keyboard.press("Escape");

      found.push(...(await closingScreensFit(page, closed.id, resultPath, words)));

      expect(found).toEqual([]);
    });

    test("a guest's screens fit 320 and 390 px", async ({ page, person: guest, newPerson }) => {
      const ann = await newPerson();
      await signUpVerified(ann, { name: "Ann Creator" });
      const { open, closed, resultPath } = await dinnerEvents(ann, words);
      const found: string[] = [];

      // Signed out, from the invitation: the page, then its guest form.
      await page.goto(`/invite/${open.invitationCode}`);
      await expect(page.getByRole("button", { name: words("guests.continue") })).toBeVisible();
      found.push(...(await sideways(page, "invitation page")));
      await page.getByRole("button", { name: words("guests.continue") }).click();
      await page.getByLabel(words("guests.name")).fill("Gustav Gastfreund");
      found.push(...(await sideways(page, "invitation page, guest form")));
      await page.getByRole("button", { name: words("guests.join") }).click();
      await expect(page).toHaveURL(new RegExp(`/event/${open.id}$`));
      await joinAs(guest, closed.invitationCode);

      found.push(...(await eventTabsFit(page, open.id, words, `${language}-guest`)));
      found.push(...(await dialogFits(page, words("guests.save"), "save-your-account dialog")));
      found.push(...(await dialogFits(page, words("events.leave.button"), "leave dialog")));

      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      found.push(...(await sideways(page, "landing page")));

      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { name: words("dashboard.heading") })).toBeVisible();
      found.push(...(await sideways(page, "dashboard")));
      found.push(...(await dialogFits(page, words("events.join.name"), "join dialog")));

      found.push(...(await closingScreensFit(page, closed.id, resultPath, words)));

      expect(found).toEqual([]);
    });
  });
}
