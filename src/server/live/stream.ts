// SSE bytes made once per message and audience; one socket write per turn.
import type { ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Context } from "hono";

const encoder = new TextEncoder();
const HEARTBEAT = encoder.encode(": heartbeat\n\n");
const CRLF = Buffer.from("\r\n");
/** Bytes as one chunk of a chunked HTTP body, written as one buffer. */
const chunkOf = (bytes: Uint8Array) =>
  Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`, "latin1"), bytes, CRLF]);
/** Unsent bytes allowed before closing, so a non-reading client cannot pin memory. */
export const MAX_UNSENT_BYTES = 1024 * 1024;
/** A comment this often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/** One message as an SSE event: one `data:` line (JSON has no breaks), its version as `id:`. */
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

/** text/event-stream written by `start` (subscribed synchronously); proxies must not buffer. */
export function openStream(c: Context, start: (stream: LiveStream) => void): Response {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  // The Node response under @hono/node-server (absent under app.request).
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  // The first write picks the path, so nothing overtakes; each turn is one buffered chunk.
  // That cut CPU per vote to 2,000 streams by a third (bench/METHOD.md).
  let socket: Socket | null | undefined;
  let ended = false;
  const listeners: Array<() => void> = [];
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    for (const listener of listeners) listener();
  };
  // One chunk per turn: one socket write per NOTIFY payload, not per message.
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
      // Checked first, so a large message always reaches a client that keeps up.
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
