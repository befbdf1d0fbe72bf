// Two languages (decision 220): a browser that prefers German gets German on its first visit;
// the header's "Language" select switches the page at once and the choice survives a reload;
// a signed-in person's choice is kept on the account and follows them to another browser.
// Screenshots of the landing page, the dashboard (and its Create Event dialog), Settings and an
// event page in German, at 390 and 1280 px.
import type { Page } from "@playwright/test";
import type { ApiClient } from "../support/api";
import { createEventAs } from "../support/factories/actions";
import {
  expect,
  expectAccessible,
  saveScreenshots,
  test,
  expectNoHorizontalScroll,
} from "./support/fixtures";
import { signIn, signUpVerified } from "./support/people";

test.use({ locale: "de-DE" });

const languageSelect = (page: Page) => page.getByRole("combobox", { name: /Language/ });

/** The account's language, as the API has it. */
const languageOf = async (client: ApiClient) =>
  (await client.call<{ language: string }>("GET", "/api/me")).language;

test("a German browser sees German; the header switches to English at once, kept on reload", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Jetzt zusammenarbeiten" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "So funktioniert's" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(languageSelect(page)).toHaveValue("de");
  await expectAccessible(page, "landing in German");
  await saveScreenshots(page, "de-landing");
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await languageSelect(page).selectOption("en");
  await expect(page.getByRole("button", { name: "Start Collaborating" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.reload();
  await expect(page.getByRole("button", { name: "Start Collaborating" })).toBeVisible();
  await expect(languageSelect(page)).toHaveValue("en");

  await languageSelect(page).selectOption("de");
  await expect(page.getByRole("button", { name: "Jetzt zusammenarbeiten" })).toBeVisible();
  // The sign-in dialog speaks German too.
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Willkommen bei Huddle" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Registrieren" })).toBeVisible();
});

test("a signed-in person's language follows them to another browser", async ({
  page,
  person: grete,
  newPerson,
}) => {
  const person = await signUpVerified(grete, { name: "Grete Großmann" });
  const event = await createEventAs(
    grete,
    "Betriebsausflug nach Oberammergau im Spätsommer",
    "Wohin geht der diesjährige Betriebsausflug? Teilt eure Vorschläge als Links.",
  );

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Meine Events", level: 1 })).toBeVisible();
  await expect(page.getByText("1 Mitglied", { exact: true })).toBeVisible();
  await expect(page.getByText("0 Links geteilt")).toBeVisible();
  await expectAccessible(page, "dashboard in German");
  await saveScreenshots(page, "de-dashboard");
  await expectNoHorizontalScroll(page);

  await page.getByRole("button", { name: "Event erstellen" }).click();
  await expect(page.getByRole("dialog", { name: "Event erstellen" })).toBeVisible();
  await expect(page.getByLabel("Titel des Events")).toBeVisible();
  await saveScreenshots(page, "de-create-event");
  await page.keyboard.press("Escape");

  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Einstellungen", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "E-Mail-Benachrichtigungen" })).toBeVisible();
  await saveScreenshots(page, "de-settings");
  await expectNoHorizontalScroll(page);

  await page.goto(`/event/${event.id}`);
  await expect(page.getByRole("tab", { name: "Geteilte Links" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Einen Link teilen" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Verwalten" })).toBeVisible();
  await saveScreenshots(page, "de-event");
  await page.getByRole("tab", { name: "Abstimmung" }).click();
  await expect(page.getByText("Noch nichts in der Auswahl")).toBeVisible();
  await expect(page.getByText("0 von 1 Mitglied hat abgestimmt")).toBeVisible();
  await saveScreenshots(page, "de-event-shortlist");

  // The account kept German (the browser's language, taken on the first signed-in visit).
  expect(await languageOf(grete.client)).toBe("de");

  // Another browser, in English by its own preference: the account's German wins.
  const other = await newPerson();
  await signIn(other, person);
  await other.page.goto("/dashboard");
  await expect(other.page.getByRole("heading", { name: "Meine Events", level: 1 })).toBeVisible();

  // There the person picks English; the first browser follows on its next visit.
  await languageSelect(other.page).selectOption("en");
  await expect(other.page.getByRole("heading", { name: "My Events", level: 1 })).toBeVisible();
  await expect.poll(() => languageOf(other.client)).toBe("en");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "My Events", level: 1 })).toBeVisible();
  await expect(page.getByText("1 member", { exact: true })).toBeVisible();
  await expect(languageSelect(page)).toHaveValue("en");
});
