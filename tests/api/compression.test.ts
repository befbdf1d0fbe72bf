// Responses are gzipped when the client takes gzip and the body is 1 KB or more; small answers
// go as they are (with a length), and the live stream is never compressed (decision 222).
import http from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app";
import { eventWithMembers, share } from "../support/factories/events";
import type { Person } from "../support/factories/people";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A GET that keeps the body as sent (fetch would decompress it). Streams stop at the first chunk. */
function rawGet(person: Person, path: string, headers: Record<string, string>) {
  const cookie = [...person.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  return new Promise<Raw>((resolve, reject) => {
    const request = http.get(`${app.url}${path}`, { headers: { cookie, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      const done = () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) });
      res.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        if (res.headers["content-type"]?.startsWith("text/event-stream")) {
          request.destroy();
          done();
        }
      });
      res.on("end", done);
    });
    request.on("error", reject);
  });
}

describe("compression", () => {
  it("gzips a large JSON answer for a client that takes gzip, and only then", async () => {
    const { id, members } = await eventWithMembers(app, 2);
    for (let i = 0; i < 10; i++)
      await share(members[0]!, id, `Place number ${i}`, `https://example.com/${i}`);

    const zipped = await rawGet(members[0]!, `/api/events/${id}`, {
      "accept-encoding": "gzip, deflate, br",
    });
    expect(zipped.status).toBe(200);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(zipped.headers["content-length"])).toBe(zipped.body.length);
    const page = JSON.parse(gunzipSync(zipped.body).toString("utf8"));
    expect(page.links).toHaveLength(10);

    const plain = await rawGet(members[0]!, `/api/events/${id}`, { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(plain.body.toString("utf8"))).toEqual(page);

    const refused = await rawGet(members[0]!, `/api/events/${id}`, {
      "accept-encoding": "gzip;q=0",
    });
    expect(refused.headers["content-encoding"]).toBeUndefined();
  });

  it("sends a small answer as it is, with its length", async () => {
    const { members } = await eventWithMembers(app, 1);
    const me = await rawGet(members[0]!, "/api/me", { "accept-encoding": "gzip" });
    expect(me.status).toBe(200);
    expect(me.headers["content-encoding"]).toBeUndefined();
    expect(Number(me.headers["content-length"])).toBe(me.body.length);
    expect(JSON.parse(me.body.toString("utf8")).id).toBe(members[0]!.id);
  });

  it("never compresses the live stream", async () => {
    const { id, members } = await eventWithMembers(app, 1);
    const stream = await rawGet(members[0]!, `/api/events/${id}/live`, {
      "accept-encoding": "gzip",
    });
    expect(stream.status).toBe(200);
    expect(stream.headers["content-encoding"]).toBeUndefined();
    expect(stream.body.toString("utf8")).toContain('"type":"ready"');
  });
});
