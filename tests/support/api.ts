// The one client tests call Huddle's API with, in Vitest and in Playwright: a base URL, the Origin
// the server trusts, a cookie jar, JSON both ways. `request` (and `get`, `post`, ...) answers
// whatever came, for tests of the answer itself; `call` is for setting things up: it answers the
// parsed body and throws an `ApiError` carrying the error body on anything but 2xx.
//
// In Node (Vitest, the resilience run) it sends with fetch and keeps its own cookies. In a
// browser test it sends through a Playwright browser context (`contextSend`), whose cookies are
// the context's: what the API signs in is signed in on that context's pages, and the other way
// round.
import type { APIRequestContext } from "@playwright/test";

/** An answer as it came (its body untyped unless told: tests check answers field by field). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer<T = any> = {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON; undefined when it is empty or not JSON. */
  json: T;
  /** How long it took, in milliseconds. */
  ms: number;
};

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A refusal (or any answer but 2xx) to a request that was meant to succeed. */
export class ApiError extends Error {
  readonly status: number;
  /** The error body as the server sent it (`{ error: { code, message } }` for Huddle's own). */
  readonly body: unknown;
  constructor(
    readonly method: string,
    readonly path: string,
    readonly answer: Answer,
  ) {
    super(`${method} ${path}: ${answer.status} ${answer.text.slice(0, 1000)}`);
    this.name = "ApiError";
    this.status = answer.status;
    this.body = answer.json;
  }
}

/** One request on the wire; its answer's cookies are the sender's to keep. */
export type Send = (request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs?: number;
}) => Promise<{ status: number; headers: Headers; text: string }>;

type ClientOptions = {
  /** The Origin header sent with every request (the server's PUBLIC_URL); `base` when absent. */
  origin?: string;
  /** How requests are sent; fetch with this client's cookie jar when absent. */
  send?: Send;
  /** Every request fails after this many milliseconds (none when absent). */
  timeoutMs?: number;
};

export class ApiClient {
  /** The cookie jar (unused when another `send` keeps the cookies). */
  cookies = new Map<string, string>();
  readonly origin: string;
  private readonly send: Send;
  /** The sender given, if any (fetch with the jar otherwise). */
  private readonly sendAs?: Send;
  private readonly timeoutMs?: number;

  constructor(
    readonly base: string,
    options: ClientOptions | string = {},
  ) {
    const { origin, send, timeoutMs } = typeof options === "string" ? { origin: options } : options;
    this.origin = origin ?? base;
    this.sendAs = send;
    this.send = send ?? this.fetchWithJar;
    this.timeoutMs = timeoutMs;
  }

  /** The jar as one Cookie header ("" when empty). */
  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  /** Keeps the cookies an answer sets, and forgets those it expires. */
  keepCookies(response: { headers: Headers }) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some((a) => /max-age=0\b/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private fetchWithJar: Send = async ({ method, url, headers, body, timeoutMs }) => {
    if (this.cookies.size) headers.cookie = this.cookieHeader;
    const response = await fetch(url, {
      method,
      headers,
      body,
      signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
    });
    this.keepCookies(response);
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

  /** Sends a request and answers what came, whatever its status. A string body is sent as it
   * is; anything else as JSON. */
  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const sent: Record<string, string> = { origin: this.origin, ...headers };
    let text: string | undefined;
    if (body !== undefined) {
      text = typeof body === "string" ? body : JSON.stringify(body);
      sent["content-type"] ??= "application/json";
    }
    const url = /^https?:/.test(path) ? path : this.base + path;
    const started = performance.now();
    const answer = await this.send({ method, url, headers: sent, body: text, ...this.timeout });
    let json: unknown = undefined;
    try {
      json = answer.text ? JSON.parse(answer.text) : undefined;
    } catch {
      // not JSON
    }
    return { ...answer, json, ms: performance.now() - started };
  }

  /** The same person (the same cookie jar) with another time limit on every request. */
  withTimeout(timeoutMs: number) {
    const twin = new ApiClient(this.base, { origin: this.origin, send: this.sendAs, timeoutMs });
    twin.cookies = this.cookies;
    return twin;
  }

  private get timeout() {
    return this.timeoutMs ? { timeoutMs: this.timeoutMs } : {};
  }

  get = (path: string) => this.request("GET", path);
  post = (path: string, body?: unknown) => this.request("POST", path, body ?? {});
  put = (path: string, body?: unknown) => this.request("PUT", path, body ?? {});
  patch = (path: string, body?: unknown) => this.request("PATCH", path, body ?? {});
  delete = (path: string) => this.request("DELETE", path);

  /** For setting up: the parsed body of a 2xx answer (undefined for 204), or an `ApiError`. A
   * POST, PUT or PATCH without a body sends `{}`. */
  async call<T = unknown>(method: Method, path: string, body?: unknown): Promise<T> {
    const hasBody = body !== undefined || (method !== "GET" && method !== "DELETE");
    const answer = await this.request(method, path, hasBody ? (body ?? {}) : undefined);
    if (answer.status < 200 || answer.status > 299) throw new ApiError(method, path, answer);
    return answer.json as T;
  }
}

/** Sends through a Playwright browser context (`context.request`, `page.request`): the context
 * keeps the cookies, so its pages and this client are signed in as one. */
export function contextSend(request: APIRequestContext): Send {
  return async ({ method, url, headers, body, timeoutMs }) => {
    const response = await request.fetch(url, {
      method,
      headers,
      data: body,
      ...(timeoutMs ? { timeout: timeoutMs } : {}),
    });
    const answerHeaders = new Headers();
    for (const { name, value } of response.headersArray()) answerHeaders.append(name, value);
    return { status: response.status(), headers: answerHeaders, text: await response.text() };
  };
}
