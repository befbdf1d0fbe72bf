// Reading events: membership is part of every query, so others' events are not there.
import { and, eq, sql } from "drizzle-orm";
import type { EventSummary } from "../../../shared/api";
import { selectRows, type Executor } from "../../db/connection";
import { jsonFields, withIsoTimes } from "../../db/json-fields";
import { events } from "../../db/schema";
import { isMember, manages, votedIn } from "../../kernel/access";
import { z } from "zod";

/** EventSummary's shared fields by column, for row-built and database-written answers. */
export const summaryColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  invitationCode: events.invitationCode,
  status: events.status,
  creatorId: events.creatorId,
  memberCount: events.memberCount,
  linkCount: events.linkCount,
  winnerLinkId: events.winnerLinkId,
  createdAt: events.createdAt,
  closedAt: events.closedAt,
  deadline: events.deadline,
  version: events.version,
  resultsShown: events.resultsShown,
  votesShown: events.votesShown,
  method: events.method,
  dots: events.dots,
  groupId: events.groupId,
  roundNumber: events.roundNumber,
};

/** What the live hub needs to leave results out for a member who may not see them. */
export const publishedRulesColumns = {
  resultsShown: events.resultsShown,
  votesShown: events.votesShown,
  status: events.status,
};

export type EventRow = Pick<typeof events.$inferSelect, keyof typeof summaryColumns>;

/** `manager`: whether the viewer manages the event, when known; else whether they created it. */
export function toSummary(row: EventRow, viewerId: string, manager?: boolean): EventSummary {
  return { ...withIsoTimes(row), isCreator: manager ?? row.creatorId === viewerId };
}

/** The same fields of the events row aliased `e`, as json_build_object's arguments. */
export const summaryJsonFields = jsonFields("e", summaryColumns);

/** The same without the version, which an event page shows per member. */
const { version: _, ...pageSummaryColumns } = summaryColumns;
export const pageSummaryJsonFields = jsonFields("e", pageSummaryColumns);

/** The event if the viewer is a member of it, else undefined. */
export async function findMyEvent(db: Executor, eventId: string, viewerId: string) {
  const [row] = await db
    .select({ ...summaryColumns, manager: sql<boolean>`${manages(viewerId)}` })
    .from(events)
    .where(and(eq(events.id, eventId), isMember(events.id, viewerId)));
  if (!row) return undefined;
  const { manager, ...summary } = row;
  return toSummary(summary, viewerId, manager);
}

const votedRow = z.object({ voted: z.boolean().nullable() });

/** Whether the member has voted in the event (ever): "after I have voted" shows them results. */
export async function hasVotedIn(db: Executor, eventId: string, userId: string) {
  const [row] = await selectRows(db, votedRow, sql`select ${votedIn(eventId, userId)} as voted`);
  // Null for someone who is not a member: they have not voted.
  return row?.voted === true;
}
