// Calendars in the browser (issue #37, decision 228), one walk: "Add to calendar" beside an open
// event's deadline downloads an .ics file that ical.js reads back as the deadline, and its Google
// Calendar and Outlook.com links carry the same moment; the group page's schedule downloads as
// weekly entries on the group's clock; in Settings the feed's address is made, read, made anew
// (the old one is then 404) and turned off. With CALENDAR_SCREENSHOTS=<folder> it also saves
// pictures of each, in English and German.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { GroupSummary } from "../../src/shared/api";
import { basicUtc, deadlineEntry } from "../../src/shared/calendar";
import { clientOf, createEventAs } from "../support/factories/actions";
import { occurrences, parseCalendar } from "../support/ical";
import { expect, test } from "./support/fixtures";
import { signUpVerified } from "./support/people";

const shots = process.env.CALENDAR_SCREENSHOTS;

/** With CALENDAR_SCREENSHOTS set: the viewport at a phone's width and a laptop's. */
async function picture(page: Page, name: string, widths = [390, 1280]) {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.screenshot({
      path: path.join(shots, `${name}-${width}.png`),
      animations: "disabled",
    });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const languageSelect = (page: Page) => page.getByRole("combobox", { name: /Language/ });

test("Add to calendar, the schedule's entries and the private feed", async ({ person: ann }) => {
  await signUpVerified(ann, { name: "Ann Calendar" });
  // A deadline ten days ahead, on the minute.
  const deadline = new Date(Math.ceil((Date.now() + 10 * 86_400_000) / 60_000) * 60_000);
  const event = await createEventAs(ann, {
    title: "Team offsite",
    deadline: deadline.toISOString(),
  });

  // The menu beside the deadline.
  await ann.page.goto(`/event/${event.id}`);
  const add = ann.page.getByRole("button", { name: "Add to calendar" });
  await add.click();
  const ics = ann.page.getByRole("menuitem", { name: "Apple, Thunderbird and others (.ics)" });
  await expect(ics).toBeVisible();
  await picture(ann.page, "event-menu-en");

  // Google and Outlook: the same quarter of an hour from the deadline, in UTC.
  const { start, end } = deadlineEntry(deadline);
  const google = new URL(
    (await ann.page.getByRole("menuitem", { name: "Google Calendar" }).getAttribute("href"))!,
  );
  expect(google.origin + google.pathname).toBe("https://calendar.google.com/calendar/render");
  expect(google.searchParams.get("action")).toBe("TEMPLATE");
  expect(google.searchParams.get("text")).toBe("Deadline: Team offsite");
  expect(google.searchParams.get("dates")).toBe(`${basicUtc(start)}/${basicUtc(end)}`);
  expect(google.searchParams.get("details")).toContain(`/event/${event.id}`);
  const outlook = new URL(
    (await ann.page.getByRole("menuitem", { name: "Outlook.com" }).getAttribute("href"))!,
  );
  expect(outlook.hostname).toBe("outlook.live.com");
  expect(outlook.searchParams.get("subject")).toBe("Deadline: Team offsite");
  expect(Date.parse(outlook.searchParams.get("startdt")!)).toBe(start.getTime());
  expect(Date.parse(outlook.searchParams.get("enddt")!)).toBe(end.getTime());

  // The file, as the browser saves it, read by a real iCalendar parser.
  const [download] = await Promise.all([ann.page.waitForEvent("download"), ics.click()]);
  expect(download.suggestedFilename()).toBe("huddle-team-offsite.ics");
  const file = parseCalendar(fs.readFileSync((await download.path())!, "utf8"));
  expect(file.entries).toHaveLength(1);
  expect(file.entries[0]).toMatchObject({
    uid: `deadline-${event.id}@huddle`,
    summary: "Deadline: Team offsite",
    zone: "UTC",
  });
  expect(file.entries[0]!.start.getTime()).toBe(deadline.getTime());
  expect(file.entries[0]!.url).toMatch(new RegExp(`/event/${event.id}$`));

  // The group page: its schedule as weekly entries on the group's clock.
  const group = await clientOf(ann).call<GroupSummary>("POST", "/api/groups", {
    name: "Book club",
  });
  await clientOf(ann).call("PUT", `/api/groups/${group.id}/schedule`, {
    timeZone: "Europe/Berlin",
    opensOn: 1,
    opensAt: "09:00",
    closesOn: 5,
    closesAt: "18:00",
  });
  await ann.page.goto(`/groups/${group.id}`);
  const scheduleLink = ann.page.getByRole("link", { name: "Add the schedule to calendar" });
  await scheduleLink.scrollIntoViewIfNeeded();
  await picture(ann.page, "group-schedule-en");
  const [scheduleDownload] = await Promise.all([
    ann.page.waitForEvent("download"),
    scheduleLink.click(),
  ]);
  const schedule = parseCalendar(fs.readFileSync((await scheduleDownload.path())!, "utf8"));
  const opens = schedule.entries.find((e) => e.uid === `opens-${group.id}@huddle`)!;
  expect(opens.zone).toBe("Europe/Berlin");
  for (const { clock, weekday } of occurrences(opens, 3))
    expect([clock, weekday]).toEqual(["09:00", 1]);

  // Settings: the feed, off until made.
  await ann.page.goto("/settings");
  await expect(ann.page.getByRole("heading", { name: "Calendar feed" })).toBeVisible();
  await expect(ann.page.getByText("The feed is off.")).toBeVisible();
  await ann.page.getByRole("button", { name: "Make an address" }).click();
  const address = ann.page.getByLabel("Your calendar address");
  await expect(address).toHaveValue(/^webcal:\/\//);
  const first = await address.inputValue();
  await address.scrollIntoViewIfNeeded();
  await picture(ann.page, "settings-feed-en");

  // The feed, fetched without the session, as a calendar app would.
  const feedOf = (webcal: string) => fetch(webcal.replace(/^webcal:/, "http:"));
  const feed = await feedOf(first);
  expect(feed.status).toBe(200);
  const parsed = parseCalendar(await feed.text());
  expect(parsed.property("x-wr-calname")).toBe("Huddle");
  expect(parsed.entries.map((e) => e.summary)).toEqual(["Deadline: Team offsite"]);
  expect(parsed.entries[0]!.start.getTime()).toBe(deadline.getTime());

  // A new address: the old one is gone at once.
  await ann.page.getByRole("button", { name: "Make a new address" }).click();
  await expect(address).not.toHaveValue(first);
  const second = await address.inputValue();
  expect((await feedOf(first)).status).toBe(404);
  expect((await feedOf(second)).status).toBe(200);

  // German: the same three places, for the pictures, and the menu's words.
  await languageSelect(ann.page).selectOption("de");
  await expect(ann.page.getByLabel("Deine Kalenderadresse")).toHaveValue(second);
  await ann.page.getByLabel("Deine Kalenderadresse").scrollIntoViewIfNeeded();
  await picture(ann.page, "settings-feed-de");
  await ann.page.goto(`/event/${event.id}`);
  await ann.page.getByRole("button", { name: "Zum Kalender hinzufügen" }).click();
  await expect(ann.page.getByRole("menuitem", { name: "Google Kalender" })).toBeVisible();
  await picture(ann.page, "event-menu-de");
  await ann.page.keyboard.press("Escape");
  await ann.page.goto(`/groups/${group.id}`);
  const scheduleDe = ann.page.getByRole("link", { name: "Zeitplan zum Kalender hinzufügen" });
  await scheduleDe.scrollIntoViewIfNeeded();
  await picture(ann.page, "group-schedule-de");

  // Turned off: the address is dead and the card says so.
  await ann.page.goto("/settings");
  await ann.page.getByRole("button", { name: "Ausschalten" }).click();
  await expect(ann.page.getByText("Das Abo ist aus.")).toBeVisible();
  expect((await feedOf(second)).status).toBe(404);
});
