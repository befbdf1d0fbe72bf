// The web-facing promises of DESIGN.md, tested: security headers on every HTML response; no
// state-changing request from another site (whatever body a form or fetch can send, with or
// without Origin); 413 for bodies over 64 KB however they are sent; and the session cookie's flags.
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_SECURITY_POLICY } from "../../src/server/http/security-headers";
import { limits } from "../../src/shared/core/limits";
import type { ApiErrorBody } from "../../src/shared/errors";
import { createUser, signIn } from "../support/factories/people";
import { castOf, twoEvents, type Cast, type Ids } from "../support/factories/two-events";
import { DATA_TABLES, snapshotTables } from "../support/snapshot";
import { startTestApp, type TestApp } from "../support/test-app";
import { sendRaw } from "../fuzz/send";

const TABLES = [...DATA_TABLES, "session", "account"];

let app: TestApp;
let cast: Cast;
let a: Ids;
beforeAll(async () => {
  // The pages are the production build's; npm test builds before Vitest runs.
  if (!fs.existsSync(path.join("dist", "web", "index.html")))
    throw new Error("No build found: run `npm run build` first (npm test does).");
  app = await startTestApp();
  cast = await castOf(app);
  ({ a } = await twoEvents(app, cast));
});
afterAll(() => app.close());

describe("security headers", () => {
  // The landing page, client routes (signed-in pages, an invite, a reset link) and the 404 page
  // are all the same index.html; Better Auth's error page is HTML of its own.
  it.each([
    "/",
    "/dashboard",
    `/events/${"0".repeat(8)}-0000-0000-0000-000000000000`,
    "/invite/ABCD2345",
    "/reset-password?token=x",
    "/no-such-page/at/all",
    "/api/auth/error?error=invalid_code",
  ])("%s", async (page) => {
    const res = await fetch(app.url + page);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    // Plain http here: HSTS would be meaningless (and is checked over https below).
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  // DESIGN.md's policy, with decision 202's worker-src and manifest-src named.
  it("says exactly what DESIGN.md and decision 202 say", () => {
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: https:; connect-src 'self'; worker-src 'self'; " +
        "manifest-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; " +
        "form-action 'self'",
    );
  });

  // Decision 221: a cached service worker would keep an installed app on its old version.
  it.each([
    ["/sw.js", "no-cache", /^text\/javascript/],
    ["/manifest.webmanifest", "no-cache", /^application\/manifest\+json/],
    ["/icons/icon-512.png", "public, max-age=3600", /^image\/png$/],
    ["/apple-touch-icon.png", "public, max-age=3600", /^image\/png$/],
  ])("serves %s with Cache-Control: %s and its type", async (file, cacheControl, type) => {
    const res = await fetch(app.url + file);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(type);
    expect(res.headers.get("cache-control")).toBe(cacheControl);
  });

  it("puts nosniff on API answers and assets too", async () => {
    for (const page of ["/api/health", "/favicon.svg"]) {
      const res = await fetch(app.url + page);
      expect(res.headers.get("x-content-type-options"), page).toBe("nosniff");
    }
  });
});

describe("cross-origin writes", () => {
  const BODIES: Record<string, { type: string; body: string }> = {
    json: { type: "application/json", body: JSON.stringify({ title: "Hijacked" }) },
    form: { type: "application/x-www-form-urlencoded", body: "title=Hijacked" },
    multipart: {
      type: "multipart/form-data; boundary=x",
      body: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nHijacked\r\n--x--\r\n',
    },
    "text/plain": { type: "text/plain", body: '{"title":"Hijacked"}' },
  };
  // What another site's page can make a browser send: its own Origin, "null" from a sandboxed
  // frame or a data: URL, or (older browsers, some form posts) no Origin but Sec-Fetch-Site.
  const SENDERS: Record<string, Record<string, string>> = {
    "Origin of another site": { origin: "https://evil.example" },
    "Origin null": { origin: "null" },
    "a look-alike origin": { origin: "http://127.0.0.1.evil.example" },
    "no Origin, Sec-Fetch-Site cross-site": { "sec-fetch-site": "cross-site" },
    "no Origin, Sec-Fetch-Site same-site": { "sec-fetch-site": "same-site" },
  };
  const WRITES: Array<[string, string]> = [
    ["POST", "/api/events"],
    ["PATCH", "/api/events/:id"],
    ["DELETE", "/api/events/:id"],
    ["POST", "/api/events/:id/links"],
    ["PUT", "/api/events/:id/links/:linkId/vote"],
    ["POST", "/api/events/:id/invitations"],
    ["PATCH", "/api/me"],
    ["POST", "/api/auth/sign-out"],
    ["POST", "/api/auth/revoke-sessions"],
    ["POST", "/api/auth/sign-in/email"],
  ];

  const cases = WRITES.flatMap(([method, route]) =>
    Object.keys(BODIES).flatMap((kind) =>
      Object.keys(SENDERS).map((sender) => ({ method, route, kind, sender })),
    ),
  );

  it.each(cases)(
    "$method $route, $kind body, $sender → 403",
    async ({ method, route, kind, sender }) => {
      const client = cast.creator.client;
      const url = route.replace(":id", a.id).replace(":linkId", a.linkId);
      const before = await snapshotTables(app.db, TABLES);
      // The sender's headers replace our own Origin; without one, none is sent.
      const res = await sendCrossSite(client.cookies, method, url, BODIES[kind]!, SENDERS[sender]!);
      expect(res.status, res.text).toBe(403);
      expect(res.json).toEqual({
        error: { code: "crossOrigin", message: "Cross-origin request refused" },
      });
      expect(await snapshotTables(app.db, TABLES)).toEqual(before);
    },
  );

  it("lets the same requests through from our own origin (so the refusals above mean something)", async () => {
    const res = await sendRaw(
      cast.creator.client,
      "PATCH",
      `/api/events/${a.id}`,
      BODIES.json!.body,
      { "content-type": "application/json" },
    );
    expect(res.status).toBe(200);
    const plain = await sendRaw(cast.creator.client, "POST", "/api/events", BODIES.json!.body, {
      "content-type": "text/plain",
    });
    // From our origin a text/plain body is still not JSON: 400, never a write.
    expect(plain.status).toBe(400);
  });

  /** A request as a page of another site would make it: the person's cookies, the page's headers. */
  function sendCrossSite(
    cookies: Map<string, string>,
    method: string,
    url: string,
    { type, body }: { type: string; body: string },
    headers: Record<string, string>,
  ) {
    const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    return rawRequest(method, url, body, { ...headers, cookie, "content-type": type });
  }
});

describe("body size", () => {
  const over = "x".repeat(limits.bodyBytes + 1);
  it.each([
    ["application/json", JSON.stringify({ title: over })],
    ["application/x-www-form-urlencoded", `title=${over}`],
    ["text/plain", over],
  ])("answers %s over 64 KB with 413, with or without Content-Length", async (type, body) => {
    for (const chunked of [false, true]) {
      const before = await snapshotTables(app.db);
      const res = await rawRequest(
        "POST",
        "/api/events",
        body,
        {
          origin: app.config.publicUrl,
          cookie: [...cast.creator.client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
          "content-type": type,
        },
        chunked,
      );
      expect(res.status, `chunked: ${chunked}`).toBe(413);
      expect(res.json).toEqual({
        error: {
          code: "bodyTooLarge",
          message: "The request body is too large (64 KB at most)",
        },
      });
      expect(await snapshotTables(app.db)).toEqual(before);
    }
  });

  it("answers 413 to Better Auth's routes too", async () => {
    const res = await rawRequest(
      "POST",
      "/api/auth/sign-up/email",
      JSON.stringify({ email: "big@example.test", password: over }),
      { origin: app.config.publicUrl, "content-type": "application/json" },
      true,
    );
    expect(res.status).toBe(413);
  });

  it("accepts a body just under the limit (refused for what it says, not its size)", async () => {
    const body = JSON.stringify({ title: "x".repeat(limits.bodyBytes - 100) });
    const res = await rawRequest("POST", "/api/events", body, {
      origin: app.config.publicUrl,
      cookie: [...cast.creator.client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      "content-type": "application/json",
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toHaveProperty("title");
  });
});

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, Path=/ and not Secure over plain http", async () => {
    const person = await createUser(app.db);
    const res = await signIn(app.client(), person);
    const cookie = sessionSetCookie(res.headers);
    expect(cookie).toMatch(/^better-auth\.session_token=/);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
    expect(cookie).not.toMatch(/;\s*Domain=/i);
  });

  it("is Secure (and __Secure- named) when PUBLIC_URL is https, and pages get HSTS", async () => {
    const secure = await startTestApp({ env: { PUBLIC_URL: "https://huddle.example" } });
    try {
      const person = await createUser(secure.db);
      const res = await signIn(secure.client(), person);
      const cookie = sessionSetCookie(res.headers);
      expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);
      const page = await fetch(secure.url + "/");
      expect(page.headers.get("strict-transport-security")).toBe(
        "max-age=31536000; includeSubDomains",
      );
    } finally {
      await secure.close();
    }
  });
});

function sessionSetCookie(headers: Headers) {
  const cookie = headers.getSetCookie().find((c) => /better-auth\.session_token=/.test(c));
  expect(cookie, "a session cookie is set").toBeDefined();
  return cookie!;
}

/** An answer's body, read field by field in the assertions. */
type Answer = ApiErrorBody;

/** A request with exactly these headers (no Origin unless given); chunked when asked, so the
 * server cannot know the size up front. */
function rawRequest(
  method: string,
  url: string,
  body: string,
  headers: Record<string, string>,
  chunked = false,
): Promise<{ status: number; text: string; json: Answer }> {
  const { port } = new URL(app.url);
  const all = chunked ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, method, path: url, headers: all, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json: Answer | undefined;
          try {
            json = JSON.parse(text) as Answer;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode!, text, json: json! });
        });
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    if (chunked) {
      // In 16 KB pieces, as a slow client would send them.
      for (let i = 0; i < body.length; i += 16_384) req.write(body.slice(i, i + 16_384));
      req.end();
    } else req.end(body);
  });
}
