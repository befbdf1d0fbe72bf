// Settings names where each session came from in a form a person reads (issue #34): the browser
// tests reach the server over loopback, which Settings showed as "0000:0000:…:0001".
import { expect, saveScreenshots, test } from "./support/fixtures";
import { signUpVerified } from "./support/people";

test("a session that came over loopback shows as localhost", async ({ page, person }) => {
  await signUpVerified(person, { name: "Ann Settings" });
  await page.goto("/settings");
  const row = page.getByRole("listitem", { name: /, this device$/ });
  await expect(row).toContainText("localhost · Active now");
  await expect(row).not.toContainText("0000");
  await saveScreenshots(page, "settings-session-localhost");
});
