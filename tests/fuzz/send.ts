// One raw request as a person (their cookies, our origin) on a connection of its own, without
// following redirects or keeping the cookies of the answer, so what the server said is exactly
// what is checked. A new connection per request: after a refused oversized upload the server
// may close the connection, and a reused one would blame the next request for it. A live stream
// is cancelled as soon as its status is known.
import http from "node:http";
import type { TestClient } from "../support/test-app";

export type RawBody = string | Uint8Array | undefined;

export type RawAnswer = {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
};

export function sendRaw(
  client: TestClient,
  method: string,
  path: string,
  body?: RawBody,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const all: Record<string, string> = { origin: client.origin, ...headers };
  if (client.cookies.size) all.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  if (body !== undefined) all["content-length"] = String(Buffer.byteLength(body));
  const url = new URL(client.base);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, method, path, headers: all, agent: false },
      (res) => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers))
          for (const v of [value ?? []].flat()) answerHeaders.append(name, v);
        const done = (text: string) => {
          let json: unknown;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode!, headers: answerHeaders, text, json });
        };
        if (answerHeaders.get("content-type")?.startsWith("text/event-stream")) {
          res.destroy();
          return done("");
        }
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => done(Buffer.concat(chunks).toString("utf8")));
        res.on("error", reject);
      },
    );
    // The server may answer (413) and close before the whole upload is written.
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    request.end(body);
  });
}

/** A JSON request as a person. */
export const sendJson = (client: TestClient, method: string, path: string, body?: unknown) =>
  sendRaw(
    client,
    method,
    path,
    body === undefined ? undefined : JSON.stringify(body),
    body === undefined ? {} : { "content-type": "application/json" },
  );
