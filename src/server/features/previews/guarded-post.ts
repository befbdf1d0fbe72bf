// The one POST to a user-given address: checked at connect time, no redirect, capped.
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { guardedLookup, mayConnect, RefusedAddressError } from "./address-guard";
import type { ChatFailure } from "../../../shared/core/chat";
import { outboundAddressAllowed } from "./outbound-address";

export type OutboundRequest = {
  method: "POST" | "PUT";
  url: string;
  headers: Record<string, string>;
  body: string;
};

/** The answer: status (null: none), body start, duration, failure code and words. */
export type OutboundResult = {
  ok: boolean;
  status: number | null;
  durationMs: number;
  answer: string;
  error: string | null;
  failure: ChatFailure | null;
};

export type GuardOptions = { testLoopbackPort?: number; timeoutMs?: number; maxBytes?: number };

const TIMEOUT_MS = 5000;
const MAX_BYTES = 16 * 1024;
/** What is kept of the answer (the test message shows it). */
const ANSWER_CHARS = 500;

export async function guardedPost(
  request: OutboundRequest,
  options: GuardOptions = {},
): Promise<OutboundResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const unsent = (failure: ChatFailure, error: string): OutboundResult => ({
    ok: false,
    status: null,
    durationMs: elapsed(),
    answer: "",
    error,
    failure,
  });
  const allowLoopbackPort = options.testLoopbackPort;
  if (!outboundAddressAllowed(request.url, allowLoopbackPort))
    return unsent("refused", "refused: address not allowed");
  const url = new URL(request.url);
  const port = Number(url.port) || (url.protocol === "https:" ? 443 : 80);
  // Node connects to an IP literal without calling `lookup`, so it is checked here.
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (net.isIP(host) !== 0 && !mayConnect(host, port, allowLoopbackPort))
    return unsent("refused", "refused: private address");
  const maxBytes = options.maxBytes ?? MAX_BYTES;

  let outgoing: http.ClientRequest;
  try {
    outgoing = (url.protocol === "https:" ? https : http).request(url, {
      method: request.method,
      // A fresh connection each time: a pooled socket would skip the guarded lookup.
      agent: false,
      lookup: guardedLookup(port, allowLoopbackPort),
      headers: {
        ...request.headers,
        "content-length": String(Buffer.byteLength(request.body)),
        "accept-encoding": "identity",
      },
    });
  } catch (error) {
    // Node refused the request (e.g. ERR_INVALID_CHAR): a failed try, code only.
    return unsent("notSent", `not sent (${codeOf(error)})`);
  }

  return new Promise<OutboundResult>((resolve) => {
    let settled = false;
    const chunks: Buffer[] = [];
    let read = 0;
    let status: number | null = null;
    // The whole request handed to the connection: from then on the chat may have taken it.
    let sent = false;
    const settle = (failure: ChatFailure | null, error: string | null = null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const answer = Buffer.concat(chunks).toString("utf8").slice(0, ANSWER_CHARS);
      resolve({ ok: failure === null, status, durationMs: elapsed(), answer, error, failure });
      outgoing.destroy();
    };
    const timer = setTimeout(() => settle("timeout", "timeout"), options.timeoutMs ?? TIMEOUT_MS);
    outgoing.on("finish", () => (sent = true));
    outgoing.on("response", (response) => {
      status = response.statusCode ?? null;
      const verdict = () =>
        status !== null && status >= 200 && status <= 299
          ? settle(null)
          : status !== null && status >= 300 && status <= 399
            ? settle("redirect", `redirect not followed (HTTP ${status})`)
            : settle("status", `HTTP ${status}`);
      response.on("data", (chunk: Buffer) => {
        if (read < maxBytes) chunks.push(chunk.subarray(0, maxBytes - read));
        read += chunk.length;
        // Enough read: what the status says is all that counts.
        if (read >= maxBytes) verdict();
      });
      response.on("end", verdict);
      response.on("close", verdict);
      response.on("error", verdict);
    });
    outgoing.on("error", (error) => {
      if (error instanceof RefusedAddressError) settle("refused", "refused: private address");
      // Gone after sending: it may have been taken, so "no answer", not "unreachable".
      else if (sent) settle("noAnswer", `no answer (${codeOf(error)})`);
      else settle("unreachable", `unreachable (${codeOf(error)})`);
    });
    outgoing.end(request.body);
  });
}

const codeOf = (error: unknown) =>
  (error as NodeJS.ErrnoException)?.code ?? (error as Error)?.name ?? "error";
