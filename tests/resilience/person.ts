// One person talking to a running server: the tests' API client (a cookie jar, the Origin the
// server trusts) with a time limit on every request (a request that hangs is a finding, not
// something to wait out).
import { ApiClient, type Answer } from "../support/api";
import { signUp as signUpThroughApi } from "../support/factories/actions";

export type { Answer };

export class Person extends ApiClient {
  /** The user id, once signed up. */
  id = "";
  constructor(
    base: string,
    readonly name: string,
    readonly email: string,
  ) {
    // `request` throws only when no answer came: connection refused or reset, or this limit.
    super(base, { timeoutMs: 10_000 });
  }
}

export const PASSWORD = "resilience test password";

/** Signs up through the API (no SMTP configured, so the account is signed in at once). */
export async function signUp(base: string, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.test`;
  const person = new Person(base, name, email);
  const account = await signUpThroughApi(person, { name, email, password: PASSWORD });
  if (!person.cookies.size) throw new Error(`sign-up of ${name} left no session cookie`);
  person.id = account.id;
  return person;
}

/** The answer, or throws with what came instead. */
export function expectStatus(answer: Answer, status: number, what: string) {
  if (answer.status !== status) {
    throw new Error(
      `${what}: expected ${status}, got ${answer.status} ${answer.text.slice(0, 300)}`,
    );
  }
  return answer;
}
