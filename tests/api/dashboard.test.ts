// GET /api/events keeps each session's last answer under a stamp of the viewer's events
// (decision 213): an unchanged dashboard is one statement, and 304 to its ETag; any change to one
// of the viewer's events, or to which events they are in, shows at once.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventSummary } from "../../src/shared/api";
import { session } from "../../src/server/db/schema";
import { signedInUser, type Person } from "../support/factories/people";
import { countQueries } from "../support/probes";
import { createEventAs, joinAs } from "../support/factories/events";
import { startTestApp, type TestApp } from "../support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const dashboard = (person: Person, etag?: string) =>
  person.client.request("GET", "/api/events", undefined, etag ? { "if-none-match": etag } : {});

const titles = (res: { json: unknown }) => (res.json as EventSummary[]).map((e) => e.title);

describe("the kept dashboard", () => {
  it("answers an unchanged dashboard with one statement, and its ETag with 304", async () => {
    const ada = await signedInUser(app);
    for (const title of ["One", "Two", "Three"]) await createEventAs(ada, title);
    const first = await dashboard(ada);
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");

    const again = await countQueries(app, () => dashboard(ada));
    expect(again.count).toBe(1);
    expect(again.result.text).toBe(first.text);
    expect(again.result.headers.get("etag")).toBe(etag);

    const fresh = await countQueries(app, () => dashboard(ada, etag));
    expect(fresh.count).toBe(1);
    expect(fresh.result.status).toBe(304);
    expect(fresh.result.text).toBe("");
    expect(fresh.result.headers.get("etag")).toBe(etag);
  });

  it("is the viewer's own: another member's ETag is not fresh for me", async () => {
    const ada = await signedInUser(app);
    const bob = await signedInUser(app);
    const event = await createEventAs(ada, "Shared");
    await joinAs(bob, event.invitationCode);
    const bobs = (await dashboard(bob)).headers.get("etag")!;
    const mine = await dashboard(ada, bobs);
    expect(mine.status).toBe(200);
    expect((mine.json as EventSummary[])[0]).toMatchObject({ title: "Shared", isCreator: true });
  });

  it("shows every change between two reads, the old ETag no longer fresh", async () => {
    const ada = await signedInUser(app);
    const bob = await signedInUser(app);
    const dinner = await createEventAs(ada, "Dinner");
    const trip = await createEventAs(ada, "Trip");
    let etag = (await dashboard(bob)).headers.get("etag")!;
    // Each step changes bob's dashboard; his kept answer and ETag must not survive it.
    const after = async (step: string, change: () => Promise<unknown>) => {
      await change();
      const res = await dashboard(bob, etag);
      expect(res.status, step).toBe(200);
      expect(res.headers.get("etag"), step).not.toBe(etag);
      etag = res.headers.get("etag")!;
      return res;
    };

    expect(titles(await after("join", () => joinAs(bob, dinner.invitationCode)))).toEqual([
      "Dinner",
    ]);
    const shared = await after("share", () =>
      ada.client.post(`/api/events/${dinner.id}/links`, {
        url: "https://example.com/a-place",
        title: "A place",
      }),
    );
    expect((shared.json as EventSummary[])[0]).toMatchObject({ linkCount: 1 });
    const renamed = await after("edit", () =>
      ada.client.patch(`/api/events/${dinner.id}`, { title: "Lunch" }),
    );
    expect(titles(renamed)).toEqual(["Lunch"]);
    // Leaving one event and joining another keeps the number of events: the stamp still moves.
    const moved = await after("leave one, join another", async () => {
      await bob.client.post(`/api/events/${dinner.id}/leave`);
      await joinAs(bob, trip.invitationCode);
    });
    expect(titles(moved)).toEqual(["Trip"]);
    const removed = await after("removed", () =>
      ada.client.delete(`/api/events/${trip.id}/members/${bob.id}`),
    );
    expect(removed.json).toEqual([]);
    await joinAs(bob, trip.invitationCode);
    etag = (await dashboard(bob)).headers.get("etag")!;
    const deleted = await after("deleted", () => ada.client.delete(`/api/events/${trip.id}`));
    expect(deleted.json).toEqual([]);
  });

  it("refuses a session that ended, though its dashboard was kept", async () => {
    const ada = await signedInUser(app);
    await createEventAs(ada, "Mine");
    const etag = (await dashboard(ada)).headers.get("etag")!;
    await app.db.delete(session).where(eq(session.userId, ada.id));
    const ended = await dashboard(ada, etag);
    expect(ended.status).toBe(401);
    expect(ended.json.error.code).toBe("unauthenticated");
  });
});
