// The chats of our own on loopback (issue #38): one HTTP server on 127.0.0.1 that takes what
// Huddle sends to Slack, Discord, Teams, a Matrix homeserver and a generic webhook, records every
// request, and answers as the real service does:
//   /slack/<name>    POST JSON with text or blocks  → 200 "ok"         (else 400 "invalid_payload")
//   /discord/<name>  POST JSON with content/embeds  → 204              (else 400)
//   /teams/<name>    POST JSON with attachments     → 202              (else 400)
//   /matrix          a homeserver's base: PUT /_matrix/client/v3/rooms/{room}/send/m.room.message/
//                    {txnId} with a known Bearer token → 200 { event_id } (the same event_id for a
//                    repeated txnId, as a homeserver dedupes); 401 M_UNKNOWN_TOKEN otherwise
//   /webhook/<name>  POST, signed as Standard Webhooks says → 204 when the library's own
//                    verifier (new Webhook(secret).verify) passes with the name's secret; else 400,
//                    with the reason in `refusals`
// A test can make any path fail (a status, a hang past the sender's timeout, a closed
// connection), for the next N requests or until healed: the worker's retries, turning off and
// the crash tests need it.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { Webhook } from "standardwebhooks";
import { freePort } from "./free-port";

export type ChatKindPath = "slack" | "discord" | "teams" | "matrix" | "webhook";

export type ReceivedChat = {
  kind: ChatKindPath | null;
  method: string;
  /** The path as sent, query included. */
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The body as text, and parsed when it is JSON (else undefined). */
  raw: string;
  body: unknown;
  /** When it arrived (Date.now()), and the status answered (null: hung up or not answered). */
  at: number;
  status: number | null;
  /** Matrix: a transaction id already seen (the homeserver would drop it). */
  repeat?: boolean;
};

/** How a path fails: answer this status, never answer, or close the connection unanswered. */
export type Failure = { status: number } | { hang: true } | { close: true };

type Rule = { prefix: string; failure: Failure; left: number };

export type ChatReceivers = Awaited<ReturnType<typeof startChatReceivers>>;

/** `port`: a fixed one (tests/support/free-port.ts), for a server started before the receivers
 * and told their address; a free one when absent. */
export async function startChatReceivers(options: { port?: number } = {}) {
  const received: ReceivedChat[] = [];
  const refusals: Array<{ path: string; reason: string }> = [];
  const secrets = new Map<string, string>();
  const tokens = new Set<string>();
  const transactions = new Map<string, string>();
  const rules: Rule[] = [];
  const sockets = new Set<Socket>();
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of [...waiters]) waiter();
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        body = undefined;
      }
      const kind = (/^\/(slack|discord|teams|matrix|webhook)(\/|$)/.exec(path)?.[1] ??
        null) as ChatKindPath | null;
      const record: ReceivedChat = {
        kind,
        method: request.method ?? "",
        path,
        headers: request.headers,
        raw,
        body,
        at: Date.now(),
        status: null,
      };
      received.push(record);
      const reply = (status: number, text = "", type = "text/plain") => {
        record.status = status;
        response.writeHead(status, text ? { "content-type": type } : {});
        response.end(text);
        wake();
      };
      const refuse = (status: number, reason: string, text = reason) => {
        refusals.push({ path, reason });
        reply(status, text);
      };

      const rule = rules.find((r) => r.left > 0 && path.startsWith(r.prefix));
      if (rule) {
        rule.left -= 1;
        if ("status" in rule.failure) return reply(rule.failure.status, "as the test asked");
        wake();
        // A hang keeps the socket open until the sender gives up or the receivers close.
        if ("close" in rule.failure) request.socket.destroy();
        return;
      }
      const object =
        typeof body === "object" && body !== null ? (body as Record<string, unknown>) : null;
      const segments = path.split("?")[0]!.split("/").filter(Boolean);
      switch (kind) {
        case "slack":
          if (request.method !== "POST" || segments.length !== 2) return refuse(404, "no_service");
          if (!object || !(object.text || Array.isArray(object.blocks)))
            return refuse(400, "invalid_payload");
          return reply(200, "ok");
        case "discord":
          if (request.method !== "POST" || segments.length !== 2)
            return refuse(404, "unknown webhook");
          if (!object || !(object.content || Array.isArray(object.embeds)))
            return refuse(400, "cannot send an empty message");
          return reply(204);
        case "teams":
          if (request.method !== "POST" || segments.length !== 2) return refuse(404, "no workflow");
          if (!object || !Array.isArray(object.attachments)) return refuse(400, "no attachments");
          return reply(202);
        case "matrix":
          return matrix(request, segments, object, record, reply, refuse);
        case "webhook": {
          const secret = secrets.get(segments[1] ?? "");
          if (request.method !== "POST" || segments.length !== 2 || !secret)
            return refuse(404, "no such webhook");
          try {
            new Webhook(secret).verify(raw, request.headers as Record<string, string>);
          } catch (error) {
            return refuse(400, `signature: ${(error as Error).message}`);
          }
          return reply(204);
        }
        default:
          return refuse(404, "no such receiver");
      }
    });
  });

  /** PUT /matrix/_matrix/client/v3/rooms/{room}/send/m.room.message/{txnId}. */
  function matrix(
    request: http.IncomingMessage,
    segments: string[],
    object: Record<string, unknown> | null,
    record: ReceivedChat,
    reply: (status: number, text?: string, type?: string) => void,
    refuse: (status: number, reason: string, text?: string) => void,
  ) {
    const json = (status: number, value: object) =>
      reply(status, JSON.stringify(value), "application/json");
    const [, m, client, v3, rooms, room, send, type, txn] = segments;
    const shaped =
      segments.length === 9 &&
      m === "_matrix" &&
      client === "client" &&
      v3 === "v3" &&
      rooms === "rooms" &&
      send === "send" &&
      type === "m.room.message";
    if (request.method !== "PUT" || !shaped || !room || !txn)
      return refuse(404, "M_UNRECOGNIZED", JSON.stringify({ errcode: "M_UNRECOGNIZED" }));
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (!token || !tokens.has(token)) {
      refusals.push({ path: record.path, reason: "M_UNKNOWN_TOKEN" });
      return json(401, { errcode: "M_UNKNOWN_TOKEN", error: "Unknown access token" });
    }
    if (!object || typeof object.msgtype !== "string" || typeof object.body !== "string") {
      refusals.push({ path: record.path, reason: "M_BAD_JSON" });
      return json(400, { errcode: "M_BAD_JSON", error: "msgtype and body are required" });
    }
    // A homeserver remembers each access token's transaction ids and answers a repeat with the
    // first event, sending nothing again.
    const key = `${token} ${decodeURIComponent(room)} ${decodeURIComponent(txn)}`;
    const seen = transactions.get(key);
    record.repeat = seen !== undefined;
    const eventId = seen ?? `$${randomBytes(12).toString("base64url")}`;
    transactions.set(key, eventId);
    return json(200, { event_id: eventId });
  }

  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  const listenOn = options.port ?? (await freePort());
  await new Promise<void>((resolve) => server.listen(listenOn, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  const pathOf = (address: string) =>
    address.startsWith("http") ? new URL(address).pathname + new URL(address).search : address;

  return {
    url,
    port,
    /** Every request, in the order it came. */
    received,
    /** The requests refused (a bad signature, an unknown token, a wrong shape), with why. */
    refusals,
    slack: (name: string) => `${url}/slack/${name}`,
    discord: (name: string) => `${url}/discord/${name}`,
    teams: (name: string) => `${url}/teams/${name}`,
    /** The homeserver's base address; `token` is then accepted as an access token. */
    matrix(token: string) {
      tokens.add(token);
      return `${url}/matrix`;
    },
    /** A generic webhook's address, verified with `secret` ("whsec_…"). */
    webhook(name: string, secret: string) {
      secrets.set(name, secret);
      return `${url}/webhook/${name}`;
    },
    /** What came to `address` (a receiver's address or a path, or the start of one). */
    to: (address: string) => received.filter((r) => r.path.startsWith(pathOf(address))),
    /** The next `times` requests to `address` (or the start of it; every one when omitted) fail
     * as `failure` says. A later call for the same address comes after the earlier ones. */
    fail(address: string, failure: Failure, times = Number.POSITIVE_INFINITY) {
      rules.push({ prefix: pathOf(address), failure, left: times });
    },
    /** `address` (every address when omitted) answers as the real service again. */
    heal(address?: string) {
      for (const rule of rules)
        if (address === undefined || rule.prefix === pathOf(address)) rule.left = 0;
    },
    /** Resolves once `predicate()` holds, checked now and at each request; rejects after
     * `timeoutMs`. */
    async waitFor(predicate: () => boolean, timeoutMs = 10_000) {
      if (predicate()) return;
      await new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!predicate()) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`chat receivers: still waiting after ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
      });
    },
    /** Stops listening and closes every connection, hung ones included. */
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
      }),
  };
}
