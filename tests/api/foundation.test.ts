import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../support/factories/people";
import { startTestApp, type TestApp } from "../support/test-app";
import { CONTENT_SECURITY_POLICY } from "../../src/server/http/security-headers";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const isErrorShape = (json: unknown) => {
  const error = (json as { error?: { code?: unknown; message?: unknown } })?.error;
  return typeof error?.code === "string" && typeof error?.message === "string";
};

describe("foundation", () => {
  it("answers /api/health with 200 while the database answers", async () => {
    const res = await app.client().get("/api/health");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: "ok" });
  });

  it("answers an unknown /api path with 404 in the error shape", async () => {
    const res = await app.client().get("/api/nope");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(isErrorShape(res.json)).toBe(true);
  });

  it("answers malformed JSON with 400 in the error shape", async () => {
    const { client } = await signedInUser(app);
    const res = await client.request("PATCH", "/api/me", "{not json", {
      "content-type": "application/json",
    });
    expect(res.status).toBe(400);
    expect(isErrorShape(res.json)).toBe(true);
    expect(res.text).not.toMatch(/at .*\.ts:\d+/);
  });

  it("answers a 100 KB body with 413 in the error shape", async () => {
    const big = JSON.stringify({ title: "x".repeat(100 * 1024) });
    const res = await app
      .client()
      .request("PATCH", "/api/me", big, { "content-type": "application/json" });
    expect(res.status).toBe(413);
    expect(res.json.error.code).toBe("bodyTooLarge");
  });

  it("refuses a cross-origin POST with 403 in the error shape", async () => {
    const res = await app.client().request(
      "POST",
      "/api/auth/sign-in/email",
      { email: "a@b.c", password: "x" },
      {
        origin: "https://evil.example",
      },
    );
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe("crossOrigin");
  });

  it("refuses a cross-site POST without Origin by its Sec-Fetch-Site", async () => {
    const client = app.client();
    const res = await fetch(app.url + "/api/auth/sign-out", {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site", "content-type": "text/plain" },
      body: "x",
    });
    expect(res.status).toBe(403);
    void client;
  });

  it("answers /api/config", async () => {
    const res = await app.client().get("/api/config");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      appName: "Huddle",
      googleEnabled: false,
      emailVerificationRequired: false,
    });
  });

  it("serves HTML pages with the content security policy", async () => {
    const res = await fetch(app.url + "/");
    const csp = res.headers.get("content-security-policy");
    // Without a build the page says so (503); either way the policy is on the HTML.
    expect(res.headers.get("content-type")).toMatch(/text\/(html|plain)/);
    if (res.headers.get("content-type")?.includes("html"))
      expect(csp).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("me", () => {
  it("answers 401 with the original's message when signed out", async () => {
    const res = await app.client().get("/api/me");
    expect(res.status).toBe(401);
    expect(res.json.error).toEqual({
      code: "unauthenticated",
      message: "User must be authenticated",
    });
  });

  it("returns and changes my name; refuses a 101-character name", async () => {
    const { client, email } = await signedInUser(app, { name: "Ada Lovelace" });
    expect((await client.get("/api/me")).json).toMatchObject({ name: "Ada Lovelace", email });
    const long = await client.patch("/api/me", { name: "x".repeat(101) });
    expect(long.status).toBe(400);
    expect(long.json.error.fields.name).toEqual({
      code: "nameTooLong",
      message: "Name must be at most 100 characters",
      params: { max: 100 },
    });
    const ok = await client.patch("/api/me", { name: "  Ada King  " });
    expect(ok.json.name).toBe("Ada King");
  });

  it("refuses a wrong content type with 400", async () => {
    const { client } = await signedInUser(app);
    const res = await client.request("PATCH", "/api/me", "name=x", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(res.status).toBe(400);
  });
});
