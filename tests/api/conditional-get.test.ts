// GET /api/events/:id answers a conditional GET of an unchanged page with 304 and no body, and a
// full page with a new ETag after anything on the page changed (decision 212).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app";
import { eventWithMembers, share, shortlist } from "../support/factories/events";
import { people, type Person } from "../support/factories/people";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const page = (person: Person, eventId: string, etag?: string) =>
  person.client.request(
    "GET",
    `/api/events/${eventId}`,
    undefined,
    etag ? { "if-none-match": etag } : {},
  );

describe("the event page's ETag", () => {
  it("answers 304 with no body while nothing changed, and the page again after a vote", async () => {
    const { id, members } = await eventWithMembers(app, 2);
    const [me, other] = members;
    const link = await share(me!, id);
    await shortlist(me!, id, link.id);

    const first = await page(me!, id);
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");

    const again = await page(me!, id, etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    expect(again.headers.get("etag")).toBe(etag);

    await other!.client.put(`/api/events/${id}/links/${link.id}/vote`, { value: "up" });
    const changed = await page(me!, id, etag);
    expect(changed.status).toBe(200);
    expect(changed.json.links[0]).toMatchObject({ up: 1 });
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("changes when a member changes their name, which is on the page but not an event change", async () => {
    const { id, members } = await eventWithMembers(app, 1);
    const [me] = members;
    const etag = (await page(me!, id)).headers.get("etag")!;
    expect((await me!.client.patch("/api/me", { name: "Someone Else" })).status).toBe(200);
    const renamed = await page(me!, id, etag);
    expect(renamed.status).toBe(200);
    expect(renamed.json.members.map((m: { name: string }) => m.name)).toContain("Someone Else");
  });

  it("is the viewer's own: another member's copy is not fresh for me", async () => {
    const { id, members } = await eventWithMembers(app, 2);
    const [me, other] = members;
    const theirs = (await page(other!, id)).headers.get("etag")!;
    expect((await page(me!, id, theirs)).status).toBe(200);
  });

  it("answers a non-member 404 whatever they send", async () => {
    const { id, members } = await eventWithMembers(app, 1);
    const etag = (await page(members[0]!, id)).headers.get("etag")!;
    const [outsider] = await people(app, 1, "Outsider");
    for (const tag of [etag, "*"]) {
      const res = await page(outsider!, id, tag);
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe("eventNotFound");
    }
  });
});
