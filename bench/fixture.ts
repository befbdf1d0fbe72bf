// What the benchmark seeds, by name: who is signed in, which events exist and how big they are.
// Ids are made from numbers so the scenarios can name them without asking the database.

export const USERS = 300;
/** The members of every sized event: u1 (creator) to u200. */
export const MEMBERS = 200;
/** Users who sign in with a real password (scenario 6). */
export const PASSWORD_USERS = 4;
export const PASSWORD = "correct horse battery";
/** The page viewer: a member, not the creator. */
export const VIEWER = 2;
/** Voters in the vote scenario: u2 to u21, members of the sized events. */
export const VOTERS = Array.from({ length: 20 }, (_, i) => i + 2);
/** The dashboard user is a member of DASHBOARD_EVENTS events of their own (and nothing else). */
export const DASHBOARD_USER = 300;
export const DASHBOARD_EVENTS = 500;
/** Live subscribers and voters: u201 to u220, members of the live events. */
export const LIVE_USERS = Array.from({ length: 20 }, (_, i) => i + 201);
export const LIVE_LINKS = 10;

export const userId = (n: number) => `u${String(n).padStart(6, "0")}`;
export const eventId = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}`;

/** Event pages of these sizes, each with the 200 members; the 1,000-link one is scenario 3's
 * (about 100,000 votes), the others show how the cost grows with the page. */
export const PAGE_SIZES = [10, 100, 1000, 10_000] as const;
export const pageEvent = (links: number) => eventId(PAGE_SIZES.indexOf(links as never) + 1);
export const LIVE_EVENTS = [eventId(10), eventId(11)] as const;
export const dashboardEvent = (n: number) => eventId(1000 + n);
/** The vote spread over many events (what a busy instance sees): SPREAD_EVENTS small events,
 * each with the voters as members and SPREAD_LINKS links, all shortlisted. */
export const SPREAD_EVENTS = 100;
export const SPREAD_LINKS = 10;
export const spreadEvent = (n: number) => eventId(2000 + n);
/** The vote in the other methods (#16): one event each, with the voters as members and
 * SPREAD_LINKS links, all shortlisted; the dots event gives each member METHOD_DOTS dots, enough
 * for two on every link. */
export const METHOD_EVENTS = { approval: eventId(2500), dots: eventId(2501) } as const;
export const METHOD_DOTS = 20;
/** Sharing links (the "share" scenario): SHARE_EVENTS events of their own, which no other
 * scenario reads, with the SHARERS (u221 to u240, in no other event) as members. */
export const SHARE_EVENTS = 20;
export const SHARERS = Array.from({ length: 20 }, (_, i) => i + 221);
export const shareEvent = (n: number) => eventId(3000 + n);

// Large groups (issue #36). Users from u1001 on are made only when a scenario needs them.
/** The large live event: LARGE_LIVE_MEMBERS members (u1001 to u3000, the first its creator),
 * LARGE_LIVE_LINKS links, all shortlisted; each member holds one of its streams. */
export const LARGE_LIVE_EVENT = eventId(12);
export const LARGE_LIVE_MEMBERS = Array.from({ length: 2000 }, (_, i) => i + 1001);
export const LARGE_LIVE_LINKS = 300;
/** Its voters, in turn: the first 20 members. */
export const LARGE_LIVE_VOTERS = LARGE_LIVE_MEMBERS.slice(0, 20);

export const groupId = (n: number) => `00000000-0000-4000-9000-${n.toString(16).padStart(12, "0")}`;
/** The group with a long history: HISTORY_MEMBERS members (u241 to u270, the first its creator,
 * in nothing else) and HISTORY_ROUNDS closed rounds of HISTORY_LINKS links each. */
export const HISTORY_GROUP = groupId(1);
export const HISTORY_MEMBERS = Array.from({ length: 30 }, (_, i) => i + 241);
export const HISTORY_ROUNDS = 200;
export const HISTORY_LINKS = 10;
/** The group page's viewer: a member, not an admin. */
export const HISTORY_VIEWER = HISTORY_MEMBERS[5]!;
export const historyRound = (n: number) => eventId(5000 + n);
/** Groups whose scheduled opening the "rounds due" scenario makes due at once: DUE_GROUPS
 * groups of three members each, from u271 to u297 (in no other group or event). */
export const DUE_GROUPS = 1000;
export const dueGroup = (n: number) => groupId(10_000 + n);
export const DUE_GROUP_NAME = "Bench due group";

// Calendars (issue #37). The feed's person: FEED_USER (made only when the scenario runs), in
// FEED_EVENTS events of their own: FEED_OPEN open with a deadline, the rest closed with a winner.
export const FEED_USER = 3001;
export const FEED_EVENTS = 500;
export const FEED_OPEN = 350;
export const feedEvent = (n: number) => eventId(4000 + n);
