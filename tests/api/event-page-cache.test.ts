// The event page's shared part is kept per event version (decision 212). These check that a page
// built from what is kept is exactly the page read afresh, for every viewer, and that any change
// (a vote, a new name, a removed member) shows at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { EventPage } from "../../src/shared/api";
import { session } from "../../src/server/db/schema";
import { createPageCache } from "../../src/server/features/events/page-cache";
import { loadEventPage } from "../../src/server/features/events/page-query";
import { eventPageTag } from "../../src/server/features/events/page-tag";
import { readSessionToken } from "../../src/server/auth/session-check";
import { startTestApp, TEST_SECRET, type TestApp } from "../support/test-app";
import { eventWithMembers, share, shortlist, votePath } from "../support/factories/events";
import type { Person } from "../support/factories/people";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** The session token inside a person's signed cookie. */
const tokenOf = (person: Person) =>
  readSessionToken(person.client.cookies.get("better-auth.session_token"), TEST_SECRET)!;

const page = async (person: Person, eventId: string) => {
  const res = await person.client.get(`/api/events/${eventId}`);
  expect(res.status).toBe(200);
  return res;
};

/** An event with two shortlisted links, one voted up by a member and down by another. */
async function votedEvent() {
  const made = await eventWithMembers(app, 2);
  const [ann, ben] = made.members as [Person, Person];
  const first = await share(ann, made.id);
  const second = await share(ben, made.id);
  for (const link of [first, second]) await shortlist(made.creator, made.id, link.id);
  await ann.client.put(votePath(made.id, first.id), { value: "up" });
  await ben.client.put(votePath(made.id, first.id), { value: "down" });
  await ben.client.put(votePath(made.id, second.id), { value: "up" });
  return { ...made, ann, ben, first, second };
}

describe("the kept event page", () => {
  it("is, for each viewer, exactly the page read with nothing kept", async () => {
    const { id, creator, ann, ben } = await votedEvent();
    for (const viewer of [creator, ann, ben]) {
      const { viewerId, tag } = await eventPageTag(app.db, id, { sessionToken: tokenOf(viewer) });
      expect(viewerId).toBe(viewer.id);
      const fresh = await loadEventPage(app.db, createPageCache(), id, viewer.id, tag!);
      // Kept by another viewer's read, then served to this one.
      const cache = createPageCache();
      const other = viewer === ann ? ben : ann;
      await loadEventPage(app.db, cache, id, other.id, tag!);
      const kept = await loadEventPage(app.db, cache, id, viewer.id, tag!);
      expect(kept!.toString()).toBe(fresh!.toString());
      expect(() => JSON.parse(fresh!.toString())).not.toThrow();
    }
  });

  it("gives each viewer their own votes and isCreator, the same on every read", async () => {
    const { id, creator, ann, ben, first, second } = await votedEvent();
    const mine = async (viewer: Person) => {
      const res = await page(viewer, id);
      const body = res.json as EventPage;
      return {
        text: res.text,
        isCreator: body.event.isCreator,
        votes: Object.fromEntries(body.links.map((l) => [l.id, l.myVote])),
      };
    };
    const firstReads = [await mine(creator), await mine(ann), await mine(ben)];
    expect(firstReads.map((r) => r.isCreator)).toEqual([true, false, false]);
    expect(firstReads.map((r) => r.votes)).toEqual([
      { [first.id]: null, [second.id]: null },
      { [first.id]: "up", [second.id]: null },
      { [first.id]: "down", [second.id]: "up" },
    ]);
    const again = [await mine(creator), await mine(ann), await mine(ben)];
    expect(again.map((r) => r.text)).toEqual(firstReads.map((r) => r.text));
  });

  it("shows a vote, a new name and a removed member at once", async () => {
    const { id, creator, ann, ben, first } = await votedEvent();
    await page(creator, id);

    await ann.client.put(votePath(id, first.id), { value: null });
    const afterVote = (await page(creator, id)).json as EventPage;
    expect(afterVote.links.find((l) => l.id === first.id)).toMatchObject({ up: 0, down: 1 });

    // A new name is not an event change; the page's profile stamp carries it (decision 212).
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await ann.client.patch("/api/me", { name: "Ann Renamed" })).status).toBe(200);
    const afterName = (await page(creator, id)).json as EventPage;
    expect(afterName.members.map((m) => m.name)).toContain("Ann Renamed");
    expect(afterName.links.find((l) => l.id === first.id)?.sharedBy.name).toBe("Ann Renamed");

    const removed = await creator.client.delete(`/api/events/${id}/members/${ben.id}`);
    expect(removed.status).toBeLessThan(300);
    const afterRemoval = (await page(creator, id)).json as EventPage;
    expect(afterRemoval.members.map((m) => m.id)).not.toContain(ben.id);
    expect(afterRemoval.links.find((l) => l.id === first.id)).toMatchObject({ up: 0, down: 0 });
    expect((await ben.client.get(`/api/events/${id}`)).status).toBe(404);
  });

  it("answers an ended session with 401, before and after the page was kept", async () => {
    const { id, creator, ann } = await votedEvent();
    const page = await creator.client.get(`/api/events/${id}`);
    expect(page.status).toBe(200);
    await app.db.delete(session).where(eq(session.userId, creator.id));
    const ended = await creator.client.get(`/api/events/${id}`);
    expect(ended.status).toBe(401);
    expect(ended.json.error.code).toBe("unauthenticated");
    const etag = page.headers.get("etag")!;
    const conditional = await creator.client.request("GET", `/api/events/${id}`, undefined, {
      "if-none-match": etag,
    });
    expect(conditional.status).toBe(401);
    expect((await ann.client.get(`/api/events/${id}`)).status).toBe(200);
  });
});
