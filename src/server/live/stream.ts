// A live stream's body (decision 214): server-sent events written as bytes made once per
// message and audience (hub.ts, SharedFrames). Through Hono's streamSSE each message to each
// stream went through a TransformStream, an async callback resolver, a line split and an encode,
// then a second stream for the server to read; with one JSON.stringify per stream, the servers
// spent about 50 µs of CPU per message sent, and 2,000 streams a tenth of a second a vote. Here
// the response's headers go out through Hono as any answer's, and then each turn's bytes go
// straight to the connection's socket as one chunk of the chunked body: one write per stream per
// turn, about 16 µs per message on the bench, most of it the kernel's.
import type { ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Context } from "hono";

const encoder = new TextEncoder();
const HEARTBEAT = encoder.encode(": heartbeat\n\n");
const CRLF = Buffer.from("\r\n");
/** Bytes as one chunk of a chunked HTTP body, written as one buffer. */
const chunkOf = (bytes: Uint8Array) =>
  Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`, "latin1"), bytes, CRLF]);
/** What a stream may hold unsent in the server, beyond what the kernel's socket buffers already
 * hold, before it is closed at its next message: a client that stops reading (a stalled network,
 * or one that opens streams and never reads them) would otherwise make the server keep every
 * message sent to it. A page behind by this much reconnects and reads itself again, which costs
 * less than catching up. */
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
  // Where bytes go, decided at the first write (before it nothing was queued in the web stream,
  // so only one of the two ever carries bytes and nothing can overtake): once the headers are
  // out, the connection's socket, each turn's bytes framed as one chunk of the chunked body
  // (`end()` still writes the last chunk after them, on the same socket). ServerResponse.write
  // would cork the socket, queue the length, the bytes and two line ends as four buffers and
  // uncork on the next tick; the web stream adds a promise and a read per chunk. Written as one
  // buffer, the two servers' CPU per vote to 2,000 streams went from 41 to 51 ms to 31 to 33 ms
  // and the last delivery's p99 from 178 to 220 ms to 77 to 112 ms (bench/METHOD.md). Without a
  // Node server, or before the headers are out, the web stream carries everything.
  let socket: Socket | null | undefined;
  let ended = false;
  const listeners: Array<() => void> = [];
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    for (const listener of listeners) listener();
  };
  // What one turn of the event loop wrote, sent as one chunk after it: the messages of one NOTIFY
  // payload (several votes under load, decision 214) cost one write to the socket, not one each.
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
      // Checked before writing, so one large message (a closing's results) always goes out to a
      // client that keeps up. Closing the socket ends the stream as a client going away does
      // (`cancel` below).
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
