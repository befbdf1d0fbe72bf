// The live stream: members only, messages only after a commit and only to the event's members,
// across instances on PostgreSQL, and a clean shutdown with streams open.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventThroughApi } from "../support/factories/events";
import { signedInUser } from "../support/factories/people";
import { openLive, type LiveReader } from "../support/sse";
import { startTestApp, type TestApp } from "../support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const eventWithMembers = (n = 1) => eventThroughApi(app, n, "Dinner");

const streams: LiveReader[] = [];
const live = async (...args: Parameters<typeof openLive>) => {
  const reader = await openLive(...args);
  streams.push(reader);
  return reader;
};
afterAll(() => streams.forEach((s) => s.close()));

describe("GET /api/events/:id/live", () => {
  it("refuses visitors (401) and non-members (404) in the error shape", async () => {
    const { event } = await eventWithMembers(0);
    const visitor = await live(app.client(), event.id);
    expect(visitor.status).toBe(401);
    const outsider = await signedInUser(app);
    const refused = await live(outsider.client, event.id);
    expect(refused.status).toBe(404);
    expect((await live(outsider.client, "not-a-uuid")).status).toBe(404);
  });

  it("opens with the current version, then delivers each change with the next version", async () => {
    const { creator, members, event } = await eventWithMembers(1);
    const stream = await live(members[0]!.client, event.id);
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toMatch(/text\/event-stream/);
    const ready = await stream.waitFor((m) => m.type === "ready");

    const shared = await creator.client.post(`/api/events/${event.id}/links`, {
      url: "https://a.example",
      title: "A",
    });
    expect(shared.status).toBe(201);
    const message = await stream.waitFor((m) => m.type === "link.shared");
    expect(message.link.title).toBe("A");
    expect(message.version).toBe(ready.version + 1);
  });

  it("sends nothing for a write that failed, and nothing to members of another event", async () => {
    const one = await eventWithMembers(0);
    const other = await eventWithMembers(0);
    const watcher = await live(other.creator.client, other.event.id);
    const self = await live(one.creator.client, one.event.id);
    await self.waitFor((m) => m.type === "ready");
    await watcher.waitFor((m) => m.type === "ready");

    const refused = await one.creator.client.post(`/api/events/${one.event.id}/links`, {
      url: "javascript:alert(1)",
      title: "x",
    });
    expect(refused.status).toBe(400);
    await one.creator.client.post(`/api/events/${one.event.id}/links`, {
      url: "https://ok.example",
      title: "ok",
    });
    await self.waitFor((m) => m.type === "link.shared");
    // The failed write published nothing: the only change message is the successful share.
    expect(self.messages.filter((m) => m.type !== "ready").map((m) => m.type)).toEqual([
      "link.shared",
    ]);
    expect(watcher.messages.map((m) => m.type)).toEqual(["ready"]);
  });

  it("ends the stream of a member who is removed", async () => {
    const { creator, members, event } = await eventWithMembers(1);
    const stream = await live(members[0]!.client, event.id);
    await stream.waitFor((m) => m.type === "ready");
    const removed = await creator.client.delete(
      `/api/events/${event.id}/members/${members[0]!.id}`,
    );
    expect(removed.status).toBeLessThan(300);
    await stream.waitFor((m) => m.type === "member.removed");
    await expect.poll(() => stream.ended, { timeout: 3000 }).toBe(true);
  });

  it("allows 20 open streams per user and refuses the 21st with 429", async () => {
    const { creator, event } = await eventWithMembers(0);
    const open = [];
    for (let i = 0; i < 20; i++) open.push(await live(creator.client, event.id));
    expect(open.every((s) => s.status === 200)).toBe(true);
    await Promise.all(open.map((s) => s.waitFor((m) => m.type === "ready")));
    const extra = await live(creator.client, event.id);
    expect(extra.status).toBe(429);
    open.forEach((s) => s.close());
  });
});

describe("a vote's message", () => {
  it("tells the voter's own streams their vote and no one else's", async () => {
    const { creator, members, event } = await eventWithMembers(1);
    const link = (
      await creator.client.post(`/api/events/${event.id}/links`, {
        url: "https://v.example",
        title: "V",
      })
    ).json as { id: string };
    await creator.client.put(`/api/events/${event.id}/links/${link.id}/shortlist`);
    const own = await live(creator.client, event.id);
    const other = await live(members[0]!.client, event.id);
    await own.waitFor((m) => m.type === "ready");
    await other.waitFor((m) => m.type === "ready");
    await creator.client.put(`/api/events/${event.id}/links/${link.id}/vote`, { vote: "down" });
    expect(await own.waitFor((m) => m.type === "votes.changed")).toMatchObject({
      up: 0,
      down: 1,
      myVote: "down",
    });
    const seen = await other.waitFor((m) => m.type === "votes.changed");
    expect(seen).toMatchObject({ up: 0, down: 1 });
    expect(seen).not.toHaveProperty("myVote");
    expect(seen).not.toHaveProperty("voter");
  });
});
