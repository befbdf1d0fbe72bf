// A signed-in person's time zone (decision 220): the browser sends its own to the account when
// the account holds another (or none), beside the language, so emails write times as the page
// shows them.
import type { Account } from "../../src/shared/api";
import { expect, test } from "./support/fixtures";
import { signUpVerified } from "./support/people";

test.use({ timezoneId: "America/Sao_Paulo" });

test("the browser's time zone is kept on the account when it differs", async ({ page, person }) => {
  await signUpVerified(person, { name: "Tomás Traveller" });
  // The account was last used elsewhere.
  await person.client.call("PATCH", "/api/me", { timeZone: "Europe/Berlin" });

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "My Events", level: 1 })).toBeVisible();
  await expect
    .poll(async () => (await person.client.call<Account>("GET", "/api/me")).timeZone)
    .toBe("America/Sao_Paulo");
});
