// Accounts in the browser: "Start Collaborating" → sign up → verification email from the real SMTP server → its link →
// greeted by name → sign out → sign in → still signed in after a reload and a server restart;
// verification off; wrong password; the route guard; the profile menu.
import type { Page } from "@playwright/test";
import {
  expect,
  expectAccessible,
  saveScreenshots,
  test,
  expectNoHorizontalScroll,
} from "./support/fixtures";
import { linkIn, waitForMail } from "./support/mail";
import { signUp } from "../support/factories/actions";
import { PASSWORD, signIn, signUpVerified, uniqueEmail } from "./support/people";
import { startHuddle, type HuddleProcess } from "./support/server";

const dialog = (page: Page) => page.getByRole("dialog", { name: "Welcome to Huddle" });

async function openDialog(page: Page) {
  await page
    .getByRole("navigation", { name: "Account" })
    .getByRole("button", { name: "Sign In" })
    .click();
  await expect(dialog(page)).toBeVisible();
}

async function signInWithDialog(page: Page, email: string, password: string) {
  await openDialog(page);
  await dialog(page).getByLabel("Email").fill(email);
  await dialog(page).getByLabel("Password", { exact: true }).fill(password);
  await dialog(page).getByRole("button", { name: "Sign In", exact: true }).click();
}

test.describe.serial("with a server of its own, restarted", () => {
  let server: HuddleProcess;
  test.beforeAll(async () => {
    server = await startHuddle({ env: { SMTP_URL: process.env.HUDDLE_SMTP_URL! } });
  });
  test.afterAll(async () => server?.stop());

  test("sign up, verify by email, sign out, sign in, stay signed in across a reload and a restart", async ({
    page,
  }) => {
    const email = uniqueEmail("ada");
    await page.goto(server.url + "/");
    // "Start Collaborating" is for someone new: the dialog opens at Sign Up.
    await page.getByRole("button", { name: "Start Collaborating" }).click();
    await expect(dialog(page).getByRole("tab", { name: "Sign Up" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await dialog(page).getByLabel("Name").fill("Ada Lovelace");
    await dialog(page).getByLabel("Email").fill(email);
    const create = dialog(page).getByRole("button", { name: "Create Account" });
    await expect(create).toBeDisabled();
    await dialog(page).getByLabel("Password", { exact: true }).fill(PASSWORD);
    const since = Date.now();
    await create.click();
    await expect(
      page.getByText("Account created successfully! Please check your email for verification."),
    ).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    // Not signed in until the link is followed.
    await expect(
      page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Sign In" }),
    ).toBeVisible();

    const mail = await waitForMail(email, { subject: /verify/i, since });
    await page.goto(linkIn(mail, server.url));
    await expect(page).toHaveURL(/\/verified\?next=%2F$/);
    await expect(page.getByRole("heading", { name: "Email verified" })).toBeVisible();
    await expect(page.getByText("Welcome, Ada Lovelace!")).toBeVisible();
    // Continue leads on to the dashboard, not back to the landing page.
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(server.url + "/dashboard");
    await expect(page.getByRole("heading", { name: "My Events" })).toBeVisible();
    await page.goto(server.url + "/");
    await expect(page.getByText("Welcome, Ada Lovelace")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Dashboard" }).first()).toBeVisible();

    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByText("Signed out", { exact: true })).toBeVisible();
    await expect(page.getByText("You have been successfully signed out.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Start Collaborating" })).toBeVisible();

    await signInWithDialog(page, email, PASSWORD);
    await expect(page.getByText("You have been signed in successfully.")).toBeVisible();
    await expect(page.getByText("Welcome, Ada Lovelace")).toBeVisible();

    await page.reload();
    await expect(page.getByText("Welcome, Ada Lovelace")).toBeVisible();

    await server.restart();
    await page.reload();
    await expect(page.getByText("Welcome, Ada Lovelace")).toBeVisible();
    await page.getByRole("link", { name: "Dashboard", exact: true }).click();
    await expect(page).toHaveURL(server.url + "/dashboard");
    await expect(page.getByRole("heading", { name: "My Events" })).toBeVisible();
  });

  test("with verification off, sign-up signs in at once", async ({ page }) => {
    // The same server, restarted with other settings (a fresh data folder costs a slow initdb).
    Object.assign(server.env, { EMAIL_VERIFICATION: "off" });
    await server.restart();
    await page.goto(server.url + "/");
    await openDialog(page);
    await dialog(page).getByRole("tab", { name: "Sign Up" }).click();
    // Name left empty: the part of the email before "@".
    const email = uniqueEmail("quick");
    await dialog(page).getByLabel("Email").fill(email);
    await dialog(page).getByLabel("Password", { exact: true }).fill(PASSWORD);
    await dialog(page).getByRole("button", { name: "Create Account" }).click();
    await expect(
      page.getByText("Account created successfully! You are now signed in."),
    ).toBeVisible();
    await expect(page.getByText(`Welcome, ${email.split("@")[0]}`)).toBeVisible();
  });
});

test("the dialog: both tabs, their fields, buttons disabled until filled, accessible", async ({
  page,
}) => {
  await page.goto("/");
  await openDialog(page);
  const d = dialog(page);
  await expect(
    d.getByText("Sign in to your account or create a new one to get started."),
  ).toBeVisible();
  await expect(d.getByRole("button", { name: "Continue with Google" })).toBeVisible();
  await expect(d.getByText("Or continue with email")).toBeVisible();
  await expect(d.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
  await expect(d.getByPlaceholder("Enter your email")).toHaveAttribute("type", "email");
  await expect(d.getByPlaceholder("Enter your password")).toBeVisible();
  const signInButton = d.getByRole("button", { name: "Sign In", exact: true });
  await expect(signInButton).toBeDisabled();
  await d.getByLabel("Email").fill("someone@example.test");
  await expect(signInButton).toBeDisabled();
  await d.getByLabel("Password", { exact: true }).fill("x");
  await expect(signInButton).toBeEnabled();
  await expect(d.getByRole("button", { name: "Forgot password?" })).toBeVisible();
  // Axe checks this tab showing an error, below.
  await saveScreenshots(page, "accounts-dialog-sign-in");

  await d.getByRole("tab", { name: "Sign Up" }).click();
  await expect(d.getByPlaceholder("Create a password")).toBeVisible();
  await expect(d.getByLabel("Name")).toBeVisible();
  // The email typed on the other tab is kept.
  await expect(d.getByLabel("Email")).toHaveValue("someone@example.test");
  await expect(d.getByRole("button", { name: "Create Account" })).toBeDisabled();
  await expectAccessible(page, "sign-in dialog, Sign Up tab");
  await saveScreenshots(page, "accounts-dialog-sign-up");

  await page.keyboard.press("Escape");
  await expect(d).toBeHidden();
});

test("a wrong password shows 'Sign-in Error' with the server's message", async ({
  page,
  newPerson,
}) => {
  const other = await newPerson();
  const person = await signUpVerified(other, { name: "Wrong Pass" });
  await page.goto("/");
  await signInWithDialog(page, person.email, "not my password");
  await expect(page.getByText("Sign-in Error")).toBeVisible();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  // The dialog stays open to try again.
  await expect(dialog(page)).toBeVisible();
  await expectAccessible(page, "sign-in dialog with an error");
});

test("signing in before verifying says 'Email not verified' and sends the link again", async ({
  page,
  person: reader,
}) => {
  const { email } = await signUp(reader, { email: uniqueEmail("unverified"), name: "Late Reader" });
  // The sign-up's own link (to "/") leaves through the outbox a moment later: waited for, so the
  // mail awaited below is the one signing in sends (the landing page can be quicker than it).
  await waitForMail(email, { subject: /verify/i });
  await page.goto("/");
  const since = Date.now();
  await signInWithDialog(page, email, PASSWORD);
  await expect(page.getByText("Sign-in Error")).toBeVisible();
  await expect(page.getByText(/Email not verified/)).toBeVisible();
  const mail = await waitForMail(email, { subject: /verify/i, since });
  await page.goto(linkIn(mail, reader.client.base));
  await expect(page.getByText("Welcome, Late Reader!")).toBeVisible();
});

test("the guard shows 'Loading...' then sends a visitor from /dashboard to / (replacing history)", async ({
  page,
}) => {
  await page.goto("/nowhere");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  // Hold the session answer back, so the waiting state can be seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/auth/get-session", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/dashboard");
  await expect(page.getByRole("status").getByText("Loading...")).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Start Collaborating" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/nowhere$/);
});

test("the guard also covers /event/:id, keeping the address to sign in there", async ({ page }) => {
  await page.goto("/event/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Sign in to open this event" })).toBeVisible();
  await expect(page).toHaveURL(/\/event\/00000000-0000-4000-8000-000000000000$/);
});

test("the signed-in landing page, the profile menu: change name, sign out everywhere", async ({
  page,
  person: menuPerson,
  newPerson,
}) => {
  const person = await signUpVerified(menuPerson, { name: "Menu Person" });
  const laptop = await newPerson();
  await signIn(laptop, person);
  expect((await laptop.client.get("/api/me")).status).toBe(200);

  await page.goto("/");
  await expect(page.getByText("Welcome, Menu Person")).toBeVisible();
  await expect(page.getByRole("link", { name: "Dashboard", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Dashboard" })).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Start Collaborating" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Get Started Now" })).toHaveCount(0);
  await expectAccessible(page, "signed-in landing");
  await saveScreenshots(page, "accounts-landing-signed-in");

  await page.getByRole("button", { name: "Account menu for Menu Person" }).click();
  await expect(page.getByRole("menu").getByText(person.email)).toBeVisible();
  await expectAccessible(page, "profile menu");
  await saveScreenshots(page, "accounts-profile-menu");
  await page.getByRole("menuitem", { name: "Change name" }).click();
  const rename = page.getByRole("dialog", { name: "Change your name" });
  await expect(rename.getByLabel("Name")).toHaveValue("Menu Person");
  await rename.getByLabel("Name").fill("Renamed Person");
  await rename.getByRole("button", { name: "Save" }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByText("Welcome, Renamed Person")).toBeVisible();
  // The menu's item that opened the dialog is gone: focus is back on the menu's button.
  await expect(page.getByRole("button", { name: "Account menu for Renamed Person" })).toBeFocused();

  await page.getByRole("button", { name: "Account menu for Renamed Person" }).click();
  await page.getByRole("menuitem", { name: "Sign out everywhere" }).click();
  await expect(page.getByText("Signed out", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Sign In" }),
  ).toBeVisible();
  expect((await laptop.client.get("/api/me")).status).toBe(401);
  await page.reload();
  await expect(page.getByRole("button", { name: "Start Collaborating" })).toBeVisible();
});

test("the signed-in header fits on one row at 360 px with the greeting below it", async ({
  page,
  person,
}) => {
  await signUpVerified(person, { name: "A Rather Long Name For A Small Phone" });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  await expect(page.getByText("Welcome, A Rather Long Name For A Small Phone")).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Dashboard", exact: true })).toBeVisible();
});
