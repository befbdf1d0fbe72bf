// Carries live messages between instances on one PostgreSQL: every instance LISTENs on one
// channel; a message published here is delivered to this instance's streams at once and sent
// with NOTIFY to the others. If the listening connection drops (the database went away), it
// listens again, trying every second at most, and then tells every open stream to refetch (it
// may have missed messages meanwhile).
import { randomUUID } from "node:crypto";
import pg from "pg";
import type { LiveMessage } from "../../shared/live";
import { CONNECT_TIMEOUT_MS } from "../db/connection";
import type { Logger } from "../http/request-log";
import type { LiveHub } from "./hub";

export const LIVE_CHANNEL = "huddle_live";
/** NOTIFY payloads must stay under 8,000 bytes; a larger message becomes "refetch". */
const MAX_PAYLOAD = 7900;

type Envelope = { from: string; eventId: string; message: LiveMessage };

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

  const onNotification = (note: pg.Notification) => {
    if (note.channel !== LIVE_CHANNEL || !note.payload) return;
    try {
      const envelope = JSON.parse(note.payload) as Envelope;
      if (envelope.from !== instance) live.deliver(envelope.eventId, envelope.message);
    } catch {
      // not ours
    }
  };

  // A client we are done with still gets a listener for 'error': one emitted without a
  // listener would kill the process.
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

  // Only the connection in use counts: one that failed while connecting was already thrown
  // away (its connect rejected).
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
      // Messages published elsewhere meanwhile never reached us: every open page fetches its
      // event again.
      live.broadcast({ type: "refetch" });
      log?.({ level: "info", msg: "live relay reconnected" });
      return;
    }
  };

  await listen();

  live.setTransport((eventId, message) => {
    live.deliver(eventId, message);
    let payload = JSON.stringify({ from: instance, eventId, message } satisfies Envelope);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD) {
      payload = JSON.stringify({
        from: instance,
        eventId,
        message: { type: "refetch" },
      } satisfies Envelope);
    }
    pool.query("select pg_notify($1, $2)", [LIVE_CHANNEL, payload]).catch((error: Error) => {
      log?.({ level: "error", msg: "live relay notify failed", error: error.message });
    });
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
