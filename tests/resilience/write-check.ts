// After a kill and a restart: is every acknowledged write in the database, do the counters
// equal the rows they count, and does the restarted server show them? Reads the tables with plain
// SQL, on PGlite or PostgreSQL alike.
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { membersOf } from "../../src/server/kernel/access";
import type { EventPage, VoteValue } from "../../src/shared/api";
import type { Group } from "./group";
import { expectStatus } from "./person";
import type { VoteWrite, Write } from "./write-load";

type Rows<T> = Promise<T[]>;
export type Query = <T>(sql: string, params?: unknown[]) => Rows<T>;

export type Snapshot = Awaited<ReturnType<typeof readSnapshot>>;

/** The event's member rows counted, as the server defines its members ($1: the event id). */
const members = new PgDialect().sqlToQuery(
  sql`select count(*)::int as members from ${membersOf(sql.raw("$1"))}`,
);

/** Votes, links and counters of one event, all in one snapshot (a repeatable-read transaction). */
export async function readSnapshot(query: Query, eventId: string) {
  await query("begin isolation level repeatable read");
  try {
    const votes = await query<{ link_id: string; user_id: string; value: VoteValue }>(
      "select v.link_id, v.user_id, v.value from votes v join links l on l.id = v.link_id where l.event_id = $1",
      [eventId],
    );
    const links = await query<{
      id: string;
      url: string;
      title: string;
      up_count: number;
      down_count: number;
    }>("select id, url, title, up_count, down_count from links where event_id = $1", [eventId]);
    const [event] = await query<{ link_count: number; member_count: number }>(
      "select link_count, member_count from events where id = $1",
      [eventId],
    );
    const [counted] = await query<{ members: number }>(members.sql, [eventId]);
    return { votes, links, event: { ...event!, members: counted!.members } };
  } finally {
    await query("commit");
  }
}

/** The snapshot read from a PostgreSQL database, while the server goes on using it. */
export async function readPostgresSnapshot(url: string, eventId: string) {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  try {
    const query: Query = async (sql, params) => (await client.query(sql, params)).rows;
    return await readSnapshot(query, eventId);
  } finally {
    await client.end();
  }
}

/** The restarted server shows every acknowledged link, with the counters the tables hold. */
export async function pageAfterRestart(group: Group) {
  const answer = await group.members[0]!.request("GET", `/api/events/${group.eventId}`);
  return expectStatus(answer, 200, "event page after restart").json as EventPage;
}

export type Votes = Map<string, VoteValue | null>;
const key = (userId: string, linkId: string) => `${userId} ${linkId}`;

export function votesOf(snapshot: Snapshot): Votes {
  return new Map(snapshot.votes.map((v) => [key(v.user_id, v.link_id), v.value]));
}

export type CheckResult = {
  /** Acknowledged writes whose effect was found (shares, and each member's last vote per link). */
  verified: number;
  /** Acknowledged writes that are not there. */
  lost: string[];
  /** Everything else that is wrong: counters, refusals under load, impossible states. */
  problems: string[];
};

/**
 * `before`: the votes as they were when this load started. Each member sends one request at a
 * time, so at the kill each member has at most one write without an answer: where a member's last
 * write on a link was acknowledged, the database must hold exactly it; where it got no answer,
 * either it or the one before it.
 */
export function checkWrites(
  snapshot: Snapshot,
  group: Group,
  before: Votes,
  writes: Write[],
): CheckResult {
  const result: CheckResult = { verified: 0, lost: [], problems: [] };
  const now = votesOf(snapshot);
  const links = new Map(snapshot.links.map((l) => [l.id, l]));

  for (const write of writes) {
    if (write.outcome === "refused") {
      result.problems.push(
        `member ${write.member}'s ${write.kind} was refused under load: ${write.status} ${write.text}`,
      );
    }
    if (write.kind !== "share" || write.outcome !== "acknowledged") continue;
    const link = write.body && links.get(write.body.id);
    if (link && link.url === write.url && link.title === write.title) result.verified++;
    else
      result.lost.push(
        `link "${write.title}" (${write.body?.id}) was acknowledged but is not there`,
      );
  }

  for (const [member, person] of group.members.entries()) {
    for (const linkId of group.shortlist) {
      const mine = writes.filter(
        (w): w is VoteWrite => w.kind === "vote" && w.member === member && w.linkId === linkId,
      );
      const last = mine.at(-1);
      const k = key(person.id, linkId);
      const found = now.get(k) ?? null;
      const earlier = mine.filter((w) => w.outcome === "acknowledged").at(-1);
      const previous = earlier ? earlier.vote : (before.get(k) ?? null);
      if (!last) {
        if (found !== previous)
          result.problems.push(
            `member ${member} on ${linkId}: ${found} but nobody changed ${previous}`,
          );
      } else if (last.outcome === "acknowledged") {
        if (found === last.vote) result.verified++;
        else
          result.lost.push(
            `member ${member} on ${linkId}: acknowledged ${last.vote}, found ${found}`,
          );
      } else if (found !== last.vote && found !== previous) {
        // Not explained by the unanswered write either: what was there before it has gone.
        (earlier ? result.lost : result.problems).push(
          `member ${member} on ${linkId}: ${earlier ? "acknowledged " : ""}${previous}, found ${found}, not the unanswered ${last.vote} either`,
        );
      }
    }
  }

  for (const link of snapshot.links) {
    const rows = snapshot.votes.filter((v) => v.link_id === link.id);
    const up = rows.filter((v) => v.value === "up").length;
    const down = rows.length - up;
    if (link.up_count !== up || link.down_count !== down) {
      result.problems.push(
        `link ${link.id}: counters ${link.up_count}/${link.down_count}, votes ${up}/${down}`,
      );
    }
  }
  if (snapshot.event.link_count !== snapshot.links.length) {
    result.problems.push(
      `event link_count ${snapshot.event.link_count}, links ${snapshot.links.length}`,
    );
  }
  if (snapshot.event.member_count !== snapshot.event.members) {
    result.problems.push(
      `event member_count ${snapshot.event.member_count}, members ${snapshot.event.members}`,
    );
  }
  return result;
}

/**
 * The check itself, tried on damaged copies of the snapshot: a link that was acknowledged taken
 * away, an acknowledged vote flipped, a counter moved. Each must be noticed, or the check could
 * not fail. Returns what went unnoticed.
 */
function unnoticedDamage(snapshot: Snapshot, group: Group, before: Votes, writes: Write[]) {
  const unnoticed: string[] = [];
  const notices = (damaged: Snapshot) => {
    const result = checkWrites(damaged, group, before, writes);
    return result.lost.length + result.problems.length > 0;
  };
  const share = writes.find((w) => w.kind === "share" && w.outcome === "acknowledged");
  if (share?.kind === "share") {
    const links = snapshot.links.filter((l) => l.id !== share.body?.id);
    if (!notices({ ...snapshot, links })) unnoticed.push("an acknowledged link removed");
  }
  const vote = snapshot.votes[0];
  if (vote) {
    const flipped = { ...vote, value: vote.value === "up" ? ("down" as const) : ("up" as const) };
    if (!notices({ ...snapshot, votes: [flipped, ...snapshot.votes.slice(1)] })) {
      unnoticed.push("a vote flipped");
    }
  }
  const link = snapshot.links[0];
  if (link) {
    const moved = { ...link, up_count: link.up_count + 1 };
    if (!notices({ ...snapshot, links: [moved, ...snapshot.links.slice(1)] })) {
      unnoticed.push("a counter moved");
    }
  }
  return unnoticed;
}

/** Everything checked after one crash: the writes, the page the restarted server shows, and the
 * check itself on damaged copies. */
export function checkAfterRestart(
  snapshot: Snapshot,
  page: EventPage,
  group: Group,
  before: Votes,
  writes: Write[],
) {
  const result = checkWrites(snapshot, group, before, writes);
  for (const link of snapshot.links) {
    const shown = page.links.find((l) => l.id === link.id);
    if (!shown || shown.up !== link.up_count || shown.down !== link.down_count) {
      result.problems.push(
        `link ${link.id}: the restarted server shows ${shown?.up}/${shown?.down}, the table ${link.up_count}/${link.down_count}`,
      );
    }
  }
  for (const damage of unnoticedDamage(snapshot, group, before, writes)) {
    result.problems.push(`the check did not notice ${damage}`);
  }
  return result;
}
