// The group's schedule card in each reader's clock (issue #49, 5.2; decision 220): its times in
// the hour cycle of the reader's locale (Intl), as the next opening and the browser's own time
// fields already were, and every time named with its zone. It said "Opens Sunday at 07:56" to an
// American reader whose next opening read "6:56 AM UTC" and whose fields read "07:56 AM".
import type { GroupSummary } from "../../src/shared/api";
import type { Person } from "./support/fixtures";
import { expect, expectAccessible, saveScreenshots, test } from "./support/fixtures";
import { signUpVerified } from "./support/people";

/** A group whose rounds open on Sundays at 07:56 and close on Mondays at 18:30, in Berlin. */
async function scheduledGroup(person: Person) {
  await signUpVerified(person, { name: "Ada Lovelace" });
  const group = await person.client.call<GroupSummary>("POST", "/api/groups", {
    name: "Sunday brunch",
  });
  await person.client.call("PUT", `/api/groups/${group.id}/schedule`, {
    timeZone: "Europe/Berlin",
    opensOn: 7,
    opensAt: "07:56",
    closesOn: 1,
    closesAt: "18:30",
  });
  await person.page.goto(`/groups/${group.id}`);
}

test.describe("an American reader in UTC", () => {
  test.use({ locale: "en-US", timezoneId: "UTC" });

  test("reads the schedule on a 12-hour clock, each time with its zone", async ({
    page,
    person,
  }) => {
    await scheduledGroup(person);
    await expect(
      page.getByText("Opens Sunday at 7:56 AM, closes Monday at 6:30 PM (Europe/Berlin)"),
    ).toBeVisible();
    // 06:56 UTC in winter, 05:56 in summer: the reader's own clock, named.
    await expect(page.getByText(/^Next round opens Sunday, .* at \d:56\sAM UTC$/)).toBeVisible();
    // The fields are on the group's clock, which their legends name.
    const opens = page.getByRole("group", { name: "Opens (Europe/Berlin)" });
    await expect(opens.getByLabel("Time", { exact: true })).toHaveValue("07:56");
    await expect(page.getByRole("group", { name: "Closes (Europe/Berlin)" })).toBeVisible();
    await expectAccessible(page, "group schedule, en-US");
    await saveScreenshots(page, "schedule-clock-en-US");
  });
});

test.describe("a German reader in Berlin", () => {
  test.use({ locale: "de-DE", timezoneId: "Europe/Berlin" });

  test("reads the schedule on a 24-hour clock, each time with its zone", async ({
    page,
    person,
  }) => {
    await scheduledGroup(person);
    await expect(
      page.getByText("Öffnet Sonntag um 07:56, schließt Montag um 18:30 (Europe/Berlin)"),
    ).toBeVisible();
    await expect(page.getByText(/^Nächste Runde öffnet Sonntag, .* um 07:56 MES?Z$/)).toBeVisible();
    const opens = page.getByRole("group", { name: "Öffnet (Europe/Berlin)" });
    await expect(opens.getByLabel("Uhrzeit", { exact: true })).toHaveValue("07:56");
    await expect(page.getByRole("group", { name: "Schließt (Europe/Berlin)" })).toBeVisible();
    await expectAccessible(page, "group schedule, de-DE");
    await saveScreenshots(page, "schedule-clock-de-DE");
  });
});
