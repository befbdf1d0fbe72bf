// What a result is answered as: the public result, its link, and the event's download.
import { z } from "zod";
import { uuid, time, count } from "../common/answer-fields";
import { eventStatus } from "../events/answers";
import { voteMethods } from "../../core/voting";

/** GET, PUT and DELETE /api/events/:id/result-link (creator): the public result's address, or
 * null when it is off. */
export const resultLink = z.strictObject({ url: z.string().nullable() });
export type ResultLink = z.infer<typeof resultLink>;

/** A shortlisted link in a result: no names, no emails. */
export const rankedLink = z.strictObject({
  id: uuid,
  title: z.string(),
  url: z.string(),
  score: z.number().int(),
  up: count,
  down: count,
  /** "Give others a chance" (decision 226): its address won one of the group's last rounds, so
   * it could not win this one; ranked after every link that could. */
  barred: z.boolean(),
});
export type RankedLink = z.infer<typeof rankedLink>;

/** GET /api/results/:token (public, no sign-in): a closed event's result, without members'
 * names or emails. While the event is still open, `ranking` is empty and `winner` null. */
export const publicResult = z.strictObject({
  title: z.string(),
  description: z.string(),
  /** How the event voted: approvals and dots are shown as such, not as up votes. */
  method: z.enum(voteMethods),
  status: eventStatus,
  closedAt: time.nullable(),
  memberCount: count,
  votedCount: count,
  winner: rankedLink.nullable(),
  /** The shortlist by the winner rule: score, then newest; barred links last. */
  ranking: z.array(rankedLink),
});
export type PublicResult = z.infer<typeof publicResult>;

/** A time on the downloader's clock: ISO 8601 to the second, with the zone's offset. */
const localTime = z.iso.datetime({ offset: true, precision: 0 });
/** A count in a download: null while the member may not see results. */
const exportedCount = count.nullable();

/** GET /api/events/:id/export.json: the event and every link: the shortlist in rank order by the
 * winner rule, then the rest newest first (all newest first, with no rank and no counts, while
 * the member may not see results). The counts are the method's own: up, down and score;
 * approvals; or dots. Times are on the clock of `timeZone` (the request's `tz`, else UTC). */
export const eventExport = z.strictObject({
  event: z.strictObject({
    title: z.string(),
    description: z.string(),
    method: z.enum(voteMethods),
    status: eventStatus,
    createdAt: localTime,
    closedAt: localTime.nullable(),
    deadline: localTime.nullable(),
    memberCount: count,
    timeZone: z.string(),
  }),
  links: z.array(
    z.strictObject({
      /** 1 for the best shortlisted link; null off the shortlist, or while results are hidden. */
      rank: z.number().int().positive().nullable(),
      title: z.string(),
      url: z.string(),
      description: z.string(),
      /** The sharer's name ("" once they deleted their account). */
      sharedBy: z.string(),
      sharedAt: localTime,
      shortlisted: z.boolean(),
      /** Up and down only. */
      up: exportedCount.optional(),
      down: exportedCount.optional(),
      score: z.number().int().nullable().optional(),
      /** Approval only. */
      approvals: exportedCount.optional(),
      /** Dots only. */
      dots: exportedCount.optional(),
      winner: z.boolean(),
    }),
  ),
});
export type EventExport = z.infer<typeof eventExport>;
