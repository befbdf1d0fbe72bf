import {
  expect,
  expectAccessible,
  saveScreenshots,
  test,
  expectNoHorizontalScroll,
  expectFitsSmallScreens,
} from "./support/fixtures";

test("the landing page shows the product and scrolls to How It Works", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Huddle").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Start Collaborating" })).toBeVisible();
  for (const card of ["Create Events", "Share Links", "Vote Together", "Pick Winner"]) {
    await expect(page.getByRole("heading", { name: card })).toBeVisible();
  }
  await expect(page.getByText("Get Started Now")).toBeVisible();
  await expect(page.getByText(String(new Date().getFullYear()))).toBeVisible();
  await expect(page.getByText(/thousands of teams/i)).toHaveCount(0);

  await page.getByRole("button", { name: "Learn More" }).click();
  await expect(page.locator("#how-it-works")).toBeInViewport();

  await expectAccessible(page, "landing");
  await saveScreenshots(page, "landing");
});

test("the landing page fits 360 px, 320 px and 200 % zoom", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  await expectNoHorizontalScroll(page);
  await expectFitsSmallScreens(page, "landing");
});

test("an unknown path shows the 404 page with a way home", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expectAccessible(page, "404");
  await saveScreenshots(page, "not-found");
  await page.getByRole("link", { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the landing page carries the content security policy", async ({ request }) => {
  const res = await request.get("/");
  expect(res.headers()["content-security-policy"]).toContain("default-src 'self'");
  expect(res.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
});

test("Join Event pressed as its dialog's code arrives still opens the dialog", async ({ page }) => {
  // The header's Join Event is a stand-in until the dialog's code arrives, fetched after the first
  // paint (decision 222). Held here until the press has begun: the real button replaces the
  // stand-in under the pointer, and the release never makes a click on either.
  let requested!: () => void;
  const asked = new Promise<void>((resolve) => (requested = resolve));
  let arrive!: () => void;
  const held = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(/\/assets\/join-event-dialog-[^/]+\.js$/, async (route) => {
    requested();
    await held;
    await route.fallback();
  });
  await page.goto("/");
  await asked;
  const join = page
    .getByRole("navigation", { name: "Account" })
    .getByRole("button", { name: "Join Event" });
  const { x, y, width, height } = (await join.boundingBox())!;
  await page.mouse.move(x + width / 2, y + height / 2);
  await page.mouse.down();
  arrive();
  // The real button, in the box the dialog's code renders into, has replaced the stand-in.
  await expect(page.locator("header span.contents button")).toHaveCount(1);
  await page.mouse.up();
  await expect(page.getByRole("dialog", { name: "Join Event" })).toBeVisible();
  await expect(page.getByLabel("Invitation Code")).toBeFocused();
});
