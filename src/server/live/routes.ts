// GET /api/events/:id/live: server-sent events for the members of one event. Each message's
// `id:` is the event version it brings, so a reconnecting EventSource sends Last-Event-ID; the
// first message, "ready", says the version now, so a client can tell whether it missed anything.
import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { LiveMessage, PublishedMessage } from "../../shared/live";
import type { AppEnv } from "../app-env";
import type { FeatureDeps } from "../features/deps";
import { events } from "../db/schema";
import { AppError } from "../http/errors";
import { eventIdParam, eventNotFound, isMember, votedIn } from "../features/events/access";
import { present, type StreamViewer } from "./hub";

const HEARTBEAT_MS = 25_000;
/** Open streams one user may hold on one instance: a tab each, with room to spare. */
export const MAX_STREAMS_PER_USER = 20;

export function liveRoutes({ database: { db }, live, sessionCheck: { requireUser } }: FeatureDeps) {
  const routes = new Hono<AppEnv>();
  routes.get("/events/:id/live", requireUser, async (c) => {
    const eventId = eventIdParam(c);
    const userId = c.var.user.id;
    // The version now and whether the member has voted: the stream presents each later message
    // by it (hub.ts). Membership is in the query's WHERE, so `votedIn` is never null here.
    const readState = async () => {
      const [row] = await db
        .select({
          version: events.version,
          hasVoted: sql<boolean>`${votedIn(events.id, userId)}`,
        })
        .from(events)
        .where(and(eq(events.id, eventId), isMember(events.id, userId)));
      return row;
    };
    if (!(await readState())) throw eventNotFound();
    if (live.countFor(userId) >= MAX_STREAMS_PER_USER) {
      throw new AppError(
        "rate_limited",
        "Too many open live connections. Close a few tabs and try again.",
      );
    }
    // Proxies must not buffer or transform the stream.
    c.header("Cache-Control", "no-cache, no-transform");
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      let finish!: () => void;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      // Writes go one after another, and a close waits for them, so the message that ends a
      // stream (member removed, event deleted) still reaches it.
      let pending = Promise.resolve();
      const send = (message: LiveMessage | { type: "ready"; version: number }) => {
        pending = pending
          .then(() => {
            if (stream.closed || stream.aborted) return;
            return stream.writeSSE({
              data: JSON.stringify(message),
              id: "version" in message ? String(message.version) : undefined,
            });
          })
          .catch(() => finish());
      };
      // Subscribed before the state is read, so no message falls between the two: what arrives
      // meanwhile waits, and then only what is newer than the state read is sent.
      const viewer: StreamViewer = { userId, hasVoted: false };
      let waiting: PublishedMessage[] | null = [];
      const receive = (message: PublishedMessage) => {
        if (waiting) waiting.push(message);
        else for (const shown of present(message, viewer)) send(shown);
      };
      const unsubscribe = live.subscribe(eventId, {
        userId,
        receive,
        close: () => void pending.then(finish),
      });
      const state = await readState().catch(() => undefined);
      if (!state) {
        unsubscribe();
        return;
      }
      viewer.hasVoted = state.hasVoted;
      const heartbeat = setInterval(() => {
        if (!stream.closed) void stream.write(": heartbeat\n\n").catch(() => finish());
      }, HEARTBEAT_MS);
      stream.onAbort(() => finish());
      pending = stream
        .writeSSE({ retry: 1000, data: JSON.stringify({ type: "ready", version: state.version }) })
        .catch(() => finish());
      const arrived = waiting;
      waiting = null;
      for (const message of arrived) {
        if (!("version" in message) || message.version > state.version) receive(message);
      }
      await finished;
      clearInterval(heartbeat);
      unsubscribe();
    });
  });
  return routes;
}
