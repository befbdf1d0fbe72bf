// "Your account" on the Settings page, as a person uses it: change the name, change the password
// (then sign out and in with the new one), see the second browser they are signed in on, sign it
// out from here and find that browser signed out.
import type { Page } from "@playwright/test";
import {
  expect,
  expectAccessible,
  expectFitsSmallScreens,
  saveScreenshots,
  test,
} from "./support/fixtures";
import { signIn, signUpVerified } from "./support/people";
import { expectToast } from "./support/toasts";

const NEW_PASSWORD = "a brand new password";

const signInDialog = (page: Page) => page.getByRole("dialog", { name: "Welcome to Huddle" });
const signInButton = (page: Page) =>
  page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Sign In" });

async function signInWithDialog(page: Page, email: string, password: string) {
  await page.goto("/");
  await signInButton(page).click();
  await signInDialog(page).getByLabel("Email").fill(email);
  await signInDialog(page).getByLabel("Password", { exact: true }).fill(password);
  await signInDialog(page).getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("You have been signed in successfully.")).toBeVisible();
}

/** The toast whose title is exactly `title`. Not any toast that mentions it: "Password changed"
 * says "Your other devices were signed out.", and a check for "Signed out" that found it went on
 * before the sign-out had finished (a CI-like run, 2026-11-28). */
/** A Settings card: the innermost block holding its heading and its body (a list or a form). */
const card = (page: Page, title: string) =>
  page
    .locator("div")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) })
    .filter({ has: page.getByRole("list").or(page.getByRole("textbox")) })
    .last();

test("change name and password, then sign another browser out from Settings", async ({
  page,
  person: grace,
  newPerson,
}) => {
  const person = await signUpVerified(grace, { name: "Grace Hopper" });
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  const profile = card(page, "Profile");
  await expect(profile.getByText("Grace Hopper")).toBeVisible();
  await expect(profile.getByText(person.email)).toBeVisible();

  // The name.
  await profile.getByRole("button", { name: "Change name" }).click();
  const rename = page.getByRole("dialog", { name: "Change your name" });
  await rename.getByLabel("Name").fill("Grace B. Hopper");
  await rename.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Name changed");
  await expect(profile.getByText("Grace B. Hopper")).toBeVisible();
  // Closed and gone, its focus handed back, before the next form is used: in one CI run
  // (2026-11-28) the password form's first click, right after, sent nothing.
  await expect(rename).toBeHidden();
  await expect(profile.getByRole("button", { name: "Change name" })).toBeFocused();

  // The password: a wrong current one is refused, the right one changes it.
  const password = card(page, "Password");
  await password.getByLabel("Current password").fill("not my password");
  await password.getByLabel("New password").fill(NEW_PASSWORD);
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your current password is not correct.")).toBeVisible();
  await password.getByLabel("Current password").fill(person.password);
  await password.getByRole("button", { name: "Change password" }).click();
  await expectToast(page, "Password changed");
  await expect(password.getByLabel("Current password")).toHaveValue("");
  await expectAccessible(page, "settings");
  await expectFitsSmallScreens(page, "settings");
  await saveScreenshots(page, "settings-account");

  await page.getByRole("button", { name: "Account menu for Grace B. Hopper" }).click();
  await page.getByRole("menuitem", { name: "Sign Out", exact: true }).click();
  await expectToast(page, "Signed out");
  await signInWithDialog(page, person.email, NEW_PASSWORD);

  // A second browser signs in too (through the API: the dialog was just tested); both show up
  // under "Where you're signed in".
  const other = await newPerson();
  await signIn(other, { email: person.email, password: NEW_PASSWORD });
  await other.page.goto("/settings");
  await page.goto("/settings");
  const sessions = card(page, "Where you're signed in");
  await expect(sessions.getByRole("listitem")).toHaveCount(2);
  await expect(sessions.getByRole("listitem").first()).toContainText("This device");
  await expect(sessions.getByRole("listitem").first()).toContainText("Chrome on Linux");
  await expect(sessions.getByRole("listitem").last()).toContainText("Last active today");
  await expect(sessions.getByText("This device")).toHaveCount(1);
  await saveScreenshots(page, "settings-sessions");

  // Sign the other one out: gone from the list, and that browser is signed out.
  await sessions.getByRole("button", { name: /^Sign out / }).click();
  await expectToast(page, "Signed out");
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  await other.page.reload();
  await expect(signInButton(other.page)).toBeVisible();
  await expect(other.page).toHaveURL(/\/$/);
  // This one is still signed in.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
});
