// Reads an event's live stream (server-sent events) as a person's open page would, keeping every
// message with the time it came.
import type { Person } from "./person";

export type Received = { type: string; at: number; [field: string]: unknown };

export async function openLiveStream(person: Person, eventId: string) {
  const controller = new AbortController();
  const response = await fetch(`${person.base}/api/events/${eventId}/live`, {
    headers: { cookie: person.cookieHeader, accept: "text/event-stream" },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) {
    throw new Error(`live stream: ${response.status} ${await response.text()}`);
  }
  const messages: Received[] = [];
  let ended = false;
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
          const data = buffer
            .slice(0, end)
            .split("\n")
            .filter((line) => line.startsWith("data:"))
            .map((line) => line.slice(5).trim())
            .join("\n");
          buffer = buffer.slice(end + 2);
          if (data) messages.push({ ...(JSON.parse(data) as { type: string }), at: Date.now() });
        }
      }
    } catch {
      // closed by us
    }
    ended = true;
  })();

  return {
    messages,
    get ended() {
      return ended;
    },
    /** The first message since `since` (ms) that matches, or undefined after `timeoutMs`. */
    waitFor: async (match: (m: Received) => boolean, since: number, timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((m) => m.at >= since && match(m));
        if (found || ended || Date.now() > deadline) return found;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => controller.abort(),
  };
}
