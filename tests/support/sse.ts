// Reading an event's live stream (server-sent events) as a member's open page would, for the API
// tests and the resilience run (the benchmark reads its own way: bench/scenarios/live-streams.ts).
// The stream format itself is parsed by eventsource-parser, the same parser the web app uses.
import { EventSourceParserStream } from "eventsource-parser/stream";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test data, asserted field by field
type Received = { type: string; at: number; [field: string]: any };

/** Someone who can open a stream: a server's base URL and their cookies as one header. */
export type Viewer = { base: string; cookieHeader: string };

/** Opens GET /api/events/:id/live with the viewer's cookies and keeps every message with the time
 * (Date.now()) it came. A refused stream is kept open-ended: its status is in `status`. */
export async function openLiveStream(viewer: Viewer, eventId: string) {
  const controller = new AbortController();
  const response = await fetch(`${viewer.base}/api/events/${eventId}/live`, {
    headers: { cookie: viewer.cookieHeader, accept: "text/event-stream" },
    signal: controller.signal,
  });
  const messages: Received[] = [];
  const waiters = new Set<() => void>();
  const wakeAll = () => {
    for (const wake of waiters) wake();
  };
  let ended = !response.ok || !response.body;
  if (!ended) {
    void (async () => {
      const events = response
        .body!.pipeThrough(new TextDecoderStream())
        .pipeThrough(new EventSourceParserStream())
        .getReader();
      try {
        for (;;) {
          const { value, done } = await events.read();
          if (done) break;
          if (value.data) messages.push({ ...JSON.parse(value.data), at: Date.now() });
          wakeAll();
        }
      } catch {
        // closed by us
      }
      ended = true;
      wakeAll();
    })();
  }

  /** The first message that came at or after `since` (ms) and matches; undefined once the stream
   * has ended or `timeoutMs` has passed without one. */
  const next = async (match: (m: Received) => boolean, since = 0, timeoutMs = 3000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find((m) => m.at >= since && match(m));
      const left = deadline - Date.now();
      if (found || ended || left <= 0) return found;
      await new Promise<void>((resolve) => {
        const wake = () => (waiters.delete(wake), resolve());
        waiters.add(wake);
        setTimeout(wake, Math.min(left, 100));
      });
    }
  };

  return {
    status: response.status,
    headers: response.headers,
    messages,
    next,
    get ended() {
      return ended;
    },
    close: () => controller.abort(),
  };
}

export type LiveReader = Awaited<ReturnType<typeof openLive>>;

/** openLiveStream for the API tests: `waitFor` throws, naming what did come, when no message
 * matches. */
export async function openLive(viewer: Viewer, eventId: string) {
  const stream = await openLiveStream(viewer, eventId);
  const waitFor = async (match: (m: Received) => boolean, timeoutMs = 3000) => {
    const found = await stream.next(match, 0, timeoutMs);
    if (found) return found;
    const got = JSON.stringify(stream.messages.map((m) => m.type));
    throw new Error(
      stream.ended
        ? `stream ended without the message; got ${got}`
        : `no such message within ${timeoutMs} ms; got ${got}`,
    );
  };
  return Object.assign(stream, { waitFor });
}
