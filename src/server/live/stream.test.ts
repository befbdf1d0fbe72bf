// A live stream's body under the Node server, as the app serves it: what a client that stops
// reading costs the server. The route's own behaviour (members, messages, the bytes on the wire)
// is tests/api/live.test.ts's.
import net from "node:net";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_UNSENT_BYTES, openStream, type LiveStream } from "./stream";

let server: ServerType;
let port: number;
const opened: LiveStream[] = [];
let ended = 0;

beforeAll(async () => {
  const app = new Hono().get("/stream", (c) =>
    openStream(c, (stream) => {
      opened.push(stream);
      stream.onEnd(() => ended++);
    }),
  );
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("a live stream whose client stops reading", () => {
  it("is closed once more than MAX_UNSENT_BYTES wait in the server, not kept growing", async () => {
    const client = net.connect(port, "127.0.0.1");
    let head = "";
    client.setEncoding("latin1");
    const headersRead = new Promise<void>((resolve) =>
      client.on("data", (text: string) => {
        head += text;
        if (head.includes("\r\n\r\n")) resolve();
      }),
    );
    client.write(`GET /stream HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    await headersRead;
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    // From here on it reads nothing: what is sent fills the kernel's buffers, then the server's.
    client.pause();
    const stream = opened.at(-1)!;
    const endedBefore = ended;
    const frame = new Uint8Array(64 * 1024).fill(0x61);
    let written = 0;
    // The kernel's buffers on loopback hold some MB; far more than they and the limit can hold.
    while (ended === endedBefore && written < 64 * MAX_UNSENT_BYTES) {
      stream.write(frame);
      written += frame.length;
      await turn();
    }
    expect(ended).toBe(endedBefore + 1);
    expect(written).toBeLessThan(64 * MAX_UNSENT_BYTES);
    // Ended: later messages are dropped, not kept.
    stream.write(frame);
    await turn();
    client.destroy();
  });

  it("is kept while its client reads, however much is sent", async () => {
    const client = net.connect(port, "127.0.0.1");
    let received = 0;
    client.on("data", (bytes: Buffer) => (received += bytes.length));
    client.write(`GET /stream HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    await expect.poll(() => received).toBeGreaterThan(0);
    const stream = opened.at(-1)!;
    const endedBefore = ended;
    const frame = new Uint8Array(64 * 1024).fill(0x62);
    for (let i = 0; i < 4 * (MAX_UNSENT_BYTES / frame.length); i++) {
      stream.write(frame);
      await turn();
      // A reading client keeps up: nothing piles up past the limit.
      await expect.poll(() => received).toBeGreaterThan(i * frame.length);
    }
    expect(ended).toBe(endedBefore);
    stream.close();
    await expect.poll(() => ended).toBe(endedBefore + 1);
    client.destroy();
  });
});
