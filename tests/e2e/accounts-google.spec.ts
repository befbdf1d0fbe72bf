// Google sign-in through the local OpenID Connect issuer the global setup runs under the
// provider id `google`: the button, the round trip, landing on /dashboard with the issuer's name.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { setNextGoogleUser } from "./support/oidc";
import { uniqueEmail } from "./support/people";

/** Opens the sign-in dialog from the header and presses "Continue with Google". */
async function continueWithGoogle(page: Page) {
  await page
    .getByRole("navigation", { name: "Account" })
    .getByRole("button", { name: "Sign In" })
    .click();
  await page.getByRole("button", { name: "Continue with Google" }).click();
}

test("Continue with Google signs in through the issuer and lands on /dashboard with its name", async ({
  page,
}) => {
  const email = uniqueEmail("google");
  setNextGoogleUser({ email, name: "Grace Hopper" });
  await page.goto("/");
  await continueWithGoogle(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "My Events" })).toBeVisible();

  const me = await page.request.get("/api/me");
  expect(await me.json()).toMatchObject({ email, name: "Grace Hopper" });
  await page.goto("/");
  await expect(page.getByText("Welcome, Grace Hopper")).toBeVisible();

  // A second Google sign-in finds the same account.
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText("Signed out", { exact: true })).toBeVisible();
  await continueWithGoogle(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await (await page.request.get("/api/me")).json()).id).toBe((await me.json()).id);
});

test("a failed Google sign-in comes back with 'Google Sign-in Error'", async ({ page }) => {
  await page.goto("/?error=access_denied");
  await expect(page.getByText("Google Sign-in Error")).toBeVisible();
  await expect(page.getByText("Google sign-in was cancelled.")).toBeVisible();
  // The code is taken out of the address, so a reload does not show it again.
  await expect(page).toHaveURL(/\/$/);
});

test("a Google sign-in the server cannot start shows 'Google Sign-in Error'", async ({ page }) => {
  await page.route("**/api/auth/sign-in/social", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      body: JSON.stringify({
        error: {
          code: "tooManyRequests",
          message: "Too many requests. Please wait a few minutes and try again.",
        },
      }),
    }),
  );
  await page.goto("/");
  await continueWithGoogle(page);
  await expect(page.getByText("Google Sign-in Error")).toBeVisible();
  await expect(
    page.getByText("Too many requests. Please wait a few minutes and try again."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeEnabled();
});
