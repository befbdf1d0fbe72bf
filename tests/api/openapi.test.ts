// The API description (GET /api/openapi.json) held to the app itself: it describes every route the
// app registers and nothing it does not; it is valid OpenAPI 3.1, each schema valid JSON Schema
// 2020-12; and real answers to real calls validate against the schema it gives for their route
// and status, errors included. Then the page at /api/docs and the files it loads.
import fs from "node:fs";
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DISABLED_AUTH_PATHS } from "../../src/server/auth/auth";
import { CONTENT_SECURITY_POLICY } from "../../src/server/http/security-headers";
import { UNDESCRIBED_AUTH } from "../../src/server/openapi/auth-operations";
import {
  buildDocument,
  codesOf,
  errorsOf,
  openApiPath,
  operationsOf,
} from "../../src/server/openapi/document";
import type { EventSummary, NewLink, ResultLink } from "../../src/shared/api";
import { errorCodes, type ErrorCode } from "../../src/shared/errors";
import { chatRequest } from "../../src/server/features/chat/formats";
import {
  closedPayload,
  deadlinePayload,
  linkSharedPayload,
  openedPayload,
  testPayload,
} from "../../src/server/features/chat/payload";
import { newSigningSecret } from "../../src/server/features/chat/secrets";
import { chatPayloadTypes } from "../../src/shared/chat-webhook";
import { people, uniqueEmail, PASSWORD, type Person } from "../support/factories/people";
import { startTestApp, type TestApp, type TestClient } from "../support/test-app";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let app: TestApp;
let doc: Json;
beforeAll(async () => {
  app = await startTestApp();
  const res = await app.client().get("/api/openapi.json");
  expect(res.status).toBe(200);
  doc = res.json as Json;
});
afterAll(() => app.close());

/** Every described operation, as "METHOD /api/path/{param}". */
const described = () =>
  Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );

describe("the routes", () => {
  it("are each described once, and the description has none the app lacks", () => {
    const routes = app.app.routes.filter((r) => r.path.startsWith("/api/"));
    // Middleware, the JSON 404 and Better Auth's mount are the only routes for every method; a
    // new one would hide routes from this test, so the list is closed.
    expect(new Set(routes.filter((r) => r.method === "ALL").map((r) => r.path))).toEqual(
      new Set(["/api/*", "/api/auth/*"]),
    );
    const served = routes
      .filter((r) => r.method !== "ALL")
      .map((r) => `${r.method} ${openApiPath(r.path)}`);
    // Behind /api/auth/* is Better Auth, whose own list says what it answers.
    const offered = Object.values(
      app.auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>,
    )
      .filter((e) => e.path && !(DISABLED_AUTH_PATHS as string[]).includes(e.path))
      .flatMap((e) =>
        [e.options?.method ?? []].flat().map((m) => `${m} ${openApiPath(`/api/auth${e.path}`)}`),
      );
    const undescribed = Object.keys(UNDESCRIBED_AUTH);
    expect(
      undescribed.filter((r) => !offered.includes(r)),
      "stale exceptions",
    ).toEqual([]);
    const expected = new Set([...served, ...offered].filter((r) => !undescribed.includes(r)));
    const inDocument = described();
    expect(inDocument.length, "one description per route").toBe(new Set(inDocument).size);
    expect(
      [...expected].filter((r) => !inDocument.includes(r)),
      "not described",
    ).toEqual([]);
    expect(
      inDocument.filter((r) => !expected.has(r)),
      "described, not served",
    ).toEqual([]);
  });

  it("is the document the table builds, for this server's address", () => {
    const declared = app.declared();
    expect(doc).toEqual(JSON.parse(JSON.stringify(buildDocument(app.config.publicUrl, declared))));
    expect(doc.servers).toEqual([{ url: app.config.publicUrl }]);
    expect(operationsOf(declared).length).toBe(described().length);
  });

  it("include the service worker's own calls: push-sw.js cannot import the typed client", () => {
    // A static script the generated service worker imports (vite.config.ts): its fetches name
    // their routes by hand, so each must be a route the app declares, with that method.
    const script = fs.readFileSync("src/web/public/push-sw.js", "utf8");
    const calls = [...script.matchAll(/fetch\("(\/api\/[^"]+)",\s*\{\s*method:\s*"(\w+)"/g)];
    expect(calls.length).toBeGreaterThan(0);
    for (const [, path, method] of calls) {
      expect(doc.paths[path!]?.[method!.toLowerCase()], `${method} ${path}`).toBeDefined();
    }
  });
});

describe("the document", () => {
  it("is valid OpenAPI 3.1", async () => {
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("has schemas that are valid JSON Schema 2020-12, and every $ref resolves", () => {
    const ajv = validatorOf(doc);
    for (const name of Object.keys(doc.components.schemas)) {
      expect(() => ajv.getSchema(`${DOC_ID}#/components/schemas/${name}`), name).not.toThrow();
    }
    for (const name of Object.keys(doc.components.responses)) {
      const pointer = `${DOC_ID}#/components/responses/${name}/content/application~1json/schema`;
      expect(() => ajv.getSchema(pointer), name).not.toThrow();
    }
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of new Set(refs)) {
      const pointer = ref.slice(8, -1).replace(/^#\//, "").split("/");
      expect(
        pointer.reduce<Json | undefined>((at, key) => at?.[key], doc),
        ref,
      ).toBeDefined();
    }
  });

  it("describes the generic chat webhook, and what chatRequest sends validates against it", () => {
    expect(Object.keys(doc.webhooks as Json).sort()).toEqual([...chatPayloadTypes].sort());
    const ajv = validatorOf(doc);
    const secret = newSigningSecret();
    const event = {
      id: "0b8f4f5e-6a55-4f53-9d3c-2a8e6f1c7d10",
      title: "Friday dinner",
      url: "https://huddle.example/event/0b8f4f5e-6a55-4f53-9d3c-2a8e6f1c7d10",
      language: "de" as const,
      deadline: new Date("2026-12-04T18:30:00Z"),
    };
    const payloads = [
      openedPayload(event),
      linkSharedPayload(event, {
        title: "Noodles",
        url: "https://noodles.example/",
        sharedBy: "Ada",
      }),
      deadlinePayload(event),
      closedPayload(
        event,
        {
          method: "dots",
          winnerId: "w",
          shortlisted: 2,
          top: [
            { id: "w", title: "Pizza", url: "https://pizza.example/", up: 5, down: 0 },
            { id: "t", title: "Tacos", url: "https://tacos.example/", up: 2, down: 0 },
          ],
        },
        "https://huddle.example/results/tok",
      ),
      testPayload(event),
    ];
    for (const payload of payloads) {
      const webhook = (doc.webhooks as Json)[payload.type].post as Json;
      expect(webhook.parameters.map((p: Json) => p.name)).toEqual([
        "webhook-id",
        "webhook-timestamp",
        "webhook-signature",
      ]);
      const request = chatRequest(
        { kind: "webhook", url: "https://example.com/hook", signingSecret: secret },
        payload,
        { id: "msg_1", now: new Date() },
      );
      const pointer = `/webhooks/${payload.type}/post/requestBody/content/application~1json/schema`;
      const validate = ajv.getSchema(`${DOC_ID}#${pointer}`)!;
      expect(validate(JSON.parse(request.body)), payload.type).toBe(true);
      expect(validate.errors ?? []).toEqual([]);
      // The body's type is the webhook's: another's is refused.
      const other = {
        ...JSON.parse(request.body),
        type: payload.type === "test" ? "event.closed" : "test",
      };
      expect(validate(other)).toBe(false);
    }
  });

  it("gives every error in the one error shape, with the codes of its route", () => {
    const responses = doc.components.responses as Record<string, Json>;
    // 5xx, which any route can answer, is one response under components.
    expect(Object.keys(responses)).toEqual(["server_error"]);
    expect(codesIn(responses.server_error!).sort()).toEqual(codesOf(500, 503).sort());
    // Each error status of an operation lists exactly the codes it can answer with that status:
    // those its declaration names, and those of its kind (document.ts errorsOf).
    for (const op of operationsOf(app.declared())) {
      const name = `${op.method} ${op.path}`;
      const operation = doc.paths[openApiPath(op.path)][op.method] as Json;
      const listed: ErrorCode[] = [];
      for (const [status, answer] of Object.entries(operation.responses as Record<string, Json>)) {
        if (status === "5XX") {
          expect(answer, name).toEqual({ $ref: "#/components/responses/server_error" });
          continue;
        }
        if (Number(status) < 400) continue;
        const codes = codesIn(answer);
        expect(
          codes.filter((c) => errorCodes[c] !== Number(status)),
          `${name} ${status}`,
        ).toEqual([]);
        listed.push(...codes);
      }
      expect(listed, name).toEqual(errorsOf(op));
      // What its declaration names is there, 5xx aside.
      for (const error of op.errors) {
        const codes = typeof error === "number" ? codesOf(error) : [error];
        for (const code of codes.filter((c) => errorCodes[c] < 500))
          expect(listed, `${name} declares ${code}`).toContain(code);
      }
    }
  });

  it("gives a route the codes of its kind, and only its own beyond them", () => {
    const operation = (method: string, path: string) =>
      doc.paths[openApiPath(path)][method].responses as Record<string, Json>;
    const codes = (method: string, path: string) =>
      Object.entries(operation(method, path))
        .filter(([status]) => status !== "5XX" && Number(status) >= 400)
        .flatMap(([, answer]) => codesIn(answer));
    // A visitor's read: only what its handler answers.
    expect(codes("get", "/api/results/:token")).toEqual(["resultNotFound"]);
    expect(codes("get", "/api/health")).toEqual([]);
    // The vote: signed in, a write with a JSON body, two ids in its path, and its own 409s.
    const vote = codes("put", "/api/events/:id/links/:linkId/vote");
    for (const code of [
      "unauthenticated",
      "crossOrigin",
      "bodyTooLarge",
      "notJson",
      "badJson",
      "unstorableText",
      "voteOrDots",
      "dotsTooMany",
      "eventNotFound",
      "linkNotFound",
      "noDotsLeft",
      "upDownEvent",
    ] as const)
      expect(vote, code).toContain(code);
    expect(vote).not.toContain("alreadyShared");
    expect(vote).not.toContain("titleTooLong");
    expect(vote).not.toContain("forbidden");
    // A guest's refusal, where guests are refused.
    expect(codes("post", "/api/events")).toContain("guestCannotCreate");
    expect(codes("post", "/api/events")).not.toContain("guestCannotInvite");
  });
});

/** The codes an error answer's schema lists. */
function codesIn(answer: Json): ErrorCode[] {
  const { allOf } = answer.content["application/json"].schema;
  expect(allOf[0]).toEqual({ $ref: "#/components/schemas/ApiError" });
  return allOf[1].properties.error.properties.code.enum;
}

const DOC_ID = "https://huddle.invalid/openapi.json";

/** Ajv on the 2020-12 draft, strict, with the document added so its $refs resolve. OpenAPI's own
 * fields are declared as keywords that check nothing: they are not JSON Schema. */
function validatorOf(document: Json) {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false });
  addFormats(ajv);
  ajv.addVocabulary(["openapi", "info", "servers", "tags", "paths", "webhooks", "components"]);
  ajv.addSchema({ ...document, $id: DOC_ID });
  return ajv;
}

describe("recorded answers", () => {
  const answered = new Set<string>();
  const recordedErrors: string[] = [];
  let ajv: ReturnType<typeof validatorOf>;
  beforeAll(() => {
    ajv = validatorOf(doc);
  });

  /**
   * Sends a real request, then checks the answer against the document: its status is one the
   * operation lists (5xx under "5XX"), its media type the one listed, and a JSON body validates
   * against the schema listed for that status.
   */
  async function call(
    client: TestClient,
    method: "get" | "post" | "put" | "patch" | "delete",
    template: string,
    options: { params?: Record<string, string>; query?: string; body?: unknown } = {},
  ) {
    const path =
      template.replace(/:(\w+)/g, (_, name: string) => options.params![name]!) +
      (options.query ? `?${options.query}` : "");
    const res = await client.request(method.toUpperCase(), path, options.body);
    const operation = doc.paths[openApiPath(template)]?.[method];
    expect(operation, `${method} ${template} is described`).toBeDefined();
    let answer: Json | undefined =
      operation.responses[res.status] ?? (res.status >= 500 ? operation.responses["5XX"] : null);
    expect(answer, `${method} ${template} answered ${res.status}: ${res.text}`).toBeTruthy();
    // 5xx is the shared response, whose schema is written out there; a route's 4xx is written
    // out in the operation; a success's schema is always a reference to a named one.
    const shared: string | undefined = answer!.$ref;
    if (shared) answer = doc.components.responses[shared.split("/").pop()!];
    answered.add(`${method} ${template} ${res.status}`);
    if (!answer!.content) {
      expect(res.text, `${method} ${template} ${res.status} has no body`).toBe("");
      return res;
    }
    const [type, media] = Object.entries(answer!.content as Record<string, Json>)[0]!;
    expect(res.headers.get("content-type")).toContain(type);
    if (type === "application/json") {
      const escape = (key: string) =>
        encodeURIComponent(key.replace(/~/g, "~0").replace(/\//g, "~1"));
      const pointer = shared
        ? `${shared}/content/application~1json/schema`
        : res.status >= 400
          ? `#/paths/${escape(openApiPath(template))}/${method}/responses/${res.status}/content/application~1json/schema`
          : (media.schema.$ref as string);
      const validate = ajv.getSchema(DOC_ID + pointer)!;
      const valid = validate(res.json);
      expect(validate.errors ?? [], `${method} ${template} ${res.status}: ${res.text}`).toEqual([]);
      expect(valid).toBe(true);
    }
    // An error's code is one the route's description lists, and so its declaration or its kind.
    if (res.status >= 400) {
      const { code } = (res.json as { error: { code: ErrorCode } }).error;
      expect(codesIn(answer!), `${method} ${template} answered ${code}`).toContain(code);
      recordedErrors.push(`${method} ${template} ${code}`);
    }
    return res;
  }

  it("of signing up and in validate against the document", async () => {
    const visitor = app.client();
    await call(visitor, "get", "/api/health");
    await call(visitor, "get", "/api/config");
    await call(visitor, "get", "/api/auth/get-session");
    await call(visitor, "get", "/api/me"); // 401

    const ada = app.client();
    const email = uniqueEmail("openapi");
    const body = { email, password: PASSWORD, name: "Ada Described" };
    await call(ada, "post", "/api/auth/sign-up/email", { body });
    await call(ada, "get", "/api/auth/get-session");
    await call(ada, "get", "/api/auth/list-sessions");
    await call(ada, "get", "/api/auth/list-accounts");
    await call(ada, "get", "/api/me");
    await call(ada, "patch", "/api/me", { body: { name: "Ada Described" } });
    await call(ada, "get", "/api/me/notifications");
    await call(ada, "get", "/api/me/deletion");
    await call(ada, "get", "/api/me/data");

    const again = app.client();
    const wrong = { email, password: "not the password" };
    expect((await call(again, "post", "/api/auth/sign-in/email", { body: wrong })).status).toBe(
      401,
    );
    await call(again, "post", "/api/auth/sign-in/email", { body: { email, password: PASSWORD } });
    await call(again, "post", "/api/auth/sign-out", { body: {} });
    await call(app.client(), "post", "/api/auth/sign-in/anonymous", { body: { name: "A guest" } });
  });

  it("of an event, from creating it to its public result, validate against the document", async () => {
    const [ada, bob] = (await people(app, 2, "Described")) as [Person, Person];
    const visitor = app.client();

    const created = await call(ada.client, "post", "/api/events", {
      body: { title: "Where to?", description: "Somewhere" },
    });
    expect(created.status).toBe(201);
    const event = created.json as EventSummary;
    const params = { id: event.id };
    await call(ada.client, "get", "/api/events");
    await call(visitor, "get", "/api/invite/:code", { params: { code: event.invitationCode } });
    await call(bob.client, "post", "/api/events/join", { body: { code: event.invitationCode } });
    await call(bob.client, "post", "/api/events/join", { body: { code: event.invitationCode } }); // 409

    const shared = await call(bob.client, "post", "/api/events/:id/links", {
      params,
      body: { url: "https://example.com/described", title: "A place" },
    });
    expect(shared.status).toBe(201);
    const link = { ...params, linkId: (shared.json as NewLink).id };
    await call(bob.client, "post", "/api/events/:id/links", {
      params,
      body: { url: "javascript:alert(1)", title: "" },
    }); // 400 with fields
    await call(bob.client, "get", "/api/events/:id/link-preview", {
      params,
      query: "url=https%3A%2F%2Fexample.com%2Fother%3Futm_source%3Dx",
    });
    await call(bob.client, "put", "/api/events/:id/links/:linkId/shortlist", { params: link });
    const voted = await call(bob.client, "put", "/api/events/:id/links/:linkId/vote", {
      params: link,
      body: { value: "up" },
    });
    expect(voted.status).toBe(200);
    await call(ada.client, "put", "/api/events/:id/links/:linkId/vote", {
      params: link,
      body: { weight: 2 },
    }); // 409: not a dots event
    await call(bob.client, "get", "/api/events/:id", { params });
    await call(ada.client, "get", "/api/events/:id", { params });
    await call(visitor, "get", "/api/events/:id", { params }); // 401
    await call(ada.client, "get", "/api/events/:id", {
      params: { id: "00000000-0000-4000-8000-000000000000" },
    }); // 404
    await call(bob.client, "patch", "/api/events/:id", { params, body: { title: "Mine now" } }); // 403
    await call(ada.client, "patch", "/api/events/:id", { params, body: { title: "Where, then?" } });
    await call(ada.client, "get", "/api/events/:id/turnout", { params });
    await call(ada.client, "get", "/api/events/:id/export.json", { params });
    await call(ada.client, "get", "/api/events/:id/export.csv", { params });
    const turnedOn = await call(ada.client, "put", "/api/events/:id/result-link", { params });
    await call(ada.client, "post", "/api/events/:id/close", { params });
    await call(bob.client, "post", "/api/events/:id/links", {
      params,
      body: { url: "https://example.com/late", title: "Too late" },
    }); // 409: closed
    const token = (turnedOn.json as ResultLink).url!.split("/").pop()!;
    await call(visitor, "get", "/api/results/:token", { params: { token } });
    await call(visitor, "get", "/api/results/:token", { params: { token: "not-a-token" } }); // 404
    await call(ada.client, "post", "/api/events/:id/reopen", { params });
    await call(bob.client, "post", "/api/events/:id/leave", { params });
    await call(ada.client, "delete", "/api/events/:id", { params });
  });

  it("cover the routes the issue names, answers and errors alike", () => {
    for (const expected of [
      "get /api/events/:id 200",
      "get /api/events 200",
      "post /api/events 201",
      "post /api/events/:id/links 201",
      "put /api/events/:id/links/:linkId/vote 200",
      "get /api/me 200",
      "get /api/me 401",
      "get /api/events/:id 404",
      "post /api/events/:id/links 400",
      "post /api/events/:id/links 409",
      "patch /api/events/:id 403",
    ]) {
      expect(answered, expected).toContain(expected);
    }
    // Each with the code its route declares for it.
    for (const expected of [
      "get /api/me unauthenticated",
      "post /api/events/join alreadyMember",
      "put /api/events/:id/links/:linkId/vote upDownEvent",
      "get /api/events/:id eventNotFound",
      "patch /api/events/:id editCreatorOnly",
      "post /api/events/:id/links eventClosed",
      "get /api/results/:token resultNotFound",
    ]) {
      expect(recordedErrors, expected).toContain(expected);
    }
  });
});

describe("the page at /api/docs", () => {
  it("is served under the site's content security policy, with every file it loads", async () => {
    const visitor = app.client();
    const page = await visitor.get("/api/docs");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY);
    // Nothing inline for the policy to refuse, and nothing from another origin.
    expect(page.text).not.toMatch(/<script>|<style|https?:\/\//);
    const files = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(files).toHaveLength(3);
    for (const file of files) {
      expect(file).toMatch(/^\/api\/docs\/[\w.-]+\?v=[\d.]+$/);
      const res = await visitor.request("GET", file, undefined, { "accept-encoding": "gzip" });
      expect(res.status, file).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/(css|javascript)/);
      expect(res.headers.get("cache-control")).toContain("immutable");
      expect(res.text.length, file).toBeGreaterThan(100);
    }
    // Names an object has by inheritance are no files either.
    for (const name of ["index.html", "constructor", "__proto__", "toString"]) {
      const missing = await visitor.get(`/api/docs/${name}`);
      expect(missing.status, name).toBe(404);
      expect(missing.json).toEqual({ error: { code: "notFound", message: "Not found" } });
    }
  });
});
