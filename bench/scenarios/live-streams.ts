// Live-stream subscribers for the fan-out scenario: each holds GET /api/events/:id/live open on
// its own socket and notes when each vote's message arrives (by link and counts, which are
// unique in the scenario's plan).
import http from "node:http";
import { liveMessageParser } from "../../tests/support/sse";

export type Subscriber = {
  /** Message key → performance.now() at arrival. */
  arrivals: Map<string, number>;
  close: () => void;
};

type VoteMessage = { type: string; linkId: string; up: number; down: number };

export const voteKey = (m: { linkId: string; up: number; down: number }) =>
  `${m.linkId}:${m.up}:${m.down}`;

/** Opens one stream; resolves once its "ready" message has arrived. */
export function subscribe(url: string, headers: Record<string, string>): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const arrivals = new Map<string, number>();
    const request = http.get(url, {
      headers: { ...headers, accept: "text/event-stream" },
      agent: false,
    });
    request.on("error", reject);
    request.on("response", (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`live stream answered ${response.statusCode}`));
        response.resume();
        return;
      }
      response.setEncoding("utf8");
      let ready = false;
      let now = 0;
      const feed = liveMessageParser<VoteMessage>((message) => {
        if (message.type === "ready" && !ready) {
          ready = true;
          resolve({ arrivals, close: () => request.destroy() });
        } else if (message.type === "votes.changed") {
          arrivals.set(voteKey(message), now);
        }
      });
      response.on("data", (chunk: string) => {
        // Every message in this chunk arrived now.
        now = performance.now();
        feed(chunk);
      });
      response.on("error", () => {});
    });
  });
}
