// Seeds the benchmark's data straight into the database with set-based SQL (generate_series),
// so 100,000 votes take a second rather than a request each. Counters are computed from the rows
// afterwards, exactly as the write paths keep them.
import { hashPassword } from "better-auth/crypto";
import type { Sql } from "./databases";
import {
  DASHBOARD_EVENTS,
  DASHBOARD_USER,
  LIVE_EVENTS,
  LIVE_LINKS,
  LIVE_USERS,
  METHOD_DOTS,
  METHOD_EVENTS,
  MEMBERS,
  PAGE_SIZES,
  PASSWORD,
  PASSWORD_USERS,
  SHARERS,
  SHARE_EVENTS,
  SPREAD_EVENTS,
  SPREAD_LINKS,
  USERS,
  VOTERS,
  dashboardEvent,
  pageEvent,
  shareEvent,
  spreadEvent,
} from "./fixture";

export const uid = (expr: string) => `'u' || lpad((${expr})::text, 6, '0')`;

// Plausible words, so the page's JSON compresses like real titles and descriptions do.
export const WORDS = `array['quiet','cosy','family','rooftop','lakeside','budget','weekend','vegan','classic','sunny','hidden','local','modern','rustic','late','open','garden','harbour','old','town']`;
export const NOUNS = `array['trattoria','ramen bar','bistro','hike','cabin','museum','brewery','cinema','climbing gym','food market','tapas place','karaoke','campsite','escape room','bakery','wine bar','bowling alley','ferry trip','spa','night market']`;
const TEXT = `array['great','for','groups','with','a','view','and','good','reviews','near','the','station','open','until','midnight','booking','needed','cheap','lunch','menu','kids','welcome','parking','nearby','live','music','on','fridays','outdoor','seating']`;

export function pick(list: string, seed: string) {
  return `(${list})[1 + ((${seed}) % 20)]`;
}
function sentence(seed: string, words: number) {
  const parts = Array.from(
    { length: words },
    (_, k) => `(${TEXT})[1 + (((${seed}) * ${k * 7 + 3} + ${k * 13}) % 30)]`,
  );
  return parts.join(` || ' ' || `);
}

/** The address of an event's link number `i`: the same number gives the same address in every
 * event (as one restaurant shared in several), and no two numbers give the same one. */
export function linkUrl(i: string) {
  return `'https://www.' || replace(${pick(NOUNS, `${i} * 3`)}, ' ', '') || '.example.com/' || replace(${pick(WORDS, `${i} * 11`)}, ' ', '-') || '/' || ${i}`;
}

// What a page's preview says: the site's name, and a description of about 150 characters put
// together from phrases and figures that vary by link (pools of different prime sizes, so that
// hardly two links of a page read the same), as the pages of different places differ.
const PLACES = [
  "Roma",
  "Lisboa",
  "Nord",
  "Eastside",
  "Centro",
  "Bay",
  "Hill",
  "Park",
  "Square",
  "Quarter",
  "Porto",
  "Riverside",
  "Oslo",
  "Mitte",
  "Harbour",
  "Gion",
  "Soho",
  "Alfama",
  "Gracia",
  "Ostend",
];
const OPENINGS = [
  "A family-run place in the old town",
  "Open since the spring of last year",
  "Our small team welcomes you",
  "Find us two streets from the harbour",
  "Loved by locals and visitors alike",
  "Tucked away behind the market square",
  "Right by the river, with a big terrace",
  "Just off the main road near the station",
  "A favourite for birthdays and reunions",
  "In a converted warehouse by the canal",
  "Up the hill, past the old church",
];
const DETAILS = [
  "seasonal dishes made from scratch every morning",
  "tickets from the desk or online in advance",
  "groups of up to forty in the back room",
  "a changing menu with vegetarian choices",
  "guided tours at ten, two and five",
  "craft beers brewed on site",
  "lanes, darts and a pool table upstairs",
  "rooms for two to six with breakfast",
  "boats leaving every hour in summer",
  "a playground and shaded picnic tables",
  "live jazz on Thursday nights",
  "free entry for children under twelve",
  "equipment to rent at the entrance",
];
const EXTRAS = [
  "Dogs welcome on the terrace",
  "Step-free access throughout",
  "Cards only, no cash",
  "Free wifi for guests",
  "Bike racks at the door",
  "Parking for twenty cars behind",
  "Closed on Mondays",
  "Last entry an hour before closing",
  "Gluten-free options on request",
  "Private hire available",
  "Open late at weekends",
  "Gift vouchers sold online",
  "Lockers for bags",
  "Heated seats outside in winter",
  "Ten minutes on foot from the bus stop",
  "Book ahead for Saturdays",
  "Kitchen open until half past ten",
];
const CLOSINGS = [
  "See the menu and book",
  "Plan your visit",
  "Check the opening hours",
  "Reserve your spot",
  "Browse this week's events",
  "Get directions",
  "Read what guests say",
  "Buy tickets",
  "Ask about group prices",
  "Follow us for news",
  "View the photo gallery",
  "Meet the team",
  "Join the waiting list",
  "See prices and availability",
  "Sign up for the newsletter",
  "Download the leaflet",
  "Find a date that suits you",
  "Call us to book",
  "Tell us you are coming",
];

function choose(list: string[], seed: string) {
  const items = list.map((s) => `'${s.replace(/'/g, "''")}'`).join(", ");
  return `(array[${items}])[1 + ((${seed}) % ${list.length})]`;
}

/** Preview images: one per address, as every page has its own picture (the page carries only
 * the id, a hash that does not compress; the bytes are a stand-in). */
const imageId = (n: string) => `left(md5('bench preview image ' || (${n})), 16)`;

export type Session = { userNumber: number; token: string };

/** Users `first` to `last` (numbers), each signed in with a session of their own. */
export async function seedUsers(sql: Sql, salt: string, first: number, last: number) {
  await sql(
    `insert into "user" (id, name, email, email_verified)
     select ${uid("i")}, ${pick(NOUNS, "i * 7")} || ' ' || i, 'bench' || i || '@example.test', true
     from generate_series(${first}, ${last}) i`,
  );
  // The token only has to be unique; the cookie carries it signed (see cookies.ts).
  await sql(
    `insert into session (id, token, user_id, expires_at)
     select 's' || i, '${salt}' || lpad(i::text, 6, '0'), ${uid("i")}, now() + interval '7 days'
     from generate_series(${first}, ${last}) i`,
  );
}

/** Everything the scenarios share; `extra` seeds what only some need (seed-groups.ts), before
 * the statistics are gathered. */
export async function seed(sql: Sql, salt: string, extra?: () => Promise<void>) {
  await seedUsers(sql, salt, 1, USERS);
  const hash = await hashPassword(PASSWORD);
  await sql(
    `insert into account (id, account_id, provider_id, user_id, password)
     select 'a' || i, ${uid("i")}, 'credential', ${uid("i")}, $1
     from generate_series(1, ${PASSWORD_USERS}) i`,
    [hash],
  );

  for (const [index, size] of PAGE_SIZES.entries()) {
    // Votes do not change the page's size, only the cost of writing them here: the largest
    // event gets about as many as the 1,000-link one (100,000) rather than ten times as many.
    const voteEvery = size > 1000 ? 15 : undefined;
    await seedEvent(sql, {
      id: pageEvent(size),
      code: index,
      members: [1, MEMBERS],
      links: size,
      voteEvery,
      comments: true,
    });
  }
  for (const [index, id] of LIVE_EVENTS.entries()) {
    await seedEvent(sql, {
      id,
      code: 10 + index,
      members: [LIVE_USERS[0]!, LIVE_USERS.at(-1)!],
      links: LIVE_LINKS,
      shortlistAll: true,
      noVotes: true,
    });
  }
  for (let n = 1; n <= SPREAD_EVENTS; n++) {
    await seedEvent(sql, {
      id: spreadEvent(n),
      code: 100 + n,
      members: [1, VOTERS.at(-1)!],
      links: SPREAD_LINKS,
      shortlistAll: true,
    });
  }
  for (const [index, [method, id]] of Object.entries(METHOD_EVENTS).entries()) {
    await seedEvent(sql, {
      id,
      code: 250 + index,
      members: [1, VOTERS.at(-1)!],
      links: SPREAD_LINKS,
      shortlistAll: true,
      noVotes: true,
    });
    await sql("update events set method = $1, dots = $2 where id = $3", [method, METHOD_DOTS, id]);
  }
  for (let n = 1; n <= SHARE_EVENTS; n++) {
    await seedEvent(sql, {
      id: shareEvent(n),
      code: 300 + n,
      members: [SHARERS[0]!, SHARERS.at(-1)!],
      links: SPREAD_LINKS,
      noVotes: true,
    });
  }
  await seedPreviews(sql, Math.max(...PAGE_SIZES));
  await seedDashboard(sql);
  await extra?.();
  // As a database that has been running a while would be: statistics gathered, and the new rows
  // marked visible to all, so the first scenarios do not pay for hint bits or an autovacuum.
  await sql("vacuum analyze");
}

export type EventSeed = {
  id: string;
  code: number;
  members: [number, number];
  links: number;
  shortlistAll?: boolean;
  noVotes?: boolean;
  /** One vote per this many member and shortlisted-link pairs. */
  voteEvery?: number;
  /** Comments on every link (1 to 12 each, decision 217), so every card carries its count. */
  comments?: boolean;
};

/** One event: members, links (three in four shortlisted) and votes from two in three of the
 * member and shortlisted-link pairs (or one in `voteEvery`), with counters, and the creator as
 * the first member. */
export async function seedEvent(sql: Sql, e: EventSeed) {
  const [first, last] = e.members;
  const memberCount = last - first + 1;
  await sql(
    `insert into events (id, title, description, invitation_code, creator_id, member_count, link_count, version)
     values ($1, $2, 'Where shall we go? Share ideas, shortlist, vote.', $3, ${uid(String(first))}, $4, $5, 1)`,
    [
      e.id,
      `Bench event with ${e.links} links`,
      `BN${String(e.code).padStart(6, "0")}`,
      memberCount,
      e.links,
    ],
  );
  await sql(
    `insert into event_members (event_id, user_id, joined_at)
     select $1, ${uid("i")}, now() - interval '60 days' + i * interval '1 minute'
     from generate_series(${first}, ${last}) i`,
    [e.id],
  );
  const shortlisted = e.shortlistAll ? "true" : "i % 4 <> 0";
  await sql(
    `insert into links (event_id, url, title, description, shared_by, in_shortlist, shortlisted_by, shortlisted_at, created_at)
     select $1,
       ${linkUrl("i")},
       initcap(${pick(WORDS, "i")}) || ' ' || ${pick(NOUNS, "i * 13 + 5")} || ' ' || i,
       case when i % 5 = 0 then '' else ${sentence("i", 12)} || '.' end,
       ${uid(`${first} + i % ${memberCount}`)},
       ${shortlisted},
       case when ${shortlisted} then ${uid(`${first} + (i * 7) % ${memberCount}`)} end,
       case when ${shortlisted} then now() - interval '20 days' + i * interval '1 second' end,
       now() - interval '30 days' + i * interval '1 second'
     from generate_series(1, ${e.links}) i`,
    [e.id],
  );
  if (e.comments) await seedComments(sql, e);
  if (e.noVotes) return;
  await sql(
    `insert into votes (link_id, user_id, value)
     select l.id, ${uid("m")}, case when (l.n * 7 + m) % 10 < 7 then 'up' else 'down' end
     from (select id, row_number() over (order by created_at) as n from links
           where event_id = $1 and in_shortlist) l
     cross join generate_series(${first}, ${last}) m
     where ${e.voteEvery ? `(l.n + m) % ${e.voteEvery} = 0` : "(l.n + m) % 3 <> 0"}`,
    [e.id],
  );
  await sql(
    `update links set up_count = c.up, down_count = c.down
     from (select v.link_id, count(*) filter (where v.value = 'up')::int as up,
                  count(*) filter (where v.value = 'down')::int as down
           from votes v join links l on l.id = v.link_id where l.event_id = $1
           group by v.link_id) c
     where links.id = c.link_id`,
    [e.id],
  );
  // Who has voted: "after I have voted" shows them results.
  await sql(
    `update event_members m set voted_at = now()
     where m.event_id = $1 and exists (select 1 from votes v join links l on l.id = v.link_id
                                       where l.event_id = $1 and v.user_id = m.user_id)`,
    [e.id],
  );
}

/** 1 to 12 comments on each of the event's links, by its members in turn, with its counter: a
 * page whose every card carries a count, some of two digits. */
async function seedComments(sql: Sql, e: EventSeed) {
  const [first, last] = e.members;
  const memberCount = last - first + 1;
  await sql(
    `insert into comments (link_id, author_id, body, created_at)
     select l.id, ${uid(`${first} + (l.n * 3 + k) % ${memberCount}`)},
       ${sentence("l.n + k", 10)} || '.',
       l.created_at + k * interval '1 minute'
     from (select id, created_at, row_number() over (order by created_at) as n from links
           where event_id = $1) l
     cross join lateral generate_series(1, 1 + (l.n * 5) % 12) k`,
    [e.id],
  );
  await sql(
    `update links set comment_count = c.n
     from (select c.link_id, count(*)::int as n from comments c join links l on l.id = c.link_id
           where l.event_id = $1 group by c.link_id) c
     where links.id = c.link_id`,
    [e.id],
  );
}

/** A preview fetched for every address of the page events (links 1 to `links`; the smaller
 * events' addresses are among the largest one's), so their pages carry one on every link. */
async function seedPreviews(sql: Sql, links: number) {
  await sql(
    `insert into preview_images (id, bytes, width, height)
     select ${imageId("n")}, decode(repeat(${imageId("n")}, 20), 'hex'), 400, 300
     from generate_series(1, ${links}) n`,
  );
  const rating = `(3 + i % 2) || '.' || (i * 7) % 10 || ' from ' || (12 + (i * 37) % 2400) || ' reviews.'`;
  await sql(
    `insert into link_previews (url, status, title, description, site_name, image_id, fetched_at)
     select ${linkUrl("i")}, 'ok',
       initcap(${pick(NOUNS, "i * 3")}) || ' ' || ${choose(PLACES, "i * 7")} || ' | ' || initcap(${pick(WORDS, "i * 11")}),
       ${choose(OPENINGS, "i * 5 + 1")} || ', with ' || ${choose(DETAILS, "i * 7 + 2")} || '. '
         || ${choose(EXTRAS, "i * 3 + 4")} || '. Rated ' || ${rating} || ' '
         || ${choose(CLOSINGS, "i * 11 + 6")} || '.',
       initcap(${pick(NOUNS, "i * 3")}) || ' ' || ${choose(PLACES, "i * 7")},
       ${imageId("i")},
       now() - (i % 1440) * interval '1 minute'
     from generate_series(1, ${links}) i`,
  );
}

/** The dashboard user's 500 small events (themselves and two others in each). */
async function seedDashboard(sql: Sql) {
  const ids = Array.from({ length: DASHBOARD_EVENTS }, (_, i) => dashboardEvent(i + 1));
  await sql(
    `insert into events (id, title, description, invitation_code, creator_id, member_count, created_at)
     select ids.id, 'Plans number ' || ids.n, 'Somewhere to meet', 'BD' || lpad(ids.n::text, 6, '0'),
            ${uid(String(DASHBOARD_USER))}, 3, now() - ids.n * interval '1 hour'
     from unnest($1::uuid[]) with ordinality as ids(id, n)`,
    [ids],
  );
  await sql(
    `insert into event_members (event_id, user_id)
     select e.id, ${uid("u")} from events e
     cross join (values (${DASHBOARD_USER}), (${DASHBOARD_USER - 1}), (${DASHBOARD_USER - 2})) as m(u)
     where e.invitation_code like 'BD%'`,
  );
}
