// The live stream: members only, messages only after a commit and only to the event's members,
// across instances on PostgreSQL, and a clean shutdown with streams open.
import net from "node:net";
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
    await creator.client.put(`/api/events/${event.id}/links/${link.id}/vote`, { value: "down" });
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

/** The body of a chunked HTTP/1.1 answer, chunk by chunk; throws where the framing is wrong. */
function chunksOf(body: string) {
  const chunks: string[] = [];
  for (let at = 0; ;) {
    const lineEnd = body.indexOf("\r\n", at);
    if (lineEnd === -1) throw new Error(`no chunk size at ${at}`);
    const size = parseInt(body.slice(at, lineEnd), 16);
    if (!Number.isInteger(size)) throw new Error(`bad chunk size at ${at}`);
    const data = body.slice(lineEnd + 2, lineEnd + 2 + size);
    if (body.slice(lineEnd + 2 + size, lineEnd + 4 + size) !== "\r\n") {
      throw new Error(`chunk at ${at} does not end where its size says`);
    }
    if (size === 0) return { chunks, rest: body.slice(lineEnd + 4) };
    chunks.push(data);
    at = lineEnd + 4 + size;
  }
}

describe("the stream on the wire", () => {
  // The stream writes its messages to the connection's socket itself, framed as chunks of the
  // chunked body (live/stream.ts): read here as bytes, not through fetch, which would hide the
  // framing.
  it("sends each message as whole chunks, and ends with the last chunk", async () => {
    const { creator, event } = await eventWithMembers(0);
    const { hostname, port } = new URL(app.url);
    const socket = net.connect(Number(port), hostname);
    let received = "";
    socket.setEncoding("latin1");
    socket.on("data", (text: string) => (received += text));
    socket.write(
      `GET /api/events/${event.id}/live HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
        `Cookie: ${creator.client.cookieHeader}\r\nAccept: text/event-stream\r\n\r\n`,
    );
    try {
      await expect.poll(() => received.includes('"type":"ready"')).toBe(true);
      await creator.client.post(`/api/events/${event.id}/links`, {
        url: "https://wire.example",
        title: "Wire ✓",
      });
      await expect.poll(() => received.includes('"type":"link.shared"')).toBe(true);
      expect((await creator.client.delete(`/api/events/${event.id}`)).status).toBe(204);
      await expect.poll(() => received.endsWith("\r\n0\r\n\r\n")).toBe(true);

      const [head, body] = [received.slice(0, received.indexOf("\r\n\r\n")), received];
      expect(head).toMatch(/^HTTP\/1\.1 200/);
      expect(head).toMatch(/^transfer-encoding: chunked$/im);
      const { chunks, rest } = chunksOf(body.slice(head.length + 4));
      expect(rest).toBe("");
      // Each chunk holds whole events (a turn's messages), and they come in order.
      expect(chunks.every((chunk) => chunk.endsWith("\n\n"))).toBe(true);
      const types = chunks
        .join("")
        .split("\n\n")
        .filter(Boolean)
        .map((block) => JSON.parse(/^data: (.*)$/m.exec(block)![1]!).type);
      expect(types).toEqual(["ready", "link.shared", "event.deleted"]);
      // Sizes count bytes: the title's "✓" is three of them.
      expect(Buffer.from(chunks.join(""), "latin1").toString("utf8")).toContain("Wire ✓");
    } finally {
      socket.destroy();
    }
  });

  it("without a Node server (app.request), the answer's body carries the messages", async () => {
    const { creator, event } = await eventWithMembers(0);
    const response = await app.app.request(`/api/events/${event.id}/live`, {
      headers: { cookie: creator.client.cookieHeader, accept: "text/event-stream" },
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toMatch(/^data: \{"type":"ready","version":\d+\}/);
    await reader.cancel();
  });
});
