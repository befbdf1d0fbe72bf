// The server's first paint (decision 222): the landing page and a member's event page arrive as
// HTML with the data they were made from; anyone else gets the plain app, and learns nothing.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRERENDERED_ID, type Prerendered } from "../../src/shared/prerendered";
import { eventWithMembers, share } from "../support/factories/events";
import { people, type Person } from "../support/factories/people";
import { startTestApp, type TestApp } from "../support/test-app";

let app: TestApp;
let event: Awaited<ReturnType<typeof eventWithMembers>>;
let outsider: Person;
const HOSTILE = `</script><script>alert(1)</script><!-- & "quoted"`;

beforeAll(async () => {
  if (!fs.existsSync(path.join("dist", "web", "index.html")))
    throw new Error("No build found: run `npm run build` first (npm test does).");
  app = await startTestApp();
  event = await eventWithMembers(app, 1);
  outsider = (await people(app, 1, "Outsider"))[0]!;
  await share(event.creator, event.id, "Trattoria Roma");
  await share(event.members[0]!, event.id, HOSTILE);
});
afterAll(() => app.close());

async function page(pagePath: string, headers: Record<string, string> = {}) {
  const res = await fetch(app.url + pagePath, { headers });
  const html = await res.text();
  const script = new RegExp(
    `<script type="application/json" id="${PRERENDERED_ID}">(.*?)</script>`,
  ).exec(html)?.[1];
  return {
    res,
    html,
    data: script === undefined ? undefined : (JSON.parse(script) as Prerendered),
    prerendered: html.includes("<fieldset disabled data-prerendered>"),
  };
}

const cookieOf = (person: Person) => ({ cookie: person.client.cookieHeader });

describe("the landing page", () => {
  it("is painted for a visitor in the language their browser asks for", async () => {
    const en = await page("/");
    expect(en.prerendered).toBe(true);
    expect(en.html).toContain('<html lang="en"');
    expect(en.html).toContain("Start Collaborating");
    expect(en.data).toEqual({ language: "en", me: null });

    const de = await page("/", { "accept-language": "fr-CH, de;q=0.8, en;q=0.5" });
    expect(de.html).toContain('<html lang="de"');
    expect(de.data?.language).toBe("de");
    expect(de.html).not.toContain("Start Collaborating");
  });

  it("follows the language chosen on this device over the browser's", async () => {
    const chosen = await page("/", { "accept-language": "de", cookie: "huddle-language=en" });
    expect(chosen.data?.language).toBe("en");
    // Anything else in the cookie is ignored.
    const odd = await page("/", { "accept-language": "de", cookie: "huddle-language=<x>" });
    expect(odd.data?.language).toBe("de");
  });

  it("greets a signed-in person, and is kept by no shared cache", async () => {
    const { res, html, data } = await page("/", cookieOf(event.creator));
    expect(data?.me).toMatchObject({ id: event.creator.id, name: event.creator.name });
    expect(html).toContain(event.creator.name);
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("vary")).toMatch(/Cookie/);
  });

  it("treats a forged or ended session as a visitor", async () => {
    const { data } = await page("/", { cookie: "better-auth.session_token=forged.value" });
    expect(data?.me).toBeNull();
  });
});

describe("an event page", () => {
  it("is painted for a member, with the page the API gives them", async () => {
    const { html, data } = await page(`/event/${event.id}`, cookieOf(event.members[0]!));
    expect(html).toContain("<title>Where shall we eat? · Huddle</title>");
    expect(html).toContain("Trattoria Roma");
    const api = await event.members[0]!.client.get(`/api/events/${event.id}`);
    expect(data?.event).toEqual({ id: event.id, page: api.json });
    expect(data?.me?.id).toBe(event.members[0]!.id);
  });

  it("cannot be broken out of by what members typed", async () => {
    const { html, data } = await page(`/event/${event.id}`, cookieOf(event.creator));
    // Escaped by React in the HTML, and with no "<" at all in the JSON.
    expect(html).not.toContain("<script>alert(1)");
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script/g)?.length);
    expect(data?.event?.page.links.map((link) => link.title)).toContain(HOSTILE);
  });

  it.each([
    ["someone who is not a member", () => cookieOf(outsider)],
    ["a visitor", () => ({})],
  ])("tells %s nothing", async (_, headers) => {
    const { html, data, prerendered } = await page(`/event/${event.id}`, headers());
    expect(prerendered).toBe(false);
    expect(data).toBeUndefined();
    expect(html).not.toContain("Where shall we eat?");
    expect(html).not.toContain("Trattoria Roma");
  });

  it("is the plain app for an unknown event or a malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const { res, prerendered } = await page(`/event/${id}`, cookieOf(event.creator));
      expect(res.status).toBe(200);
      expect(prerendered).toBe(false);
    }
  });
});

it("paints no other page", async () => {
  for (const other of ["/dashboard", "/settings", `/invite/ABCD2345`, "/nowhere"]) {
    expect((await page(other, cookieOf(event.creator))).prerendered).toBe(false);
  }
});
