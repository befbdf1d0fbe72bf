// What closing and reopening an event answer.
import { z } from "zod";
import { uuid, time, version } from "../common/answer-fields";
import { eventStatus } from "../events/answers";

/** POST /api/events/:id/close and /reopen: the event's state after. */
export const eventClosure = z.strictObject({
  status: eventStatus,
  /** The winner recorded on closing; null when open, or when nothing was shortlisted. */
  winnerLinkId: uuid.nullable(),
  closedAt: time.nullable(),
  /** Reopening clears the deadline. */
  deadline: time.nullable(),
  version,
});
export type EventClosure = z.infer<typeof eventClosure>;
