// The one outbound POST to an address someone gave us (previews/guarded-post.ts, decision 229),
// against a server of our own on loopback: the answer read up to the cap and 500 characters of it
// kept, a redirect not followed (to a private address or anywhere), the deadline, and addresses
// refused without a connection: private, loopback on another port, link-local, v4 and v6.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardedPost } from "../../src/server/features/previews/guarded-post";

let server: http.Server;
let port: number;
const seen: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.push(request.url ?? "");
    request.resume();
    request.on("end", () => {
      if (request.url === "/big") {
        // Far more than the cap: the sender stops reading.
        response.writeHead(200, { "content-type": "text/plain" });
        const chunk = "x".repeat(64 * 1024);
        for (let i = 0; i < 64; i++) response.write(chunk);
        response.end();
      } else if (request.url === "/redirect") {
        response.writeHead(302, { location: "http://169.254.169.254/latest/meta-data" }).end();
      } else if (request.url === "/drop") {
        // Read it all, then gone without a word.
        request.socket.destroy();
      } else if (request.url === "/hang") {
        // Never answers.
      } else response.writeHead(201, { "content-type": "text/plain" }).end("created");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);

const post = (url: string, timeoutMs?: number) =>
  guardedPost(
    { method: "POST", url, headers: { "content-type": "application/json" }, body: "{}" },
    { testLoopbackPort: port, timeoutMs },
  );

describe("the guarded POST", () => {
  it("answers the status, the start of the body and how long it took", async () => {
    const result = await post(`http://127.0.0.1:${port}/ok`);
    expect(result).toMatchObject({ ok: true, status: 201, answer: "created", error: null });
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
  });

  it("reads no more than the cap, and keeps 500 characters", async () => {
    const result = await post(`http://127.0.0.1:${port}/big`);
    expect(result).toMatchObject({ ok: true, status: 200 });
    expect(result.answer).toBe("x".repeat(500));
  });

  it("follows no redirect: a 3xx is a failure, and its target is never asked", async () => {
    const before = seen.length;
    const result = await post(`http://127.0.0.1:${port}/redirect`);
    expect(result).toMatchObject({
      ok: false,
      status: 302,
      error: "redirect not followed (HTTP 302)",
    });
    expect(seen.slice(before)).toEqual(["/redirect"]);
  });

  it("says no answer came, not unreachable, when the connection closes after the request went out", async () => {
    const result = await post(`http://127.0.0.1:${port}/drop`);
    expect(result).toMatchObject({ ok: false, status: null, failure: "noAnswer" });
    expect(result.error).toMatch(/^no answer \(/);
  });

  it("gives up at the deadline", async () => {
    const result = await post(`http://127.0.0.1:${port}/hang`, 200);
    expect(result).toMatchObject({ ok: false, status: null, error: "timeout", failure: "timeout" });
    expect(result.durationMs).toBeGreaterThanOrEqual(190);
    expect(result.durationMs).toBeLessThan(2000);
  });

  it("answers a request Node will not make (a header with a line break) as a failure, unsent", async () => {
    const before = seen.length;
    for (const value of ["Bearer a\r\nx-injected: 1", "Bearer €"]) {
      const result = await guardedPost(
        {
          method: "PUT",
          url: `http://127.0.0.1:${port}/ok`,
          headers: { authorization: value },
          body: "{}",
        },
        { testLoopbackPort: port },
      );
      expect(result).toMatchObject({
        ok: false,
        status: null,
        error: "not sent (ERR_INVALID_CHAR)",
      });
    }
    expect(seen.slice(before)).toEqual([]);
  });

  it("refuses private, loopback (but the one port), link-local and local names without connecting", async () => {
    const before = seen.length;
    for (const url of [
      `http://127.0.0.1:${port + 1}/ok`,
      `https://127.0.0.1:${port + 1}/ok`,
      "https://10.1.2.3/ok",
      "https://172.16.0.1/ok",
      "https://192.168.0.1/ok",
      "https://169.254.169.254/latest/meta-data",
      "https://100.64.0.1/ok",
      "https://[::1]/ok",
      "https://[fe80::1]/ok",
      "https://[fd12:3456::1]/ok",
      "https://[::ffff:127.0.0.1]/ok",
      "https://localhost/ok",
      "https://intranet/ok",
      "http://example.com/ok",
      "ftp://example.com/ok",
    ]) {
      const result = await post(url);
      expect(result, url).toMatchObject({ ok: false, status: null });
      expect(result.error, url).toMatch(/^refused: /);
    }
    expect(seen.slice(before)).toEqual([]);
  });
});
