// What the calendar feed scenario (issue #37) adds to the seed, only when it runs: a person in
// 500 events of their own (and u1 in each), 350 open with a deadline in the coming weeks and 150
// closed, each with a winning link, so every event is an entry of their feed.
import type { Sql } from "./databases";
import { FEED_EVENTS, FEED_OPEN, FEED_USER, feedEvent } from "./fixture";
import { NOUNS, pick, seedUsers, uid } from "./seed";

export async function seedCalendarFeed(sql: Sql, salt: string) {
  await seedUsers(sql, salt, FEED_USER, FEED_USER);
  const ids = Array.from({ length: FEED_EVENTS }, (_, i) => feedEvent(i + 1));
  await sql(
    `insert into events (id, title, invitation_code, creator_id, member_count, created_at, status,
                         deadline, closed_at)
     select ids.id, 'Feed plans ' || ids.n, 'BF' || lpad(ids.n::text, 6, '0'), ${uid(String(FEED_USER))},
            2, now() - interval '30 days',
            case when ids.n <= ${FEED_OPEN} then 'active' else 'completed' end,
            now() + ids.n * interval '1 hour',
            case when ids.n > ${FEED_OPEN} then now() - ids.n * interval '1 hour' end
     from unnest($1::uuid[]) with ordinality as ids(id, n)`,
    [ids],
  );
  await sql(
    `insert into event_members (event_id, user_id)
     select e.id, m.u from events e
     cross join (values (${uid(String(FEED_USER))}), (${uid("1")})) as m(u)
     where e.invitation_code like 'BF%'`,
  );
  // One link in each closed event, its winner.
  await sql(
    `with made as (
       insert into links (event_id, url, title, shared_by, in_shortlist, up_count)
       select e.id, 'https://feed.example/' || e.invitation_code,
              initcap(${pick(NOUNS, "right(e.invitation_code, 6)::int")}), ${uid("1")}, true, 1
         from events e where e.invitation_code like 'BF%' and e.status = 'completed'
       returning id, event_id)
     update events e set winner_link_id = made.id from made where e.id = made.event_id`,
  );
}
