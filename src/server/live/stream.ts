// A live stream's body (decision 214): server-sent events written as bytes made once per
// message and audience (hub.ts, SharedFrames), queued straight into the response's
// ReadableStream. Through Hono's streamSSE each message to each stream went through a
// TransformStream, an async callback resolver, a line split and an encode, then a second stream
// for the server to read; with one JSON.stringify per stream, the servers spent about 50 µs of
// CPU per message sent, and 2,000 streams a tenth of a second a vote. Here it is one enqueue per
// stream per turn, and the bench measures about 17 µs per message, most of it the socket write.
import type { Context } from "hono";

const encoder = new TextEncoder();
const HEARTBEAT = encoder.encode(": heartbeat\n\n");
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
    controller.enqueue(queued.length === 1 ? queued[0]! : Buffer.concat(queued));
    queued = [];
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
