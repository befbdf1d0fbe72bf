// SSE for an event's members; each `id:` is the member's page version.
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { liveMessage, readyMessage, type PublishedMessage } from "../../shared/live";
import type { FeatureDeps } from "../kernel/deps";
import { eventMembers, events } from "../db/schema";
import { endpoint, featureRoutes } from "../http/endpoint";
import { AppError } from "../kernel/errors";
import { TAGS } from "../http/operation";
import { eventNotFound, manages } from "../kernel/access";
import { seesResults } from "../../shared/core/voting";
import {
  isNewer,
  presentShared,
  viewerVersion,
  type SharedFrames,
  type StreamViewer,
} from "../kernel/live-hub";
import { frameOf, openStream, readyFrame } from "./stream";

/** Open streams one user may hold on one instance: a tab each, with room to spare. */
export const MAX_STREAMS_PER_USER = 20;

export const liveEvent = endpoint({
  method: "get",
  path: "/api/events/:id/live",
  summary: "Live updates of the event (server-sent events)",
  description:
    "Each message's data is one JSON object: first `ready` with your page's version, then one " +
    "message per change, its `id:` the version it brings (send Last-Event-ID to resume). While " +
    "the event's rules hide results from you, another member's vote reaches you only as " +
    "`member.voted`, when it was their first, and `refetch` asks you to read the page again when " +
    "what you may see changes.",
  tag: TAGS.events,
  guard: "member",
  answers: {
    200: {
      description: "A stream of messages",
      type: "text/event-stream",
      schema: z.union([readyMessage, liveMessage]),
    },
  },
  errors: ["eventNotFound", "tooManyStreams"],
});

export function liveRoutes({ database: { db }, live }: FeatureDeps) {
  return featureRoutes().openapi(liveEvent, async (c) => {
    const { id: eventId } = c.req.valid("param");
    const userId = c.var.user.id;
    // The member's version inputs and result visibility; membership in the WHERE.
    const readState = async (): Promise<StreamViewer | undefined> => {
      const [row] = await db
        .select({
          version: events.version,
          tally: events.tally,
          voteSeq: eventMembers.voteSeq,
          hasVoted: sql<boolean>`${eventMembers.votedAt} is not null`,
          isCreator: sql<boolean>`${manages(userId)}`,
          status: events.status,
          resultsShown: events.resultsShown,
        })
        .from(events)
        .innerJoin(
          eventMembers,
          and(eq(eventMembers.eventId, events.id), eq(eventMembers.userId, userId)),
        )
        .where(eq(events.id, eventId));
      if (!row) return undefined;
      const { status, resultsShown, ...counters } = row;
      return { userId, ...counters, sees: seesResults({ status, resultsShown }, row.hasVoted) };
    };
    if (!(await readState())) throw eventNotFound();
    if (live.countFor(userId) >= MAX_STREAMS_PER_USER) {
      throw new AppError("tooManyStreams");
    }
    return openStream(c, (stream) => {
      // Subscribed before reading, so nothing falls between; only newer is sent.
      const viewer: StreamViewer = {
        userId,
        isCreator: false,
        hasVoted: false,
        sees: false,
        version: 0,
        tally: 0,
        voteSeq: 0,
      };
      let waiting: PublishedMessage[] | null = [];
      const receive = (message: PublishedMessage, shared?: SharedFrames) => {
        if (waiting) return void waiting.push(message);
        for (const { message: shown, audience } of presentShared(message, viewer)) {
          // The bytes of a message the whole audience gets are made once per delivery.
          if (audience === undefined || !shared) {
            stream.write(frameOf(shown));
            continue;
          }
          let frame = shared.get(audience);
          if (!frame) shared.set(audience, (frame = frameOf(shown)));
          stream.write(frame);
        }
      };
      const unsubscribe = live.subscribe(eventId, { userId, receive, close: stream.close });
      stream.onEnd(unsubscribe);
      void readState()
        .catch(() => undefined)
        .then((state) => {
          if (!state) return stream.close();
          stream.write(readyFrame(viewerVersion(state)));
          const arrived = waiting!.filter((message) => isNewer(message, state));
          waiting = null;
          Object.assign(viewer, state);
          for (const message of arrived) receive(message);
        });
    });
  });
}
