// A signed-in person's time zone (decision 119): the browser sends its own to the account when
// the account holds another (or none), beside the language, so emails write times as the page
// shows them.
import { expect, test } from "./support/fixtures";
import { signUpVerified } from "./support/people";

test.use({ timezoneId: "America/Sao_Paulo" });

const origin = () => process.env.HUDDLE_URL!;

test("the browser's time zone is kept on the account when it differs", async ({ page }) => {
  const request = page.context().request;
  await signUpVerified(request, { name: "Tomás Traveller" });
  // The account was last used elsewhere.
  const set = await request.patch(`${origin()}/api/me`, {
    data: { timeZone: "Europe/Berlin" },
    headers: { origin: origin() },
  });
  expect(set.ok()).toBe(true);

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "My Events", level: 1 })).toBeVisible();
  await expect
    .poll(async () => {
      const me = await request.get(`${origin()}/api/me`);
      return ((await me.json()) as { timeZone: string | null }).timeZone;
    })
    .toBe("America/Sao_Paulo");
});
