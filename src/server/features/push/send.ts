// One push (RFC 8030/8291/8292): web-push builds it, sent here behind the address guard.
import http from "node:http";
import https from "node:https";
import net from "node:net";
import webpush from "web-push";
import type { PushMessage } from "../../../shared/features/push/message";
import { guardedLookup, mayConnect, RefusedAddressError } from "../previews";
import type { VapidKeys } from "./vapid";

export type Device = { endpoint: string; p256dh: string; auth: string };

/** Taken (2xx), gone (404/410), refused by the guard (never retried), or failed (retried). */
export type SendOutcome =
  | { kind: "taken" }
  | { kind: "gone"; status: number }
  | { kind: "refused" }
  | { kind: "failed"; status?: number; error: string };

const TIMEOUT_MS = 10_000;
const ANSWER_BYTES = 4096;
/** A day: a push about a vote that a phone switched off for longer is old news. */
const TTL_SECONDS = 24 * 3600;

// Kept-alive: pushes go to a few services; pooled sockets passed the guarded lookup too.
const agents = {
  "http:": new http.Agent({ keepAlive: true, maxSockets: 32 }),
  "https:": new https.Agent({ keepAlive: true, maxSockets: 32 }),
};

export type Sender = ReturnType<typeof createSender>;

export function createSender(options: {
  keys: VapidKeys;
  subject: string;
  testLoopbackPort?: number;
}) {
  const vapidDetails = { subject: options.subject, ...options.keys };
  const allowLoopbackPort = options.testLoopbackPort;

  return async function send(device: Device, message: PushMessage): Promise<SendOutcome> {
    let url: URL;
    try {
      url = new URL(device.endpoint);
    } catch {
      return { kind: "refused" };
    }
    if (url.protocol !== "https:" && allowLoopbackPort === undefined) return { kind: "refused" };
    if (url.protocol !== "https:" && url.protocol !== "http:") return { kind: "refused" };
    const port = Number(url.port) || (url.protocol === "https:" ? 443 : 80);
    // Node connects to an IP literal without calling `lookup`, so it is checked here.
    const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
    if (net.isIP(host) !== 0 && !mayConnect(host, port, allowLoopbackPort))
      return { kind: "refused" };
    if (url.protocol === "http:" && port !== allowLoopbackPort) return { kind: "refused" };

    const details = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(message),
      {
        vapidDetails,
        TTL: TTL_SECONDS,
        contentEncoding: "aes128gcm",
        // Normal urgency, not high, so a sleeping phone on battery wakes when it suits it.
        urgency: "normal",
      },
    );
    return new Promise<SendOutcome>((resolve) => {
      let settled = false;
      const settle = (outcome: SendOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(outcome);
      };
      const request = (url.protocol === "https:" ? https : http).request(url, {
        method: "POST",
        agent: agents[url.protocol as "http:" | "https:"],
        lookup: guardedLookup(port, allowLoopbackPort),
        headers: details.headers as http.OutgoingHttpHeaders,
      });
      const timer = setTimeout(() => {
        settle({ kind: "failed", error: "timeout" });
        request.destroy();
      }, TIMEOUT_MS);
      request.on("response", (response) => {
        const status = response.statusCode ?? 0;
        // A push service's answer is a few words at most; read that much and no more.
        let read = 0;
        response.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > ANSWER_BYTES) response.destroy();
        });
        const done = () => {
          if (status >= 200 && status <= 299) settle({ kind: "taken" });
          else if (status === 404 || status === 410) settle({ kind: "gone", status });
          // A redirect is not followed: it would lead the POST somewhere the guard did not see.
          else settle({ kind: "failed", status, error: `status ${status}` });
        };
        response.on("end", done);
        response.on("close", done);
        response.on("error", done);
      });
      request.on("error", (error) => {
        if (error instanceof RefusedAddressError) settle({ kind: "refused" });
        else settle({ kind: "failed", error: (error as NodeJS.ErrnoException).code ?? error.name });
      });
      request.end(details.body);
    });
  };
}
