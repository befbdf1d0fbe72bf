// What the "Large groups" scenarios (issue #36) add to the seed, with set-based SQL as seed.ts
// does, and only when one of them runs: a live event of 2,000 members, a group with 200 closed
// rounds, and 1,000 scheduled groups whose opening the "rounds due" scenario brings forward.
import type { Sql } from "./databases";
import {
  DUE_GROUPS,
  DUE_GROUP_NAME,
  HISTORY_GROUP,
  HISTORY_LINKS,
  HISTORY_MEMBERS,
  HISTORY_ROUNDS,
  LARGE_LIVE_EVENT,
  LARGE_LIVE_LINKS,
  LARGE_LIVE_MEMBERS,
  dueGroup,
  historyRound,
} from "./fixture";
import { NOUNS, WORDS, linkUrl, pick, seedEvent, seedUsers, uid } from "./seed";

/** The 2,000 members (signed in) of one event of 300 links, all shortlisted, no votes yet. */
export async function seedLargeLive(sql: Sql, salt: string) {
  const first = LARGE_LIVE_MEMBERS[0]!;
  const last = LARGE_LIVE_MEMBERS.at(-1)!;
  await seedUsers(sql, salt, first, last);
  await seedEvent(sql, {
    id: LARGE_LIVE_EVENT,
    code: 12,
    members: [first, last],
    links: LARGE_LIVE_LINKS,
    shortlistAll: true,
    noVotes: true,
  });
}

/** Of the 60 addresses that win in turn, the one that won round `n` (an SQL expression): each
 * wins three or four times, so the group's "most chosen" is full. */
const winnerNumber = (n: string) => `(1 + (${n}) % 60)`;

/**
 * A weekly group of 30 members, three of them admins, with 200 closed rounds a week apart: each
 * with its 30 members (two in three voted) and 10 links, six shortlisted, the first the winner.
 * Every address is one of the page events' (links 1 to 10,000 in seed.ts), so each has a preview
 * with a thumbnail; the other links' addresses are each round's own.
 */
export async function seedGroupHistory(sql: Sql) {
  const first = HISTORY_MEMBERS[0]!;
  const count = HISTORY_MEMBERS.length;
  await sql(
    `insert into groups (id, name, description, invitation_code, creator_id, member_count,
                         version, created_at)
     values ($1, 'Friday dinner club', 'Where do we eat this week?', 'BG000001', ${uid(String(first))},
             $2, $3, now() - interval '1410 days')`,
    [HISTORY_GROUP, count, HISTORY_ROUNDS + count],
  );
  await sql(
    `insert into group_members (group_id, user_id, role, joined_at)
     select $1, ${uid("i")}, case when i < ${first + 3} then 'admin' else 'member' end,
            now() - interval '1410 days' + (i - ${first}) * interval '1 hour'
     from generate_series(${first}, ${first + count - 1}) i`,
    [HISTORY_GROUP],
  );
  const ids = Array.from({ length: HISTORY_ROUNDS }, (_, i) => historyRound(i + 1));
  // Round n opened (200 - n) weeks and a day ago and closed at its deadline two days later.
  const opened = `now() - (${HISTORY_ROUNDS} - r.n) * interval '7 days' - interval '1 day'`;
  await sql(
    `insert into events (id, title, invitation_code, creator_id, status, member_count, link_count,
                         created_at, deadline, closed_at, group_id, round_number)
     select r.id, 'Friday dinner club', 'BR' || lpad(r.n::text, 6, '0'), ${uid(String(first))},
            'completed', ${count}, ${HISTORY_LINKS}, ${opened}, ${opened} + interval '2 days',
            ${opened} + interval '2 days', $2, r.n
     from unnest($1::uuid[]) with ordinality as r(id, n)`,
    [ids, HISTORY_GROUP],
  );
  await sql(
    `insert into event_members (event_id, user_id, joined_at, voted_at)
     select e.id, ${uid("i")}, e.created_at,
            case when (e.round_number + i) % 3 <> 0 then e.created_at + interval '1 day' end
     from events e cross join generate_series(${first}, ${first + count - 1}) i
     where e.group_id = $1`,
    [HISTORY_GROUP],
  );
  const url = `case when k = 1 then ${linkUrl(winnerNumber("e.round_number"))}
                    else ${linkUrl(`(100 + e.round_number * ${HISTORY_LINKS} + k)`)} end`;
  await sql(
    `insert into links (event_id, url, title, description, shared_by, in_shortlist, shortlisted_by,
                        shortlisted_at, up_count, created_at)
     select e.id, ${url},
       initcap(${pick(WORDS, "e.round_number + k")}) || ' ' || ${pick(NOUNS, "e.round_number * 3 + k")},
       '', ${uid(`${first} + (e.round_number + k) % ${count}`)}, k <= 6,
       case when k <= 6 then ${uid(String(first))} end,
       case when k <= 6 then e.created_at + interval '12 hours' end,
       case when k <= 6 then 20 - k else 0 end,
       e.created_at + k * interval '10 minutes'
     from events e cross join generate_series(1, ${HISTORY_LINKS}) k
     where e.group_id = $1`,
    [HISTORY_GROUP],
  );
  await sql(
    `update events e set winner_link_id = l.id
     from links l
     where e.group_id = $1 and l.event_id = e.id
       and l.url = ${linkUrl(winnerNumber("e.round_number"))}`,
    [HISTORY_GROUP],
  );
}

/** DUE_GROUPS groups of three (u271 to u297 in turn), each with a weekly schedule whose next
 * opening is a year away until the scenario brings it forward (dueGroupsNow): the server that
 * runs every other scenario must not open them. */
export async function seedDueGroups(sql: Sql) {
  const ids = dueGroupIds();
  const member = (k: string) => uid(`271 + (g.n * 3 + ${k}) % 27`);
  await sql(
    `insert into groups (id, name, invitation_code, creator_id, member_count, time_zone, opens_on,
                         opens_at, closes_on, closes_at, next_opening_at)
     select g.id, '${DUE_GROUP_NAME} ' || g.n, 'BQ' || lpad(g.n::text, 6, '0'), ${member("0")}, 3,
            'Europe/Berlin', 5, '18:00', 7, '20:00', now() + interval '1 year'
     from unnest($1::uuid[]) with ordinality as g(id, n)`,
    [ids],
  );
  await sql(
    `insert into group_members (group_id, user_id, role)
     select g.id, ${member("k")}, case when k = 0 then 'admin' else 'member' end
     from unnest($1::uuid[]) with ordinality as g(id, n) cross join generate_series(0, 2) k`,
    [ids],
  );
}

export const dueGroupIds = () => Array.from({ length: DUE_GROUPS }, (_, i) => dueGroup(i + 1));

/** Every due group's next opening a minute ago. */
export async function dueGroupsNow(sql: Sql) {
  await sql(
    `update groups set next_opening_at = now() - interval '1 minute' where id = any($1::uuid[])`,
    [dueGroupIds()],
  );
}
