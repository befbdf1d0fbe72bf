// Accounts for browser tests, made through the real API: sign-up, then the emailed verification
// link, opened by the person's own client, so the browser context holds a real session cookie.
import { clientOf, signUp, type As } from "../../support/factories/actions";
import { linkIn, waitForMail } from "./mail";

export { PASSWORD, signIn, uniqueEmail } from "../../support/factories/actions";

/** Signs up and verifies a new person as `as` (a person, or their client): their pages are signed
 * in as the new account. */
export async function signUpVerified(as: As, options: { name?: string; email?: string } = {}) {
  const client = clientOf(as);
  const since = Date.now();
  const account = await signUp(client, {
    name: options.name ?? "Test Person",
    ...(options.email ? { email: options.email } : {}),
    callbackURL: "/",
  });
  const mail = await waitForMail(account.email, { since, subject: /verify|confirm/i });
  const verify = await client.get(linkIn(mail, client.base));
  if (verify.status >= 400) throw new Error(`verification failed: ${verify.status}`);
  return account;
}
