// One person talking to a running server: a cookie jar, the Origin the server trusts, and a time
// limit on every request (a request that hangs is a finding, not something to wait out).
export type Answer = {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
  json: any;
  text: string;
  ms: number;
};

export class Person {
  cookies = new Map<string, string>();
  /** The user id, once signed up. */
  id = "";
  constructor(
    public base: string,
    readonly name: string,
    readonly email: string,
  ) {}

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  /** Throws only when no answer came (connection refused or reset, or the time limit). */
  async request(method: string, path: string, body?: unknown, timeoutMs = 10_000): Promise<Answer> {
    const headers: Record<string, string> = { origin: this.base };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (this.cookies.size) headers.cookie = this.cookieHeader;
    const started = performance.now();
    const response = await fetch(this.base + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const value = pair!.slice(eq + 1).trim();
      if (value) this.cookies.set(pair!.slice(0, eq).trim(), value);
      else this.cookies.delete(pair!.slice(0, eq).trim());
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, json, text, ms: performance.now() - started };
  }
}

export const PASSWORD = "resilience test password";

/** Signs up through the API (no SMTP configured, so the account is signed in at once). */
export async function signUp(base: string, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.test`;
  const person = new Person(base, name, email);
  const answer = await person.request("POST", "/api/auth/sign-up/email", {
    email,
    password: PASSWORD,
    name,
  });
  if (answer.status !== 200 || !person.cookies.size) {
    throw new Error(`sign-up of ${name} failed: ${answer.status} ${answer.text}`);
  }
  person.id = (answer.json as { user: { id: string } }).user.id;
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
