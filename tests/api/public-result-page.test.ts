// The public result page (/results/{token}) tells search engines to stay away by header, since a
// crawler that runs no script never sees the page's own <meta name="robots">; other pages do not.
// A chat's link fetcher runs no script either: the page's Open Graph and Twitter tags, in the
// HTML the server sends, give its card the title and the winner, and no names (issue #34).
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { people } from "../support/factories/people";
import { createEventAs, share, shortlist, vote } from "../support/factories/events";
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

/** Every <meta> of the page, by its property or name. */
const metaOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  );

describe("the preview card of a public result", () => {
  it("names the event and its winner in Open Graph and Twitter tags, and no one", async () => {
    const [creator, member] = await people(app, 2, "Carded");
    const event = await createEventAs(creator!, 'Dinner <Friday> & "more"', "Pick a place");
    await member!.client.post("/api/events/join", { code: event.invitationCode });
    const link = await share(member!, event.id, "Trattoria & Co");
    await shortlist(member!, event.id, link.id);
    await vote(member!, event.id, link.id, "up");
    expect((await creator!.client.post(`/api/events/${event.id}/close`)).status).toBe(200);
    const { pathname } = new URL(
      (await creator!.client.put(`/api/events/${event.id}/result-link`)).json.url,
    );

    const res = await fetch(app.url + pathname);
    const html = await res.text();
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    expect(metaOf(html)).toMatchObject({
      "og:type": "website",
      "og:title": "Dinner &lt;Friday&gt; &amp; &quot;more&quot;",
      "og:description": "Winner: Trattoria &amp; Co",
      "og:url": `${app.url}${pathname}`,
      "twitter:card": "summary",
      "twitter:title": "Dinner &lt;Friday&gt; &amp; &quot;more&quot;",
      "twitter:description": "Winner: Trattoria &amp; Co",
      description: "Winner: Trattoria &amp; Co",
    });
    expect(html).toContain(
      "<title>Dinner &lt;Friday&gt; &amp; &quot;more&quot;: result · Huddle</title>",
    );
    for (const person of [creator!, member!]) {
      expect(html).not.toContain(person.name);
      expect(html).not.toContain(person.id);
    }

    // In the reader's language.
    const german = await fetch(app.url + pathname, { headers: { "accept-language": "de-DE" } });
    expect(metaOf(await german.text())["og:description"]).toBe("Gewinner: Trattoria &amp; Co");
  });

  it("says an open event is still open, and gives an unknown link no card", async () => {
    const [creator] = await people(app, 1, "Open");
    const event = await createEventAs(creator!, "Still deciding");
    const { pathname } = new URL(
      (await creator!.client.put(`/api/events/${event.id}/result-link`)).json.url,
    );
    const open = metaOf(await (await fetch(app.url + pathname)).text());
    expect(open).toMatchObject({
      "og:title": "Still deciding",
      "og:description": "Voting is still open.",
    });
    const unknown = await (await fetch(`${app.url}/results/not-a-real-token`)).text();
    expect(metaOf(unknown)["og:title"]).toBeUndefined();
  });
});
