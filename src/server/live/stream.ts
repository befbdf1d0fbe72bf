// A live stream's body: bytes made once per message and audience, written straight to the socket
// as one chunk per turn (about 16 µs per message), bypassing Hono's streamSSE (about 50 µs).
import type { ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Context } from "hono";

const encoder = new TextEncoder();
const HEARTBEAT = encoder.encode(": heartbeat\n\n");
const CRLF = Buffer.from("\r\n");
/** Bytes as one chunk of a chunked HTTP body, written as one buffer. */
const chunkOf = (bytes: Uint8Array) =>
  Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`, "latin1"), bytes, CRLF]);
// Unsent bytes a stream may hold beyond the kernel's buffers before it is closed: a client that
// stops reading would otherwise make the server keep everything; reconnecting costs less than catching up.
export const MAX_UNSENT_BYTES = 1024 * 1024;
/** A comment this often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/** One message as an SSE event: its JSON on one `data:` line (JSON.stringify writes no line
 * breaks) and, when it has one, its version as the `id:`. */
export function frameOf(message: object): Uint8Array {
  const id = "version" in message ? `\nid: ${String(message.version)}` : "";
  return encoder.encode(`data: ${JSON.stringify(message)}${id}\n\n`);
}

/** The first message: the member's version now, with the reconnection delay and no `id:`. */
export const readyFrame = (version: number) =>
  encoder.encode(`data: ${JSON.stringify({ type: "ready", version })}\nretry: 1000\n\n`);

export type LiveStream = {
  /** Queues bytes to send, after the current turn; nothing once the stream has ended. */
  write: (bytes: Uint8Array) => void;
  /** Ends the stream after what was written before (the message that ends it still arrives). */
  close: () => void;
  /** Runs once when the stream ends, by `close` or because the client went away. */
  onEnd: (listener: () => void) => void;
};

/** A text/event-stream answer whose body `start` writes (synchronously subscribed there, so no
 * message is missed). Proxies must neither buffer nor transform it. */
export function openStream(c: Context, start: (stream: LiveStream) => void): Response {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  // Under @hono/node-server, the Node response that Hono's answer is piped into (absent when
  // the app is called without a server, as app.request does).
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  // Where bytes go is decided at the first write, so only one path ever carries bytes and nothing
  // overtakes: after the headers, the socket directly, each turn one chunk, as one buffer (ServerResponse.write
  // corks four buffers): CPU per vote to 2,000 streams fell by a third (bench/METHOD.md).
  let socket: Socket | null | undefined;
  let ended = false;
  const listeners: Array<() => void> = [];
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    for (const listener of listeners) listener();
  };
  // One turn's writes, sent as one chunk after it: one socket write per NOTIFY payload, not per message.
  let queued: Uint8Array[] = [];
  const flush = () => {
    if (queued.length === 0 || ended) return;
    const bytes = queued.length === 1 ? queued[0]! : Buffer.concat(queued);
    queued = [];
    if (socket === undefined) {
      socket = outgoing?.headersSent && outgoing.chunkedEncoding ? outgoing.socket : null;
    }
    if (!socket) controller.enqueue(bytes);
    else if (!outgoing!.writableEnded && !socket.destroyed) {
      // Checked before writing, so one large message (a closing's results) always reaches a client that keeps up.
      if (socket.writableLength > MAX_UNSENT_BYTES) socket.destroy();
      else socket.write(chunkOf(bytes));
    }
  };
  const stream: LiveStream = {
    write: (bytes) => {
      if (ended) return;
      queued.push(bytes);
      if (queued.length === 1) queueMicrotask(flush);
    },
    close: () => {
      if (ended) return;
      flush();
      end();
      controller.close();
    },
    onEnd: (listener) => {
      if (ended) listener();
      else listeners.push(listener);
    },
  };
  const body = new ReadableStream<Uint8Array>({
    start: (given) => void (controller = given),
    // The client went away (the server cancels the body it was reading).
    cancel: end,
  });
  const heartbeat = setInterval(() => stream.write(HEARTBEAT), HEARTBEAT_MS);
  start(stream);
  return c.body(body, 200, {
    "Content-Type": "text/event-stream",
    "Cache-Control": "no-cache, no-transform",
    Connection: "keep-alive",
    "Transfer-Encoding": "chunked",
    "X-Accel-Buffering": "no",
  });
}
