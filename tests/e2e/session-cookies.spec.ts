// Every cookie a browser held stops working once its session ends: after "Sign Out" (this
// browser), after "Sign out everywhere" (every browser of the person) and after a password
// reset. The cookies are copied out of the browser first and replayed afterwards, as someone
// who had stolen them would.
import type { APIRequestContext, BrowserContext, PlaywrightWorkerArgs } from "@playwright/test";
import { ApiClient } from "../support/api";
import { expect, test, type Person } from "./support/fixtures";
import { linkIn, waitForMail } from "./support/mail";
import { signIn, signUpVerified } from "./support/people";

const origin = () => process.env.HUDDLE_URL!;

/** Everything the browser holds for our site, as one Cookie header. */
async function cookieHeader(context: BrowserContext) {
  const cookies = await context.cookies(origin());
  expect(cookies.some((c) => c.name.endsWith("better-auth.session_token"))).toBe(true);
  return cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

/** A client with nothing but the copied cookies. */
async function replay(playwright: PlaywrightWorkerArgs["playwright"], cookie: string) {
  return playwright.request.newContext({ baseURL: origin(), extraHTTPHeaders: { cookie } });
}

/** A person signed up in one browser and signed in again on a second browser (a phone). */
async function onTwoBrowsers(first: Person, newPerson: () => Promise<Person>, name: string) {
  const person = await signUpVerified(first, { name });
  const phone = await newPerson();
  await signIn(phone, person);
  return { person, phone };
}

async function expectSignedOut(api: APIRequestContext) {
  expect((await api.get("/api/me")).status()).toBe(401);
  expect((await api.get("/api/events")).status()).toBe(401);
  expect(await (await api.get("/api/auth/get-session")).json()).toBeNull();
}

test("Sign Out ends this browser's cookies; another browser stays signed in", async ({
  page,
  person,
  newPerson,
  playwright,
}) => {
  const { phone } = await onTwoBrowsers(person, newPerson, "Cookie Person");
  const held = await cookieHeader(page.context());
  const before = await replay(playwright, held);
  expect((await before.get("/api/me")).status()).toBe(200);

  await page.goto("/");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText("Signed out", { exact: true })).toBeVisible();

  await expectSignedOut(await replay(playwright, held));
  expect((await phone.client.get("/api/me")).status).toBe(200);
});

test("Sign out everywhere ends the cookies of every browser", async ({
  page,
  person,
  newPerson,
  playwright,
}) => {
  const { phone } = await onTwoBrowsers(person, newPerson, "Everywhere Person");
  const held = [await cookieHeader(page.context()), await cookieHeader(phone.context)];

  await page.goto("/");
  await page.getByRole("button", { name: "Account menu for Everywhere Person" }).click();
  await page.getByRole("menuitem", { name: "Sign out everywhere" }).click();
  await expect(page.getByText("Signed out", { exact: true })).toBeVisible();

  for (const cookie of held) await expectSignedOut(await replay(playwright, cookie));
});

test("a password reset ends the cookies of every browser", async ({
  page,
  person: first,
  newPerson,
  playwright,
}) => {
  const { person, phone } = await onTwoBrowsers(first, newPerson, "Reset Person");
  const held = [await cookieHeader(page.context()), await cookieHeader(phone.context)];

  // Someone with no cookies at all asks for the reset and sets the new password.
  const since = Date.now();
  const stranger = new ApiClient(origin());
  await stranger.call("POST", "/api/auth/request-password-reset", { email: person.email });
  const mail = await waitForMail(person.email, { since, subject: /reset/i });
  const token = new URL(linkIn(mail, origin())).searchParams.get("token")!;
  await stranger.call("POST", "/api/auth/reset-password", {
    token,
    newPassword: "a brand new password",
  });

  for (const cookie of held) await expectSignedOut(await replay(playwright, cookie));
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Start Collaborating" })).toBeVisible();
});
