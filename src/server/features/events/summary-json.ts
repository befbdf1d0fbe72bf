// The SQL that writes an event as the API's EventSummary JSON, and timestamps exactly as
// JavaScript's toISOString() does, for the reads whose JSON the database builds (decision 043).
import { sql } from "drizzle-orm";

/** A timestamp as toISOString() writes it: milliseconds, UTC, "Z" (null stays null). */
export const isoTime = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The EventSummary fields of the events row aliased `e` that are the same for every viewer. */
export const eventSummaryFields = sql`
    'id', e.id, 'title', e.title, 'description', e.description,
    'invitationCode', e.invitation_code, 'status', e.status, 'creatorId', e.creator_id,
    'memberCount', e.member_count, 'linkCount', e.link_count,
    'winnerLinkId', e.winner_link_id, 'createdAt', ${isoTime("e.created_at")},
    'closedAt', ${isoTime("e.closed_at")}, 'version', e.version`;
