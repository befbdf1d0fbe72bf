// The group stream says only "changed, at this version"; room `group:<id>`, relayed.
import { sql } from "drizzle-orm";
import { streamSSE } from "hono/streaming";
import { groupLiveMessage, readyMessage, type GroupLiveMessage } from "../../../shared/live";
import { z } from "zod";
import type { FeatureDeps } from "../../kernel/deps";
import { selectRows } from "../../db/connection";
import { endpoint, featureRoutes } from "../../http/endpoint";
import { AppError } from "../../kernel/errors";
import { groupRoom } from "../../kernel/live-hub";
import { MAX_STREAMS_PER_USER } from "../../live/routes";
import { TAGS } from "../../http/operation";
import { groupNotFound } from "../../kernel/group-access";
import { versionRow } from "../../db/rows";

const HEARTBEAT_MS = 25_000;

export const liveGroup = endpoint({
  method: "get",
  path: "/api/groups/:groupId/live",
  summary: "Live updates of the group page (server-sent events)",
  description:
    "First `ready` with the group's version, then `group.changed` with the version after each " +
    "change: read the page again.",
  tag: TAGS.groups,
  guard: "groupMember",
  answers: {
    200: {
      description: "A stream of messages",
      type: "text/event-stream",
      schema: z.union([readyMessage, groupLiveMessage]),
    },
  },
  errors: ["groupNotFound", "tooManyStreams"],
});

export function groupLiveRoutes({ database: { db }, live }: FeatureDeps) {
  return featureRoutes().openapi(liveGroup, async (c) => {
    const { groupId } = c.req.valid("param");
    const userId = c.var.user.id;
    const readVersion = async () => {
      const [row] = await selectRows(
        db,
        versionRow,
        sql`select g.version from groups g
              join group_members gm on gm.group_id = g.id and gm.user_id = ${userId}
             where g.id = ${groupId}`,
      );
      return row ? Number(row.version) : undefined;
    };
    if ((await readVersion()) === undefined) throw groupNotFound();
    if (live.countFor(userId) >= MAX_STREAMS_PER_USER) throw new AppError("tooManyStreams");
    c.header("Cache-Control", "no-cache, no-transform");
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      let finish!: () => void;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      let pending = Promise.resolve();
      const send = (message: GroupLiveMessage | { type: "ready"; version: number }) => {
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
      // Subscribed before the version is read, so no message falls between the two.
      let version = 0;
      let waiting: GroupLiveMessage[] | null = [];
      const receive = (message: GroupLiveMessage) => {
        if (waiting) return void waiting.push(message);
        if (message.type === "group.changed") {
          if (message.version <= version) return;
          version = message.version;
        }
        send(message);
      };
      const unsubscribe = live.subscribe(groupRoom(groupId), {
        userId,
        receive: (message) => {
          if (message.type === "group.changed" || message.type === "refetch") receive(message);
        },
        close: () => void pending.then(finish),
      });
      const now = await readVersion().catch(() => undefined);
      if (now === undefined) {
        unsubscribe();
        return;
      }
      const heartbeat = setInterval(() => {
        if (!stream.closed) void stream.write(": heartbeat\n\n").catch(() => finish());
      }, HEARTBEAT_MS);
      stream.onAbort(() => finish());
      version = now;
      send({ type: "ready", version: now });
      const arrived = waiting;
      waiting = null;
      for (const message of arrived) receive(message);
      await finished;
      clearInterval(heartbeat);
      unsubscribe();
    });
  });
}
