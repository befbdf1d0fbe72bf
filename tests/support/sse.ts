// A live-stream reader for API tests: opens GET /api/events/:id/live with a person's cookies and
// collects the messages as they come.
import type { TestClient } from "./test-app";

export type LiveReader = Awaited<ReturnType<typeof openLive>>;

export async function openLive(client: TestClient, eventId: string) {
  const controller = new AbortController();
  const response = await fetch(`${client.base}/api/events/${eventId}/live`, {
    headers: {
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      accept: "text/event-stream",
    },
    signal: controller.signal,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test data, asserted field by field
  const messages: Array<{ type: string; [field: string]: any }> = [];
  const waiters = new Set<() => void>();
  let ended = false;
  if (response.ok && response.body) {
    void (async () => {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf("\n\n")) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block
              .split("\n")
              .filter((l) => l.startsWith("data:"))
              .map((l) => l.slice(5).trim())
              .join("\n");
            if (data) messages.push(JSON.parse(data));
            for (const wake of waiters) wake();
          }
        }
      } catch {
        // aborted
      }
      ended = true;
      for (const wake of waiters) wake();
    })();
  }
  const waitFor = async (
    predicate: (m: (typeof messages)[number]) => boolean,
    timeoutMs = 3000,
  ) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find(predicate);
      if (found) return found;
      if (ended)
        throw new Error(
          `stream ended without the message; got ${JSON.stringify(messages.map((m) => m.type))}`,
        );
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `no such message within ${timeoutMs} ms; got ${JSON.stringify(messages.map((m) => m.type))}`,
        );
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
    waitFor,
    get ended() {
      return ended;
    },
    close: () => controller.abort(),
  };
}
