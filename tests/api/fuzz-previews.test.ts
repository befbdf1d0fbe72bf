// Fuzzing the link preview fetcher with hostile pages (tests/fuzz/hostile-pages.ts; decision
// 216): the tests' local website serves each generated page, a member looks at it from the share
// form, shares it and opens the event page. The look never answers 5xx, the text stored
// of the page holds no control, separator, direction control or lone surrogate, and the event
// page's answer parses. FUZZ_RUNS cases (100 on PGlite and 50 on PostgreSQL in `npm test`,
// 10,000 under `npm run fuzz`).
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { linkPreviews } from "../../src/server/features/previews/tables";
import { addressPreview, eventPage } from "../../src/shared/responses";
import { eventWithMembers } from "../support/factories/events";
import { startLocalSite, type LocalSite } from "../support/local-site";
import { startTestApp, type TestApp, type TestClient } from "../support/test-app";
import { hostilePage, UNWANTED } from "../fuzz/hostile-pages";
import { FUZZ_RUNS, fuzzTimeout } from "../fuzz/run";

let site: LocalSite;
let app: TestApp;
let eventId: string;
let member: TestClient;
beforeAll(async () => {
  site = await startLocalSite();
  app = await startTestApp({
    env: { LINK_PREVIEWS: "1", TEST_PREVIEW_LOOPBACK_PORT: String(site.port) },
  });
  const { id, members } = await eventWithMembers(app, 1);
  eventId = id;
  member = members[0]!.client;
});
afterAll(async () => {
  await app.close();
  await site.close();
});

const TEXT_COLUMNS = ["title", "description", "siteName", "priceCurrency", "priceRange"] as const;

it(
  `survives ${FUZZ_RUNS} hostile pages`,
  async () => {
    let served = 0;
    const outcomes = { previewed: 0, notPreviewed: 0 };
    await fc.assert(
      fc.asyncProperty(hostilePage, async (page) => {
        const path = `/hostile/${served++}`;
        site.serve(path, page.body, page.contentType);
        const looked = await member.get(
          `/api/events/${eventId}/link-preview?url=${encodeURIComponent(site.url(path))}`,
        );
        expect(looked.status, looked.text.slice(0, 300)).toBe(200);
        const { url, preview } = addressPreview.parse(looked.json);
        outcomes[preview ? "previewed" : "notPreviewed"]++;

        const [row] = await app.db.select().from(linkPreviews).where(eq(linkPreviews.url, url));
        expect(row, "the fetch is remembered, even when it failed").toBeDefined();
        for (const column of [...TEXT_COLUMNS, "address", "startsAt"] as const) {
          const text = row![column];
          if (text !== null) expect(text, column).not.toMatch(UNWANTED);
        }

        const shared = await member.post(`/api/events/${eventId}/links`, { url, title: "Page" });
        expect(shared.status, shared.text.slice(0, 300)).toBe(201);
        const shown = await member.get(`/api/events/${eventId}`);
        expect(shown.status).toBe(200);
        const links = eventPage.parse(JSON.parse(shown.text)).links;
        expect(links.map((link) => link.url)).toEqual([url]);
        // One link at a time: the page stays small however many cases run.
        const removed = await member.delete(`/api/events/${eventId}/links/${links[0]!.id}`);
        expect(removed.status).toBeLessThan(300);
        // Nothing here reads the statements or the log lines; kept, they grow with every case.
        app.database.queries.length = 0;
        app.logs.length = 0;
      }),
      { numRuns: FUZZ_RUNS, endOnFailure: false },
    );
    console.log(
      `fuzz previews (${process.env.HUDDLE_TEST_DB ?? "pglite"}): ${served} hostile pages, ` +
        `${outcomes.previewed} previewed, ${outcomes.notPreviewed} not, 0 answered 5xx`,
    );
  },
  fuzzTimeout(),
);
