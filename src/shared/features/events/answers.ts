// What the event routes answer: an event, the event page and the dashboard.
import { z } from "zod";
import { id, uuid, time, count, version } from "../common/answer-fields";
import { link } from "../links/answers";
import { member } from "../members/answers";
import {
  DOTS_MAX,
  DOTS_MIN,
  resultsShownValues,
  voteMethods,
  votesShownValues,
} from "../../core/voting";

export const eventStatus = z.enum(["active", "completed"]);
export type EventStatus = z.infer<typeof eventStatus>;

export const eventSummary = z.strictObject({
  id: uuid,
  title: z.string(),
  description: z.string(),
  invitationCode: z.string(),
  status: eventStatus,
  creatorId: id,
  isCreator: z.boolean(),
  memberCount: count,
  linkCount: count,
  /** The winner recorded when the event was closed. */
  winnerLinkId: uuid.nullable(),
  createdAt: time,
  closedAt: time.nullable(),
  /** When voting closes by itself (the event closes as if its creator had closed it). */
  deadline: time.nullable(),
  version,
  // How the event votes (shared/core/voting.ts, decision 210).
  resultsShown: z.enum(resultsShownValues),
  votesShown: z.enum(votesShownValues),
  method: z.enum(voteMethods),
  /** Dots each member has, in a dots event (kept, unused, for the other methods). */
  dots: z.number().int().min(DOTS_MIN).max(DOTS_MAX),
  /** The group it is a round of (decision 226), and its number there; null for a standalone
   * event. */
  groupId: uuid.nullable(),
  roundNumber: z.number().int().positive().nullable(),
});
export type EventSummary = z.infer<typeof eventSummary>;

/** GET /api/events/:id: the whole event page in one response. */
export const eventPage = z.strictObject({
  event: eventSummary,
  members: z.array(member),
  /** Newest first (created_at desc, id desc). */
  links: z.array(link),
  /** Whether this viewer may see counts, scores, the winner and open votes now. */
  seesResults: z.boolean(),
});
export type EventPage = z.infer<typeof eventPage>;

/** GET /api/events: my events, newest first. */
export const dashboard = z.array(eventSummary);
