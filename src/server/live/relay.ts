// Live messages between instances via LISTEN/NOTIFY; on reconnect every stream refetches.
import { randomUUID } from "node:crypto";
import pg from "pg";
import type { PublishedMessage } from "../../shared/live";
import { CONNECT_TIMEOUT_MS } from "../db/connection";
import { errorFacts } from "../kernel/error-facts";
import type { Logger } from "../kernel/request-log";
import type { LiveHub } from "../kernel/live-hub";

export const LIVE_CHANNEL = "huddle_live";
/** NOTIFY payloads must stay under 8,000 bytes; a larger message becomes "refetch". */
const MAX_PAYLOAD = 7900;

/** One NOTIFY: this instance's messages of one turn (as many as fit), in order. */
type Envelope = { from: string; messages: Array<{ eventId: string; message: PublishedMessage }> };

/** Waits between attempts to listen again: quick at first, then once a second at most. */
const retryDelay = (attempt: number) => Math.min(250 * 2 ** attempt, 1000);

export async function startRelay(options: {
  databaseUrl: string;
  pool: pg.Pool;
  live: LiveHub;
  log?: Logger;
}) {
  const { live, pool, log } = options;
  const instance = randomUUID();
  /** The connection we listen on; undefined while it is being replaced. */
  let current: pg.Client | undefined;
  let stopped = false;

  // PostgreSQL echoes our own NOTIFYs back; this prefix lets us skip them unparsed.
  const head = `{"from":${JSON.stringify(instance)},"messages":[`;

  const onNotification = (note: pg.Notification) => {
    if (note.channel !== LIVE_CHANNEL || !note.payload || note.payload.startsWith(head)) return;
    try {
      const envelope = JSON.parse(note.payload) as Envelope;
      if (envelope.from === instance || !Array.isArray(envelope.messages)) return;
      for (const { eventId, message } of envelope.messages) live.deliver(eventId, message);
    } catch {
      // not ours
    }
  };

  // Discarded clients keep an 'error' listener: an unlistened one would kill the process.
  const discard = (client: pg.Client) => {
    client.removeAllListeners();
    client.on("error", () => {});
    return client.end().catch(() => {});
  };

  const listen = async () => {
    const next = new pg.Client({
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    next.on("notification", onNotification);
    next.on("error", () => lost(next));
    next.on("end", () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${LIVE_CHANNEL}`);
    } catch (error) {
      discard(next);
      throw error;
    }
    if (stopped) return discard(next);
    current = next;
  };

  // Only the connection in use counts: one that failed while connecting was already thrown away.
  const lost = (client: pg.Client) => {
    if (client !== current || stopped) return;
    current = undefined;
    discard(client);
    log?.({ level: "error", msg: "live relay lost its connection; listening again" });
    void relisten();
  };

  const relisten = async () => {
    for (let attempt = 0; !stopped; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, retryDelay(attempt)));
      if (stopped) return;
      try {
        await listen();
      } catch {
        continue;
      }
      if (stopped) return;
      // Messages published meanwhile never reached us: every open page refetches.
      live.broadcast({ type: "refetch" });
      log?.({ level: "info", msg: "live relay reconnected" });
      return;
    }
  };

  await listen();

  // As few NOTIFY payloads as fit per turn: one per vote would cost a round trip each.
  let pending: Array<{ text: string; bytes: number }> = [];
  const flush = () => {
    const items = pending;
    pending = [];
    const payloads: string[] = [];
    let batch: string[] = [];
    let size = head.length + 2;
    for (const item of items) {
      if (batch.length > 0 && size + item.bytes + 1 > MAX_PAYLOAD) {
        payloads.push(`${head}${batch.join(",")}]}`);
        batch = [];
        size = head.length + 2;
      }
      batch.push(item.text);
      size += item.bytes + 1;
    }
    payloads.push(`${head}${batch.join(",")}]}`);
    const calls = payloads.map((_, i) => `pg_notify($1, $${i + 2})`).join(", ");
    pool.query(`select ${calls}`, [LIVE_CHANNEL, ...payloads]).catch((error: Error) => {
      // By name and code: the error's message may quote the payload, members' text.
      log?.({ level: "error", msg: "live relay notify failed", ...errorFacts(error) });
    });
  };

  live.setTransport((eventId, message) => {
    live.deliver(eventId, message);
    let text = JSON.stringify({ eventId, message });
    let bytes = Buffer.byteLength(text);
    // A message too large for a NOTIFY tells the other instances' pages to fetch again.
    if (bytes > MAX_PAYLOAD - head.length - 2) {
      text = JSON.stringify({ eventId, message: { type: "refetch" } });
      bytes = Buffer.byteLength(text);
    }
    if (pending.length === 0) setImmediate(flush);
    pending.push({ text, bytes });
  });

  return {
    stop: async () => {
      stopped = true;
      const client = current;
      current = undefined;
      if (client) await discard(client);
    },
  };
}
