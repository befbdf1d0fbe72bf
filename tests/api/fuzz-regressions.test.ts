// Cases the fuzz tests found, kept as plain tests so they stay fixed whatever the generator draws.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { snapshotTables } from "../support/snapshot";
import { startTestApp, type TestApp } from "../support/test-app";
import { sendJson, sendRaw } from "../fuzz/send";
import { castOf, twoEvents, type Cast, type Ids } from "../support/factories/two-events";

let app: TestApp;
let cast: Cast;
let a: Ids;
beforeAll(async () => {
  app = await startTestApp();
  cast = await castOf(app);
  ({ a } = await twoEvents(app, cast));
});
afterAll(() => app.close());

const UNSTORABLE = {
  code: "unstorableText",
  message: "Text cannot contain NUL characters or unpaired surrogates",
};

describe("text PostgreSQL cannot store", () => {
  // Found by fuzz-events: {"title":"\u0000"} reached the INSERT and PostgreSQL's error became a 500.
  it.each([
    ["POST", "/api/events", { title: "\u0000" }, "title"],
    ["PATCH", "/api/events/:id", { title: "Dinner\u0000" }, "title"],
    ["PATCH", "/api/events/:id", { description: "\uD800" }, "description"],
    ["POST", "/api/events/:id/links", { url: "https://example.com/\u0000", title: "x" }, "url"],
    ["POST", "/api/events/join", { code: "\u0000" }, "code"],
    ["PATCH", "/api/me", { name: "\uDC00 name" }, "name"],
    ["POST", "/api/events", { title: "Deep", extra: [[{ "\u0000": 1 }]] }, "extra"],
    ["POST", "/api/events", { "\uD800": "key" }, "body"],
  ])("%s %s %j → 400 on field %s, changing nothing", async (method, path, body, field) => {
    const before = await snapshotTables(app.db);
    const res = await sendJson(cast.creator.client, method, path.replace(":id", a.id), body);
    expect(res.status, res.text).toBe(400);
    expect(res.json).toEqual({
      error: { ...UNSTORABLE, fields: { [field]: UNSTORABLE } },
    });
    expect(await snapshotTables(app.db)).toEqual(before);
  });

  it("also refuses it in Better Auth's routes, before they see the body", async () => {
    const res = await sendJson(app.client(), "POST", "/api/auth/sign-in/email", {
      email: "someone@example.test",
      password: "pass\u0000word",
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: { fields: { password: UNSTORABLE } } });
  });

  it("keeps emoji and other well-formed text (surrogate pairs) as sent", async () => {
    const title = "Dinner 🍕 at Zoë's — 東京";
    const res = await sendJson(cast.creator.client, "POST", "/api/events", { title });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ title });
  });
});

describe("oversized and malformed bodies", () => {
  it("answers a body over 64 KB with 413 even on a connection the client keeps writing to", async () => {
    const body = JSON.stringify({ title: "x".repeat(128 * 1024) });
    const res = await sendRaw(cast.creator.client, "POST", "/api/events", body, {
      "content-type": "application/json",
    });
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ error: { code: "bodyTooLarge" } });
  });

  it("answers JSON nested 20,000 deep with 400", async () => {
    const body = "[".repeat(20_000) + "]".repeat(20_000);
    const res = await sendRaw(cast.creator.client, "POST", "/api/events", body, {
      "content-type": "application/json",
    });
    expect(res.status).toBe(400);
  });
});
