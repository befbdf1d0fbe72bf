// The public result page (/results/{token}) tells search engines to stay away by header, since a
// crawler that runs no script never sees the page's own <meta name="robots">; other pages do not.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { people } from "../support/factories/people";
import { createEventAs } from "../support/factories/events";
import { startTestApp, type TestApp } from "../support/test-app";

let app: TestApp;
beforeAll(async () => {
  // The pages are the production build's; npm test builds before Vitest runs.
  if (!fs.existsSync(path.join("dist", "web", "index.html")))
    throw new Error("No build found: run `npm run build` first (npm test does).");
  app = await startTestApp();
});
afterAll(() => app.close());

describe("X-Robots-Tag on the public result page", () => {
  it("says noindex on a live result link's page, and on its API answer", async () => {
    const [creator] = await people(app, 1, "Creator");
    const event = await createEventAs(creator!, "Team dinner");
    expect((await creator!.client.post(`/api/events/${event.id}/close`)).status).toBe(200);
    const on = await creator!.client.put(`/api/events/${event.id}/result-link`);
    expect(on.status).toBe(200);
    const url = new URL(on.json.url as string);
    expect(url.pathname).toMatch(/^\/results\/[\w-]+$/);

    const page = await fetch(app.url + url.pathname);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("x-robots-tag")).toBe("noindex");

    const api = await fetch(`${app.url}/api/results${url.pathname.slice("/results".length)}`);
    expect(api.status).toBe(200);
    expect(api.headers.get("x-robots-tag")).toBe("noindex");
  });

  it("says noindex on a result page whose link is not valid (the page is the same)", async () => {
    for (const page of ["/results/not-a-real-token", "/results/x/y?z=1"]) {
      const res = await fetch(app.url + page);
      expect(res.headers.get("content-type"), page).toMatch(/^text\/html/);
      expect(res.headers.get("x-robots-tag"), page).toBe("noindex");
    }
  });

  it("leaves other pages and assets indexable", async () => {
    for (const page of ["/", "/dashboard", "/results", "/resultsx/abc", "/favicon.svg"]) {
      const res = await fetch(app.url + page);
      expect(res.headers.get("x-robots-tag"), page).toBeNull();
    }
  });
});
