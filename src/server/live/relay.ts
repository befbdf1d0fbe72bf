// Carries live messages between instances on one PostgreSQL: every instance LISTENs on one
// channel; a message published here is delivered to this instance's streams at once and sent
// with NOTIFY to the others. If the listening connection drops, it reconnects with backoff and
// every open stream is told to refetch (it may have missed messages meanwhile).
import { randomUUID } from "node:crypto";
import pg from "pg";
import type { LiveMessage } from "../../shared/live";
import type { Logger } from "../http/request-log";
import type { LiveHub } from "./hub";

export const LIVE_CHANNEL = "huddle_live";
/** NOTIFY payloads must stay under 8,000 bytes; a larger message becomes "refetch". */
const MAX_PAYLOAD = 7900;

type Envelope = { from: string; eventId: string; message: LiveMessage };

export async function startRelay(options: {
  databaseUrl: string;
  pool: pg.Pool;
  live: LiveHub;
  log?: Logger;
}) {
  const { live, pool, log } = options;
  const instance = randomUUID();
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;

  const onNotification = (note: pg.Notification) => {
    if (note.channel !== LIVE_CHANNEL || !note.payload) return;
    try {
      const envelope = JSON.parse(note.payload) as Envelope;
      if (envelope.from !== instance) live.deliver(envelope.eventId, envelope.message);
    } catch {
      // not ours
    }
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.databaseUrl });
    next.on("notification", onNotification);
    next.on("error", () => reconnect());
    next.on("end", () => reconnect());
    await next.connect();
    await next.query(`listen ${LIVE_CHANNEL}`);
    client = next;
    if (attempt > 0) live.broadcast({ type: "refetch" });
    attempt = 0;
  };

  let reconnecting = false;
  const reconnect = () => {
    if (stopped || reconnecting) return;
    reconnecting = true;
    const old = client;
    client = undefined;
    old?.removeAllListeners();
    old?.end().catch(() => {});
    const retry = () => {
      if (stopped) return;
      attempt++;
      connect()
        .then(() => {
          reconnecting = false;
          log?.({ level: "info", msg: "live relay reconnected" });
        })
        .catch(() => setTimeout(retry, Math.min(1000 * 2 ** Math.min(attempt, 4), 10_000)));
    };
    setTimeout(retry, 200);
  };

  await connect();

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
      const c = client;
      client = undefined;
      c?.removeAllListeners();
      await c?.end().catch(() => {});
    },
  };
}
