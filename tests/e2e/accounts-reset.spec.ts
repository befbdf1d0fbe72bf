// Password reset by email: "Forgot password?" → the emailed link → a new password; the new one
// works, the old one does not, and a session open elsewhere has ended.
import type { Page } from "@playwright/test";
import { expect, expectAccessible, saveScreenshots, test } from "./support/fixtures";
import { linkIn, waitForMail } from "./support/mail";
import { PASSWORD, signIn, signUpVerified } from "./support/people";

const NEW_PASSWORD = "a completely new password";

async function signInThroughDialog(page: Page, email: string, password: string) {
  const dialog = page.getByRole("dialog", { name: "Welcome to Huddle" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
}

test("reset a password by emailed link; the old password and other sessions stop working", async ({
  page,
  newPerson,
}) => {
  const owner = await newPerson();
  const person = await signUpVerified(owner, { name: "Forgetful Person" });
  const phone = await newPerson();
  await signIn(phone, person);
  expect((await phone.client.get("/api/me")).status).toBe(200);

  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Account" })
    .getByRole("button", { name: "Sign In" })
    .click();
  await page.getByRole("button", { name: "Forgot password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset your password" });
  await dialog.getByLabel("Email").fill(person.email);
  const since = Date.now();
  await dialog.getByRole("button", { name: "Send reset link" }).click();
  await expect(dialog.getByText("Check your email.")).toBeVisible();
  await expectAccessible(page, "forgot password");

  const mail = await waitForMail(person.email, { subject: /reset/i, since });
  await page.goto(linkIn(mail, process.env.HUDDLE_URL!));
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expectAccessible(page, "reset password page");
  await saveScreenshots(page, "accounts-reset-password");

  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill("not the same");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The two passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();
  await expectAccessible(page, "password changed");

  // Every session ended, on every device.
  expect((await phone.client.get("/api/me")).status).toBe(401);
  expect((await owner.client.get("/api/me")).status).toBe(401);

  await page.getByRole("button", { name: "Sign In" }).click();
  await signInThroughDialog(page, person.email, PASSWORD);
  await expect(page.getByText("Sign-in Error")).toBeVisible();
  await signInThroughDialog(page, person.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link works once.
  await page.goto(linkIn(mail, process.env.HUDDLE_URL!));
  await page.getByLabel("New password", { exact: true }).fill("another new password");
  await page.getByLabel("Confirm new password").fill("another new password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  await page.getByRole("button", { name: "Ask for a new link" }).click();
  await expect(page.getByRole("dialog", { name: "Reset your password" })).toBeVisible();
});

test("the verified page, and a verification link that is not valid", async ({ page, person }) => {
  await signUpVerified(person, { name: "Verified Person" });
  await page.goto("/verified?next=%2F");
  await expect(page.getByRole("heading", { name: "Email verified" })).toBeVisible();
  await expect(page.getByText("Welcome, Verified Person!")).toBeVisible();
  await expectAccessible(page, "verified page");
  await saveScreenshots(page, "accounts-verified");
  // Signed up from the landing page: Continue goes on to the dashboard.
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "My Events" })).toBeVisible();

  await page.goto("/api/auth/verify-email?token=forged&callbackURL=%2Fverified%3Fnext%3D%252F");
  await expect(page).toHaveURL(/\/verified\?next=%2F&error=INVALID_TOKEN$/);
  await expect(page.getByRole("heading", { name: "This link is not valid" })).toBeVisible();
  await expectAccessible(page, "verified page, bad link");
  await saveScreenshots(page, "accounts-verified-bad-link");

  // A `next` to another site is never followed.
  await page.goto("/verified?next=https%3A%2F%2Fevil.example%2F");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(new RegExp(`^${process.env.HUDDLE_URL}/dashboard$`));
});
