// Live-stream subscribers for the fan-out scenario: each holds GET /api/events/:id/live open on
// its own socket and notes when each vote's message arrives (by link and counts, which are
// unique in the scenario's plan).
//
// The subscribers share one process with the votes' sender, and what the row times is the last
// of them to read a message: their own work is part of every delivery's time, so they do as
// little as a reader can. Through `http.get`, an SSE parser and JSON.parse, the 2,000 streams
// cost this process 61 ms of CPU per vote, more than the two servers' 47 ms together
// (2026-11-28): the client's speed was being measured. So each stream is a bare socket with the
// request written by hand; its bytes are read into one buffer all of them share (`onread`, no
// Readable stream and no allocation per read: 40 to 52 ms per vote down to 35 to 36), as latin1
// text (one character a byte, no decoding); and the two messages it waits for are found by their
// text: the server writes each message as one `data:` line of compact JSON with its keys in a
// fixed order (kernel/live-hub.ts), each turn's messages as one chunk of the chunked answer, so a
// chunk's size line never falls inside a message. The format is checked where it is made: the
// live tests parse it properly, and read the chunks on the wire.
import net from "node:net";

export type Subscriber = {
  /** Message key → performance.now() at arrival. */
  arrivals: Map<string, number>;
  close: () => void;
};

export const voteKey = (m: { linkId: string; up: number; down: number }) =>
  `${m.linkId}:${m.up}:${m.down}`;

const READY = '"type":"ready"';
const VOTES =
  /"type":"votes\.changed","version":\d+,"linkId":"([0-9a-f-]{36})","up":(\d+),"down":(\d+)/g;

/** Where every subscriber's socket reads into (`onread`): each read is handled before the next
 * one, so one buffer serves all of them, and no read allocates one of its own or goes through a
 * Readable stream and its "data" event (about a third of this process's CPU per read). */
const READ_BUFFER = Buffer.alloc(64 * 1024);

/** Opens one stream; resolves once its "ready" message has arrived. */
export function subscribe(url: string, headers: Record<string, string>): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const arrivals = new Map<string, number>();
    const { hostname, port, pathname } = new URL(url);
    const socket = net.connect({
      host: hostname,
      port: Number(port),
      onread: {
        buffer: READ_BUFFER,
        // Returning false would pause the socket.
        callback: (length) => {
          received(READ_BUFFER.toString("latin1", 0, length));
          return true;
        },
      },
    });
    const lines = Object.entries({
      ...headers,
      accept: "text/event-stream",
      host: `${hostname}:${port}`,
    })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.on("connect", () => socket.write(`GET ${pathname} HTTP/1.1\r\n${lines}\r\n`));
    socket.on("error", reject);
    let status: string | undefined;
    let ready = false;
    // What came after the last whole message (a message can be split between reads).
    let rest = "";
    const received = (chunk: string) => {
      // Every message in this chunk arrived now.
      const now = performance.now();
      let text = rest + chunk;
      if (status === undefined) {
        const head = text.indexOf("\r\n\r\n");
        if (head === -1) {
          rest = text;
          return;
        }
        status = text.slice(9, 12);
        if (status !== "200") {
          reject(new Error(`live stream answered ${status}`));
          socket.destroy();
          return;
        }
        text = text.slice(head + 4);
      }
      const end = text.lastIndexOf("\n\n");
      if (end === -1) {
        rest = text;
        return;
      }
      rest = text.slice(end + 2);
      const whole = end + 2 === text.length ? text : text.slice(0, end + 2);
      if (!ready && whole.includes(READY)) {
        ready = true;
        resolve({ arrivals, close: () => socket.destroy() });
      }
      for (const [, linkId, up, down] of whole.matchAll(VOTES)) {
        arrivals.set(voteKey({ linkId: linkId!, up: Number(up), down: Number(down) }), now);
      }
    };
  });
}
