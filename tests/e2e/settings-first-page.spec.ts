// Settings opened as the first page of a visit in a German browser (issue #49, 5.1): every email
// ends with a "Settings" link, so this is how many people arrive. Its heading came only after
// about 16 s of spinner and then the error page: Settings' words were added to i18next before it
// had started (a German first page waits for its catalogue first), the page's module threw, and
// a module that threw stays failed through every retry. The pages other email links open
// (verified, unsubscribe, reset password) carry the same words. Not a timing test: the expect's
// own timeout is far shorter than the retries were.
import { expect, expectAccessible, saveScreenshots, test } from "./support/fixtures";
import { signUpVerified } from "./support/people";

test.use({ locale: "de-DE" });

test("a German browser opening Settings first sees its heading and cards", async ({
  page,
  person,
}) => {
  await signUpVerified(person, { name: "Grete Großmann" });
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Einstellungen", level: 1 })).toBeVisible();
  // A card whose words are in Settings' own catalogue (settings-de.ts), in German.
  await expect(page.getByRole("heading", { name: "E-Mail-Benachrichtigungen" })).toBeVisible();
  await expectAccessible(page, "Settings as the first page, in German");
  await saveScreenshots(page, "de-settings-first");
});

test("a German browser opening an emailed verification link first sees its page", async ({
  page,
}) => {
  await page.goto("/verified?error=TOKEN_EXPIRED");
  await expect(
    page.getByRole("heading", { name: "Dieser Link ist abgelaufen", level: 1 }),
  ).toBeVisible();
  await expectAccessible(page, "an expired verification link as the first page, in German");
});
