// What the data looks like, table by table, so a test can prove a refused request changed
// nothing: take a snapshot before, send the request, and expect an equal snapshot after. And one
// event's rows, for the tests of what a request did change.
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../src/server/db/connection";
import { testRows } from "./rows";
import { eventMembers, events, links, votes } from "../../src/server/db/schema";
import type { TestApp } from "./test-app";

/** Huddle's own tables and the users. Sessions and rate-limit counters are left out: signing in
 * and being rate-limited change them by design. */
export const DATA_TABLES = [
  "user",
  "events",
  "event_members",
  "links",
  "votes",
  "comments",
  "invitations",
  "groups",
  "group_members",
  "group_invitations",
  "notification_outbox",
  "mail_opt_outs",
  "calendar_feeds",
  "chat_targets",
  "chat_attempts",
] as const;

type TableSnapshot = Record<string, string[]>;

/** A data table's rows as compared. Of the outbox (mail, pushes and chat messages), what was
 * written, not how far along sending is (the worker sends in the background), and not account
 * mail, which is written in the background after the answer by design (so answers take the same
 * time with or without mail), as sessions and rate-limit counters are left out. */
export const rowsOf = (table: string) =>
  table === "notification_outbox"
    ? sql`(select id, channel, kind, recipient, subscription_id, target_id, content
           from notification_outbox where kind not like 'account-%')`
    : sql.identifier(table);

/** Every row of each table as JSON text, sorted, so equal data gives equal snapshots. One query
 * for all the tables: the authorization matrix takes two snapshots per cell, over 500 cells. */
export async function snapshotTables(
  db: Executor,
  tables: readonly string[] = DATA_TABLES,
): Promise<TableSnapshot> {
  const columns = sql.join(
    tables.map(
      (table) =>
        sql`(select coalesce(json_agg(r order by r), '[]') from (select row_to_json(t)::text as r from ${rowsOf(table)} t) x)`,
    ),
    sql`, `,
  );
  const [row] = await testRows<{ tables: string }>(
    db,
    sql`select json_build_array(${columns})::text as tables`,
  );
  const rows = JSON.parse(row!.tables) as string[][];
  return Object.fromEntries(tables.map((table, i) => [table, rows[i]!]));
}

/** Everything the tests compare: the event row, its links' counters and the votes table. */
export async function snapshot(app: TestApp, eventId: string) {
  const [event] = await app.db.select().from(events).where(eq(events.id, eventId));
  const linkRows = await app.db
    .select({
      id: links.id,
      up: links.upCount,
      down: links.downCount,
      inShortlist: links.inShortlist,
    })
    .from(links)
    .where(eq(links.eventId, eventId))
    .orderBy(links.id);
  const voteRows = await app.db
    .select({ linkId: votes.linkId, userId: votes.userId, value: votes.value })
    .from(votes)
    .innerJoin(links, eq(links.id, votes.linkId))
    .where(eq(links.eventId, eventId))
    .orderBy(votes.linkId, votes.userId);
  return { event: event!, links: linkRows, votes: voteRows };
}

/** up/down per link counted from the votes table itself (a dots vote counts its dots). */
export async function countedVotes(app: TestApp, eventId: string) {
  const rows = await app.db
    .select({
      id: links.id,
      up: sql<number>`coalesce(sum(${votes.weight}) filter (where ${votes.value} = 'up'), 0)::int`,
      down: sql<number>`coalesce(sum(${votes.weight}) filter (where ${votes.value} = 'down'), 0)::int`,
    })
    .from(links)
    .leftJoin(votes, eq(votes.linkId, links.id))
    .where(eq(links.eventId, eventId))
    .groupBy(links.id)
    .orderBy(links.id);
  return rows.map((r) => ({ id: r.id, up: Number(r.up), down: Number(r.down) }));
}

/** A link's stored counters. */
export async function linkCounts(app: TestApp, linkId: string) {
  const [row] = await app.db
    .select({ up: links.upCount, down: links.downCount })
    .from(links)
    .where(eq(links.id, linkId));
  return row!;
}

/** Every counter kept beside the rows it counts, against a count of those rows: links' up and
 * down against votes, links' comments against comments, events' members and links against
 * memberships and links. Empty when all
 * hold; otherwise the rows that disagree. */
export async function wrongCounters(db: Executor) {
  return testRows<{ kind: string; id: string; kept: number; counted: number }>(
    db,
    sql`select * from (
    select 'up' as kind, l.id::text, l.up_count as kept,
           (select coalesce(sum(v.weight), 0)::int from votes v where v.link_id = l.id and v.value = 'up') as counted
      from links l
    union all
    select 'down', l.id::text, l.down_count,
           (select coalesce(sum(v.weight), 0)::int from votes v where v.link_id = l.id and v.value = 'down')
      from links l
    union all
    select 'comments', l.id::text, l.comment_count,
           (select count(*)::int from comments c where c.link_id = l.id)
      from links l
    union all
    select 'members', e.id::text, e.member_count,
           (select count(*)::int from ${eventMembers} m where m.event_id = e.id)
      from events e
    union all
    select 'links', e.id::text, e.link_count,
           (select count(*)::int from links l where l.event_id = e.id)
      from events e
    ) c where c.kept <> c.counted`,
  );
}
