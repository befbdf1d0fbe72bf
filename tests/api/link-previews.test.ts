// Link previews through the API, on each database: sharing never waits for the other site, a
// preview arrives live and on the page, thumbnails come from Huddle's own origin, the share
// form's look at an address, and every guard of the fetcher as a member meets it (a refused
// address gives no preview, and the local site proves nothing was fetched). The fetcher's own
// cases, reason by reason, are in preview-fetcher.test.ts.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkPreviews } from "../../src/server/features/previews/tables";
import { addressPreview, link as linkShape } from "../../src/shared/responses";
import { eventWithMembers } from "../support/factories/events";
import { startLocalSite, type LocalSite } from "../support/local-site";
import { snapshot } from "../support/snapshot";
import { openLive, type LiveReader } from "../support/sse";
import { startTestApp, type TestApp, type TestClient } from "../support/test-app";

let site: LocalSite;
let app: TestApp;
/** Another loopback server: what a redirect must never reach. */
let elsewhere: http.Server;
let elsewhereHits = 0;
const streams: LiveReader[] = [];

beforeAll(async () => {
  site = await startLocalSite();
  elsewhere = http.createServer((_, res) => {
    elsewhereHits++;
    res.end("<title>Secret</title>");
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, "127.0.0.1", resolve));
  app = await startTestApp({
    env: { LINK_PREVIEWS: "1", TEST_PREVIEW_LOOPBACK_PORT: String(site.port) },
  });
});
afterAll(async () => {
  streams.forEach((s) => s.close());
  await app.close();
  await site.close();
  await new Promise<void>((resolve) => elsewhere.close(() => resolve()));
});

const elsewhereUrl = () => `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/`;

async function look(client: TestClient, eventId: string, url: string) {
  return client.get(`/api/events/${eventId}/link-preview?url=${encodeURIComponent(url)}`);
}

describe("sharing a link with previews on", () => {
  it("answers at once, then the preview arrives live for every member and on the page", async () => {
    const { id, members } = await eventWithMembers(app, 2);
    const [sharer, watcher] = members as [(typeof members)[0], (typeof members)[0]];
    const stream = await openLive(watcher.client, id);
    streams.push(stream);
    await stream.waitFor((m) => m.type === "ready");

    const res = await sharer.client.post(`/api/events/${id}/links`, {
      url: site.url("/og") + "?utm_source=chat#top",
      title: "Our place",
    });
    expect(res.status).toBe(201);
    expect(res.json.url).toBe(site.url("/og"));
    expect(res.json.preview).toBeNull();

    const arrived = (await stream.waitFor((m) => m.type === "link.preview", 8000)) as unknown as {
      version: number;
      preview: { image: string };
    };
    expect(arrived).toMatchObject({
      url: site.url("/og"),
      preview: { siteName: "Local Site", description: "The Open Graph description" },
    });
    const image = arrived.preview.image;
    expect(image).toMatch(/^\/api\/link-previews\/images\/[0-9a-f]{16}$/);

    const page = await watcher.client.get(`/api/events/${id}`);
    expect(page.json.event.version).toBe(arrived.version);
    expect(linkShape.parse(page.json.links[0]).preview).toEqual(arrived.preview);

    // The thumbnail is Huddle's own WebP, public and cached for a year, no cookie needed.
    const thumbnail = await fetch(app.url + image);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get("content-type")).toBe("image/webp");
    expect(thumbnail.headers.get("cache-control")).toContain("immutable");
    const bytes = Buffer.from(await thumbnail.arrayBuffer());
    expect(bytes.subarray(0, 4).toString()).toBe("RIFF");
    expect(bytes.subarray(8, 12).toString()).toBe("WEBP");
  });

  it("does not wait for a site that does not answer, and the card simply has no preview", async () => {
    const { id, members } = await eventWithMembers(app, 1);
    const started = Date.now();
    const res = await members[0]!.client.post(`/api/events/${id}/links`, {
      url: site.url("/never"),
      title: "Slow place",
    });
    expect(res.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.json.preview).toBeNull();
  });

  it("gives a later share of a fetched address its preview in the answer, without fetching again", async () => {
    const url = site.url("/title-only");
    const first = await eventWithMembers(app, 1);
    const looked = await look(first.members[0]!.client, first.id, url);
    expect(looked.status).toBe(200);
    const hits = site.hits("/title-only");
    const second = await eventWithMembers(app, 1);
    const res = await second.members[0]!.client.post(`/api/events/${second.id}/links`, {
      url,
      title: "Again",
    });
    expect(res.json.preview).toEqual({
      siteName: "127.0.0.1",
      description: "Just a description",
      image: null,
    });
    expect(site.hits("/title-only")).toBe(hits);
  });

  it("carries the page's description only on a link without one of its own", async () => {
    const url = site.url("/og");
    const { id, members } = await eventWithMembers(app, 1);
    await look(members[0]!.client, id, url);
    const mine = await members[0]!.client.post(`/api/events/${id}/links`, {
      url,
      title: "With words",
      description: "Our own words",
    });
    expect(mine.json.preview).toMatchObject({ siteName: "Local Site", description: null });
    const page = await members[0]!.client.get(`/api/events/${id}`);
    expect(page.json.links[0].preview).toEqual(mine.json.preview);
  });
});

describe("what a page's JSON-LD says, on the link", () => {
  const concert = {
    rating: 4.8,
    reviews: 31,
    price: 25,
    currency: "EUR",
    address: "Platz 1, Hamburg",
    startsAt: "2026-12-05T18:30Z",
  };

  it("arrives live, is on the page and in the look's answer, and in a later share's answer", async () => {
    const { id, members } = await eventWithMembers(app, 2);
    const [sharer, watcher] = members as [(typeof members)[0], (typeof members)[0]];
    const stream = await openLive(watcher.client, id);
    streams.push(stream);
    await stream.waitFor((m) => m.type === "ready");
    const url = site.url("/ld-graph");
    const res = await sharer.client.post(`/api/events/${id}/links`, { url, title: "Concert" });
    expect(res.status).toBe(201);
    const arrived = await stream.waitFor((m) => m.type === "link.preview", 8000);
    expect(arrived).toMatchObject({ url, preview: { siteName: "127.0.0.1", ...concert } });

    const page = await watcher.client.get(`/api/events/${id}`);
    expect(linkShape.parse(page.json.links[0]).preview).toEqual({
      siteName: "127.0.0.1",
      description: null,
      image: null,
      ...concert,
    });
    const looked = await look(sharer.client, id, url);
    expect(addressPreview.parse(looked.json).preview).toEqual({
      title: "Concert",
      siteName: "127.0.0.1",
      description: null,
      image: null,
      ...concert,
    });

    // Another event shares the address: its answer carries the kept facts at once.
    const other = await eventWithMembers(app, 1);
    const again = await other.members[0]!.client.post(`/api/events/${other.id}/links`, {
      url,
      title: "Same concert",
      description: "Our words",
    });
    expect(again.json.preview).toEqual({
      siteName: "127.0.0.1",
      description: null,
      image: null,
      ...concert,
    });
  });

  it("sends each link's own facts, and none at all for a page that has none", async () => {
    const { id, members } = await eventWithMembers(app, 1);
    const client = members[0]!.client;
    const paths = ["/ld-restaurant", "/ld-several", "/ld-malformed", "/ld-huge"];
    for (const path of paths) {
      // The look fetches and keeps the preview; the share then carries it.
      expect((await look(client, id, site.url(path))).status).toBe(200);
      await client.post(`/api/events/${id}/links`, { url: site.url(path), title: path });
    }
    const page = await client.get(`/api/events/${id}`);
    const byTitle = new Map(
      page.json.links.map((l: { title: string; preview: unknown }) => [l.title, l.preview]),
    );
    expect(byTitle.get("/ld-restaurant")).toEqual({
      siteName: "Eat Local",
      description: null,
      image: null,
      rating: 4.5,
      reviews: 120,
      priceRange: "$$",
      address: "1 Quay Street, 20457 Hamburg, DE",
    });
    expect(byTitle.get("/ld-several")).toMatchObject({ rating: 4.5, price: 99, currency: "EUR" });
    // Past a block too large and one too deep to read.
    expect(byTitle.get("/ld-huge")).toEqual({
      siteName: "127.0.0.1",
      description: null,
      image: null,
      price: 12.5,
      currency: "GBP",
    });
    // Not a key with null: the 1,000-link page carries nothing for facts a page does not have.
    expect(byTitle.get("/ld-malformed")).toEqual({
      siteName: "127.0.0.1",
      description: null,
      image: null,
    });
    expect(page.text).not.toContain('"rating":null');
  });
});

describe("a page's hostile text", () => {
  it("is kept without NUL, controls, direction controls or lone surrogates, and answers 200", async () => {
    const { id, members } = await eventWithMembers(app, 1);
    const url = site.url("/hostile-text");
    const res = await look(members[0]!.client, id, url);
    expect(res.status).toBe(200);
    expect(addressPreview.parse(res.json).preview).toEqual({
      title: "Hello World !",
      description: "One two three",
      siteName: "Site",
      image: null,
      priceRange: "$$\ufffd",
      address: "Quay Street 1",
    });
    const [row] = (await app.db.select().from(linkPreviews)).filter((p) => p.url === url);
    expect(row).toMatchObject({ status: "ok", title: "Hello World !", siteName: "Site" });
    // Kept: the next look does not fetch it again.
    const hits = site.hits("/hostile-text");
    expect((await look(members[0]!.client, id, url)).json).toEqual(res.json);
    expect(site.hits("/hostile-text")).toBe(hits);
  });
});

describe("the share form's look at an address", () => {
  it("answers the cleaned address with the page's title and preview, fetched once a day", async () => {
    const { id, members } = await eventWithMembers(app, 1);
    const client = members[0]!.client;
    const res = await look(client, id, site.url("/twitter") + "?fbclid=abc");
    expect(res.status).toBe(200);
    expect(addressPreview.parse(res.json)).toMatchObject({
      url: site.url("/twitter"),
      preview: {
        title: "The Twitter title",
        description: "The Twitter description",
        siteName: "127.0.0.1",
      },
    });
    expect(res.json.preview.image).toMatch(/^\/api\/link-previews\/images\//);
    const hits = site.hits("/twitter");
    expect((await look(client, id, site.url("/twitter"))).json).toEqual(res.json);
    expect(site.hits("/twitter")).toBe(hits);
  });

  it.each([
    ["a private address", () => "http://10.0.0.1/", null],
    ["the metadata address", () => "http://169.254.169.254/latest/meta-data/", null],
    ["IPv4-mapped loopback", () => "http://[::ffff:127.0.0.1]/", null],
    ["a redirect to a private address", () => site.url("/redirect?to=http://192.168.1.1/"), null],
    ["too many redirects", () => site.url("/hops/4"), null],
    ["a non-HTML answer", () => site.url("/json"), null],
  ])("gives no preview for %s", async (_, url) => {
    const { id, members } = await eventWithMembers(app, 1);
    const res = await look(members[0]!.client, id, url());
    expect(res.status).toBe(200);
    expect(res.json.preview).toBeNull();
  });

  it("follows three redirects", async () => {
    const { id, members } = await eventWithMembers(app, 1);
    const res = await look(members[0]!.client, id, site.url("/hops/3"));
    expect(res.json.preview).toMatchObject({ title: "Arrived" });
  });

  it("never follows a redirect to another loopback port", async () => {
    const { id, members } = await eventWithMembers(app, 1);
    const res = await look(members[0]!.client, id, site.url(`/redirect?to=${elsewhereUrl()}`));
    expect(res.json.preview).toBeNull();
    expect(elsewhereHits).toBe(0);
  });

  it("gives up on a page that does not answer within 5 s", async () => {
    const { id, members } = await eventWithMembers(app, 1);
    const started = Date.now();
    const res = await look(members[0]!.client, id, site.url("/slow"));
    expect(res.json.preview).toBeNull();
    expect(Date.now() - started).toBeLessThan(7000);
  });

  it("reads at most 1 MB of a huge page", async () => {
    const { id, members } = await eventWithMembers(app, 1);
    const res = await look(members[0]!.client, id, site.url("/huge"));
    expect(res.json.preview).toMatchObject({ title: "Huge page" });
    await expect.poll(() => site.bytesSent("/huge")).toBeLessThan(site.totalBytes / 4);
  });

  it("keeps the preview but drops an image that cannot be decoded", async () => {
    const { id, members } = await eventWithMembers(app, 1);
    const res = await look(members[0]!.client, id, site.url("/broken-image"));
    expect(res.json.preview).toEqual({
      title: null,
      siteName: "127.0.0.1",
      description: null,
      image: null,
    });
  });

  it("keeps the preview but drops an image over 5 MB", async () => {
    const { id, members } = await eventWithMembers(app, 1);
    const res = await look(members[0]!.client, id, site.url("/large-image"));
    expect(res.json.preview).toMatchObject({
      siteName: "127.0.0.1",
      image: null,
    });
  });

  it("refuses an address that is not http(s) with 400 on the url field", async () => {
    const { id, members } = await eventWithMembers(app, 1);
    const res = await look(members[0]!.client, id, "javascript:alert(1)");
    expect(res.status).toBe(400);
    expect(res.json.error.fields.url).toEqual({
      code: "urlInvalid",
      message: "Enter a full http:// or https:// URL",
    });
    const none = await members[0]!.client.get(`/api/events/${id}/link-preview`);
    expect(none.status).toBe(400);
  });

  it("tells a non-member nothing (404) and a signed-out visitor 401", async () => {
    const { id } = await eventWithMembers(app, 1);
    const [outsider] = (await eventWithMembers(app, 1)).members;
    const res = await look(outsider!.client, id, site.url("/og"));
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe("eventNotFound");
    expect((await look(app.client(), id, site.url("/og"))).status).toBe(401);
  });

  it("answers 404 for a thumbnail that does not exist", async () => {
    for (const path of ["0123456789abcdef", "0123456789abcdef0", "not-an-id", "x".repeat(500)]) {
      const res = await fetch(`${app.url}/api/link-previews/images/${path}`);
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe("imageNotFound");
    }
  });
});

describe("loopback without the test-only setting", () => {
  it("is refused, and the local site is never asked", async () => {
    const strict = await startTestApp({ env: { LINK_PREVIEWS: "1" } });
    try {
      const { id, members } = await eventWithMembers(strict, 1);
      const before = site.hits("/bare");
      const res = await look(members[0]!.client, id, site.url("/bare"));
      expect(res.status).toBe(200);
      expect(res.json.preview).toBeNull();
      for (const localhost of ["http://localhost:" + site.port + "/bare", "http://127.1/"]) {
        expect((await look(members[0]!.client, id, localhost)).json.preview).toBeNull();
      }
      expect(site.hits("/bare")).toBe(before);
    } finally {
      await strict.close();
    }
  });
});

describe("the share form's looks are rate-limited per member", () => {
  it("answers 429 past the limit", async () => {
    const limited = await startTestApp({ env: { RATE_LIMIT_PREVIEWS_PER_MINUTE: "2" } });
    try {
      const { id, members } = await eventWithMembers(limited, 2);
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await look(members[0]!.client, id, `https://example.com/${i}`)).status);
      }
      expect(statuses).toEqual([200, 200, 429]);
      // Another member has their own allowance.
      expect((await look(members[1]!.client, id, "https://example.com/0")).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("one address, one link", () => {
  it("refuses an address already shared in the event, once cleaned, naming who shared it", async () => {
    const { id, creator, members } = await eventWithMembers(app, 1);
    const first = await creator.client.post(`/api/events/${id}/links`, {
      url: "https://Trattoria.example/menu?utm_source=newsletter&table=4",
      title: "Trattoria",
    });
    expect(first.status).toBe(201);
    expect(first.json.url).toBe("https://trattoria.example/menu?table=4");
    const before = await snapshot(app, id);
    for (const again of [
      "https://trattoria.example/menu?table=4#reviews",
      "HTTPS://TRATTORIA.EXAMPLE:443/menu?table=4&fbclid=x",
    ]) {
      const res = await members[0]!.client.post(`/api/events/${id}/links`, {
        url: again,
        title: "Same place",
      });
      expect(res.status).toBe(409);
      expect(res.json).toEqual({
        error: {
          code: "alreadyShared",
          message: `Already shared by ${creator.name}`,
          params: { name: creator.name },
        },
      });
    }
    expect(await snapshot(app, id)).toEqual(before);
    // A different page of the same site is another link; the same page in another event too.
    const other = await members[0]!.client.post(`/api/events/${id}/links`, {
      url: "https://trattoria.example/menu?table=5",
      title: "Other table",
    });
    expect(other.status).toBe(201);
    const elsewhereEvent = await eventWithMembers(app, 1);
    const there = await elsewhereEvent.creator.client.post(
      `/api/events/${elsewhereEvent.id}/links`,
      { url: "https://trattoria.example/menu?table=4", title: "Trattoria" },
    );
    expect(there.status).toBe(201);
  });

  it.each([
    ["www. first", "https://www.opentable.com/r/x", "https://opentable.com/r/x"],
    ["the bare host first", "https://opentable.com/r/x", "https://WWW.opentable.com/r/x#menu"],
  ])(
    "takes an address with and without www. as one (%s), keeping it as shared",
    async (_, first, second) => {
      const { id, creator, members } = await eventWithMembers(app, 1);
      const shared = await creator.client.post(`/api/events/${id}/links`, {
        url: first,
        title: "X",
      });
      expect(shared.status).toBe(201);
      expect(shared.json.url).toBe(first);
      const before = await snapshot(app, id);
      const again = await members[0]!.client.post(`/api/events/${id}/links`, {
        url: second,
        title: "Same place",
      });
      expect(again.status).toBe(409);
      expect(again.json).toEqual({
        error: {
          code: "alreadyShared",
          message: `Already shared by ${creator.name}`,
          params: { name: creator.name },
        },
      });
      expect(await snapshot(app, id)).toEqual(before);
      // Another host under the same name is another link.
      const shop = await members[0]!.client.post(`/api/events/${id}/links`, {
        url: "https://shop.opentable.com/r/x",
        title: "Shop",
      });
      expect(shop.status).toBe(201);
    },
  );

  it("lets only one of two members sharing an address with and without www. at once in", async () => {
    const { id, members } = await eventWithMembers(app, 2);
    const results = await Promise.all(
      ["https://www.race.example/", "https://race.example/"].map((url, i) =>
        members[i]!.client.post(`/api/events/${id}/links`, { url, title: "Race" }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await snapshot(app, id)).links).toHaveLength(1);
  });

  it("lets only one of two members sharing the same address at once in", async () => {
    const { id, members } = await eventWithMembers(app, 2);
    const results = await Promise.all(
      members.map((m) =>
        m.client.post(`/api/events/${id}/links`, { url: "https://race.example/", title: "Race" }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await snapshot(app, id)).links).toHaveLength(1);
  });

  it("keeps a failed fetch out of the page, and keeps no preview row per share", async () => {
    const { id, members } = await eventWithMembers(app, 1);
    await members[0]!.client.post(`/api/events/${id}/links`, {
      url: site.url("/json"),
      title: "Not a page",
    });
    await expect
      .poll(
        async () =>
          (await app.db.select().from(linkPreviews)).find((p) => p.url === site.url("/json"))
            ?.status,
      )
      .toBe("failed");
    const page = await members[0]!.client.get(`/api/events/${id}`);
    expect(page.json.links[0].preview).toBeNull();
  });
});
