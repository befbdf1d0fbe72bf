import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { links, votes } from "../../src/server/db/schema";
import { startTestApp, type TestApp } from "../support/test-app";
import { eventWithMembers, share, shortlist } from "../support/factories/events";
import { people } from "../support/factories/people";
import { snapshot } from "../support/snapshot";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe("sharing a link", () => {
  it("answers 201 with the link, counts it and bumps the version", async () => {
    const { id, members } = await eventWithMembers(app);
    const before = await snapshot(app, id);
    const res = await members[0]!.client.post(`/api/events/${id}/links`, {
      url: "  https://example.com/a?b=c  ",
      title: "  Trattoria  ",
      description: "Great pasta",
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      url: "https://example.com/a?b=c",
      title: "Trattoria",
      description: "Great pasta",
      sharedBy: { id: members[0]!.id, name: members[0]!.name },
      inShortlist: false,
      shortlistedBy: null,
    });
    // A new link has no votes; each page shows it as it shows results.
    expect(res.json).not.toHaveProperty("up");
    expect(Date.parse(res.json.createdAt)).not.toBeNaN();
    const after = await snapshot(app, id);
    expect(after.event.linkCount).toBe(before.event.linkCount + 1);
    expect(after.event.version).toBe(before.event.version + 1);
    expect(after.links.map((l) => l.id)).toEqual([res.json.id]);
    const page = await members[1]!.client.get(`/api/events/${id}`);
    expect(page.json.links).toEqual([{ ...res.json, up: 0, down: 0, myVote: null }]);
    expect(page.json.event.linkCount).toBe(after.event.linkCount);
  });

  it.each([
    ["javascript:", "javascript:alert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["no scheme", "example.com/page"],
    ["ftp", "ftp://example.com/file"],
    ["a space", "https://example.com/a b"],
    ["an empty URL", "   "],
    ["2,049 characters", "https://example.com/" + "a".repeat(2049 - 20)],
  ])("refuses %s with 400 and a message for the url field, changing nothing", async (_, url) => {
    const { id, members } = await eventWithMembers(app, 1);
    const before = await snapshot(app, id);
    const res = await members[0]!.client.post(`/api/events/${id}/links`, { url, title: "Bad" });
    expect(res.status).toBe(400);
    expect(res.json.error.fields.url.code).toMatch(/^url(Invalid|Required|TooLong)$/);
    expect(res.json.error).toMatchObject(res.json.error.fields.url);
    expect(await snapshot(app, id)).toEqual(before);
  });

  it("lists links newest first on the event page, each with its sharer", async () => {
    const { id, creator, members } = await eventWithMembers(app, 1);
    const first = await share(creator, id, "First");
    const second = await share(members[0]!, id, "Second");
    const third = await share(creator, id, "Third");
    const page = await members[0]!.client.get(`/api/events/${id}`);
    expect(page.json.links.map((l: { id: string }) => l.id)).toEqual([
      third.id,
      second.id,
      first.id,
    ]);
    expect(page.json.links[1].sharedBy).toEqual({ id: members[0]!.id, name: members[0]!.name });
    expect(page.json.event.linkCount).toBe(3);
  });

  it("accepts a URL of exactly 2,048 characters", async () => {
    const { id, members } = await eventWithMembers(app, 1);
    const url = "https://example.com/" + "a".repeat(2048 - 20);
    expect(url.length).toBe(2048);
    const res = await members[0]!.client.post(`/api/events/${id}/links`, { url, title: "Long" });
    expect(res.status).toBe(201);
    expect(res.json.url).toBe(url);
  });

  it("refuses a missing title, a wrong type and unknown fields with 400", async () => {
    const { id, members } = await eventWithMembers(app, 1);
    const client = members[0]!.client;
    const noTitle = await client.post(`/api/events/${id}/links`, {
      url: "https://a.example",
      title: "  ",
    });
    expect(noTitle.status).toBe(400);
    expect(noTitle.json.error.fields.title).toEqual({
      code: "titleRequired",
      message: "Title is required",
    });
    const wrongType = await client.post(`/api/events/${id}/links`, { url: 42, title: "x" });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.error.fields.url).toBeTruthy();
    const extra = await client.post(`/api/events/${id}/links`, {
      url: "https://a.example",
      title: "x",
      shared_by: "me",
    });
    expect(extra.status).toBe(400);
    const array = await client.post(`/api/events/${id}/links`, [1, 2]);
    expect(array.status).toBe(400);
    expect((await snapshot(app, id)).links).toEqual([]);
  });

  it("answers a non-member, an unknown event and a malformed id with 404; signed out with 401", async () => {
    const { id } = await eventWithMembers(app, 1);
    const [outsider] = await people(app, 1, "Outsider");
    const body = { url: "https://a.example", title: "x" };
    expect((await outsider!.client.post(`/api/events/${id}/links`, body)).status).toBe(404);
    expect(
      (await outsider!.client.post(`/api/events/00000000-0000-4000-8000-000000000000/links`, body))
        .status,
    ).toBe(404);
    expect((await outsider!.client.post(`/api/events/not-a-uuid/links`, body)).status).toBe(404);
    const signedOut = await app.client().post(`/api/events/${id}/links`, body);
    expect(signedOut.status).toBe(401);
    expect(signedOut.json.error.code).toBe("unauthenticated");
    expect((await snapshot(app, id)).links).toEqual([]);
  });
});

describe("deleting a link", () => {
  it("lets the sharer and the creator delete, refuses another member with 403", async () => {
    const { id, creator, members } = await eventWithMembers(app, 2);
    const [sharer, other] = members;
    const a = await share(sharer!, id, "A");
    const b = await share(sharer!, id, "B");
    const before = await snapshot(app, id);

    const refused = await other!.client.delete(`/api/events/${id}/links/${a.id}`);
    expect(refused.status).toBe(403);
    expect(await snapshot(app, id)).toEqual(before);

    expect((await sharer!.client.delete(`/api/events/${id}/links/${a.id}`)).status).toBe(204);
    expect((await creator.client.delete(`/api/events/${id}/links/${b.id}`)).status).toBe(204);
    const after = await snapshot(app, id);
    expect(after.links).toEqual([]);
    expect(after.event.linkCount).toBe(before.event.linkCount - 2);
    expect(after.event.version).toBe(before.event.version + 2);
    expect((await other!.client.get(`/api/events/${id}`)).json.links).toEqual([]);

    expect((await sharer!.client.delete(`/api/events/${id}/links/${a.id}`)).status).toBe(404);
  });

  it("takes the link's votes with it", async () => {
    const { id, members } = await eventWithMembers(app, 2);
    const link = await share(members[0]!, id);
    await shortlist(members[0]!, id, link.id);
    for (const m of members)
      await m.client.put(`/api/events/${id}/links/${link.id}/vote`, { value: "up" });
    expect(await app.db.select().from(votes).where(eq(votes.linkId, link.id))).toHaveLength(2);
    expect((await members[0]!.client.delete(`/api/events/${id}/links/${link.id}`)).status).toBe(
      204,
    );
    expect(await app.db.select().from(votes).where(eq(votes.linkId, link.id))).toHaveLength(0);
  });

  it("answers 404 for a link of another event under this event's id, and for a non-member", async () => {
    const first = await eventWithMembers(app, 1);
    const second = await eventWithMembers(app, 1);
    const link = await share(second.members[0]!, second.id);
    const before = await snapshot(app, second.id);
    // The creator of the first event may delete anything in it, but this link is not in it.
    expect(
      (await first.creator.client.delete(`/api/events/${first.id}/links/${link.id}`)).status,
    ).toBe(404);
    expect(
      (await first.creator.client.delete(`/api/events/${second.id}/links/${link.id}`)).status,
    ).toBe(404);
    expect((await first.creator.client.delete(`/api/events/${first.id}/links/bad-id`)).status).toBe(
      404,
    );
    expect(await snapshot(app, second.id)).toEqual(before);
  });
});

describe("the shortlist", () => {
  it("lets any member add a link, idempotently, keeping who added it first", async () => {
    const { id, members } = await eventWithMembers(app, 2);
    const link = await share(members[0]!, id);
    const first = await members[1]!.client.put(`/api/events/${id}/links/${link.id}/shortlist`);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      linkId: link.id,
      inShortlist: true,
      shortlistedBy: members[1]!.id,
    });
    const again = await members[0]!.client.put(`/api/events/${id}/links/${link.id}/shortlist`);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
  });

  it("lets whoever shortlisted it or the creator take it off; refuses others with 403", async () => {
    const { id, creator, members } = await eventWithMembers(app, 2);
    const [adder, other] = members;
    const link = await share(other!, id);
    await shortlist(adder!, id, link.id);
    const before = await snapshot(app, id);

    const refused = await other!.client.delete(`/api/events/${id}/links/${link.id}/shortlist`);
    expect(refused.status).toBe(403);
    expect(await snapshot(app, id)).toEqual(before);

    const removed = await adder!.client.delete(`/api/events/${id}/links/${link.id}/shortlist`);
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({
      linkId: link.id,
      inShortlist: false,
      shortlistedBy: null,
      shortlistedAt: null,
    });

    await shortlist(other!, id, link.id);
    expect(
      (await creator.client.delete(`/api/events/${id}/links/${link.id}/shortlist`)).status,
    ).toBe(200);
    const [row] = await app.db.select().from(links).where(eq(links.id, link.id));
    expect(row!.inShortlist).toBe(false);
  });

  it("keeps a link's votes while it is off the shortlist and counts them again when it returns", async () => {
    const { id, creator, members } = await eventWithMembers(app, 2);
    const link = await share(members[0]!, id);
    await shortlist(members[0]!, id, link.id);
    await members[0]!.client.put(`/api/events/${id}/links/${link.id}/vote`, { value: "up" });
    await members[1]!.client.put(`/api/events/${id}/links/${link.id}/vote`, { value: "down" });
    await creator.client.put(`/api/events/${id}/links/${link.id}/vote`, { value: "up" });
    await members[0]!.client.delete(`/api/events/${id}/links/${link.id}/shortlist`);
    const off = await snapshot(app, id);
    expect(off.links[0]).toMatchObject({ inShortlist: false, up: 2, down: 1 });
    expect(off.votes).toHaveLength(3);
    await shortlist(members[1]!, id, link.id);
    expect((await snapshot(app, id)).links[0]).toMatchObject({ inShortlist: true, up: 2, down: 1 });
  });

  it("answers 404 for a non-member, an unknown link and another event's link", async () => {
    const first = await eventWithMembers(app, 1);
    const second = await eventWithMembers(app, 1);
    const link = await share(second.members[0]!, second.id);
    const [outsider] = await people(app, 1, "Outsider");
    expect(
      (await outsider!.client.put(`/api/events/${second.id}/links/${link.id}/shortlist`)).status,
    ).toBe(404);
    expect(
      (await first.creator.client.put(`/api/events/${first.id}/links/${link.id}/shortlist`)).status,
    ).toBe(404);
    expect(
      (
        await first.creator.client.put(
          `/api/events/${first.id}/links/00000000-0000-4000-8000-000000000000/shortlist`,
        )
      ).status,
    ).toBe(404);
    expect(
      (await outsider!.client.delete(`/api/events/${second.id}/links/${link.id}/shortlist`)).status,
    ).toBe(404);
    expect((await snapshot(app, second.id)).links[0]!.inShortlist).toBe(false);
  });
});
