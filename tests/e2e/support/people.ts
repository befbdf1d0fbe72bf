// People for browser tests, made through the real API (sign-up, then the emailed verification
// link), so the browser context holds a real session cookie.
import type { APIRequestContext } from "@playwright/test";
import { linkIn, waitForMail } from "./mail";

let n = 0;
export const PASSWORD = "correct horse battery";

export function uniqueEmail(prefix = "person") {
  return `${prefix}.${Date.now().toString(36)}${(++n).toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
}

/** Signs up and verifies a new person in the given context (its pages share the cookie). */
export async function signUpVerified(
  request: APIRequestContext,
  options: { name?: string; email?: string } = {},
) {
  const email = options.email ?? uniqueEmail();
  const name = options.name ?? "Test Person";
  const since = Date.now();
  const origin = process.env.HUDDLE_URL!;
  const res = await request.post(`${origin}/api/auth/sign-up/email`, {
    data: { email, password: PASSWORD, name, callbackURL: "/" },
    headers: { origin },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  const mail = await waitForMail(email, { since, subject: /verify|confirm/i });
  const verify = await request.get(linkIn(mail, origin));
  if (verify.status() >= 400) throw new Error(`verification failed: ${verify.status()}`);
  return { email, name, password: PASSWORD };
}

/** Signs an existing person in through the API in the given context (another device). */
export async function signIn(
  request: APIRequestContext,
  person: { email: string; password: string },
) {
  const origin = process.env.HUDDLE_URL!;
  const res = await request.post(`${origin}/api/auth/sign-in/email`, {
    data: { email: person.email, password: person.password },
    headers: { origin },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
}
