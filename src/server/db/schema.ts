// Better Auth's tables and Huddle's shared ones; a single feature's tables live in its tables.ts.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  DOTS_DEFAULT,
  DOTS_MAX,
  DOTS_MIN,
  resultsShownValues,
  voteMethods,
  votesShownValues,
} from "../../shared/core/voting";
import { limits } from "../../shared/core/limits";

export const tz = (name: string) => timestamp(name, { withTimezone: true });

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  // PGlite answers a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// ---- Better Auth ------------------------------------------------------------------------------

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    // A guest: a name and a session; its placeholder email is never shown or written to.
    isAnonymous: boolean("is_anonymous").notNull().default(false),
    // "en" or "de"; null until the browser tells it (emails are then English).
    language: text("language"),
    // An IANA zone, for times in emails; null until the browser tells it (emails then say UTC).
    timeZone: text("time_zone"),
    createdAt: tz("created_at").notNull().defaultNow(),
    updatedAt: tz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    // The guest clean-up's question (features/guests/clean-up.ts): which guests are left.
    index("user_guest_idx")
      .on(t.createdAt)
      .where(sql`${t.isAnonymous}`),
    check("user_language_check", sql`${t.language} in ('en', 'de')`),
  ],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    // The API's session check is one lookup on this unique index (auth/session-check.ts).
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    expiresAt: tz("expires_at").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: tz("created_at").notNull().defaultNow(),
    updatedAt: tz("updated_at").notNull().defaultNow(),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: tz("access_token_expires_at"),
    refreshTokenExpiresAt: tz("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: tz("created_at").notNull().defaultNow(),
    updatedAt: tz("updated_at").notNull().defaultNow(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: tz("expires_at").notNull(),
    createdAt: tz("created_at").notNull().defaultNow(),
    updatedAt: tz("updated_at").notNull().defaultNow(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

export const rateLimit = pgTable("rateLimit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

// ---- Huddle -----------------------------------------------------------------------------------

export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    invitationCode: text("invitation_code").notNull().unique(),
    creatorId: text("creator_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["active", "completed"] })
      .notNull()
      .default("active"),
    winnerLinkId: uuid("winner_link_id").references((): AnyPgColumn => links.id, {
      onDelete: "set null",
    }),
    // Kept in the transaction that changes them, so the dashboard never counts rows.
    memberCount: integer("member_count").notNull().default(0),
    linkCount: integer("link_count").notNull().default(0),
    // Bumped by changes all members see; later votes bump `tally`, hidden without results.
    version: integer("version").notNull().default(1),
    tally: integer("tally").notNull().default(0),
    createdAt: tz("created_at").notNull().defaultNow(),
    closedAt: tz("closed_at"),
    // Voting closes by itself then. Millisecond precision, as the API shows it.
    deadline: timestamp("deadline", { withTimezone: true, precision: 3 }),
    // When the automatic reminder was claimed, and when the creator last reminded by hand.
    deadlineRemindedAt: tz("deadline_reminded_at"),
    remindedAt: tz("reminded_at"),
    // Joins not yet told to the creator, and when they were last told (at most once a day).
    joinsUnannounced: integer("joins_unannounced").notNull().default(0),
    joinsAnnouncedAt: tz("joins_announced_at"),
    // The public result link's secret, when the creator turned it on.
    resultToken: text("result_token").unique(),
    // How the event votes: result visibility, open votes, method, dots per member.
    resultsShown: text("results_shown", { enum: resultsShownValues }).notNull().default("always"),
    votesShown: text("votes_shown", { enum: votesShownValues }).notNull().default("counts"),
    method: text("method", { enum: voteMethods }).notNull().default("upDown"),
    dots: integer("dots").notNull().default(DOTS_DEFAULT),
    // A standing group's round; deleting the group deletes it or leaves it standalone (set null).
    groupId: uuid("group_id").references((): AnyPgColumn => groups.id, { onDelete: "set null" }),
    // The round's number in its group (1, 2, ...), unique there; null for a standalone event.
    roundNumber: integer("round_number"),
    // "Give others a chance": addresses that cannot win this round (the winner rule skips them).
    barredUrls: text("barred_urls")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index("events_creator_id_idx").on(t.creatorId),
    // A group's rounds, newest first: its page, its timeline and the next round's number.
    uniqueIndex("events_group_round_idx").on(t.groupId, t.roundNumber),
    // The scheduler's questions: which active events are due (or nearly), which owe a join notice.
    index("events_deadline_idx")
      .on(t.deadline)
      .where(sql`${t.status} = 'active' and ${t.deadline} is not null`),
    index("events_joins_unannounced_idx")
      .on(t.joinsAnnouncedAt)
      .where(sql`${t.joinsUnannounced} > 0`),
    check("events_status_check", sql`${t.status} in ('active', 'completed')`),
    check(
      "events_voting_check",
      sql`${t.resultsShown} in ('always', 'afterVoting', 'afterClose')
        and ${t.votesShown} in ('counts', 'open')
        and ${t.method} in ('upDown', 'approval', 'dots')
        and ${t.dots} between ${sql.raw(String(DOTS_MIN))} and ${sql.raw(String(DOTS_MAX))}`,
    ),
  ],
);

export const eventMembers = pgTable(
  "event_members",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    joinedAt: tz("joined_at").notNull().defaultNow(),
    // The member's first vote (never cleared): "after I have voted" results and turnout follow it.
    votedAt: tz("voted_at"),
    // Bumped by the member's later votes where results show after closing: only their page moves.
    voteSeq: integer("vote_seq").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index("event_members_user_id_idx").on(t.userId),
    // Who voted, as an index-only count for the group timeline (400 pages read instead of 6,400).
    index("event_members_voted_idx")
      .on(t.eventId)
      .where(sql`${t.votedAt} is not null`),
  ],
);

// A standing group; its membership is the source for its rounds' event_members.
export const groups = pgTable(
  "groups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    // A code names a group or an event, never both.
    invitationCode: text("invitation_code").notNull().unique(),
    creatorId: text("creator_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    memberCount: integer("member_count").notNull().default(0),
    // Bumped by every change the group page shows; ETag and live messages carry it.
    version: integer("version").notNull().default(1),
    // "Give others a chance": the winners of the last N rounds cannot win the next (0: off).
    barLastWinners: integer("bar_last_winners").notNull().default(0),
    // Weekly schedule in the group's IANA zone (ISO weekday, "HH:MM"); all null: none.
    timeZone: text("time_zone"),
    opensOn: integer("opens_on"),
    opensAt: text("opens_at"),
    closesOn: integer("closes_on"),
    closesAt: text("closes_at"),
    schedulePaused: boolean("schedule_paused").notNull().default(false),
    // The next opening owed; claimed with SKIP LOCKED and moved at once: it happens once.
    nextOpeningAt: tz("next_opening_at"),
    createdAt: tz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("groups_creator_id_idx").on(t.creatorId),
    index("groups_next_opening_idx")
      .on(t.nextOpeningAt)
      .where(sql`${t.nextOpeningAt} is not null`),
    check("groups_bar_last_winners_check", sql`${t.barLastWinners} between 0 and 52`),
    check(
      "groups_schedule_check",
      sql`(${t.opensOn} is null or ${t.opensOn} between 1 and 7)
        and (${t.closesOn} is null or ${t.closesOn} between 1 and 7)`,
    ),
  ],
);

export const groupMembers = pgTable(
  "group_members",
  {
    groupId: uuid("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    // "admin" manages the group, its rounds and its schedule; the group's creator is always one.
    role: text("role", { enum: ["admin", "member"] })
      .notNull()
      .default("member"),
    joinedAt: tz("joined_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index("group_members_user_id_idx").on(t.userId),
    check("group_members_role_check", sql`${t.role} in ('admin', 'member')`),
  ],
);

// Email invitations to a group (the event's are in `invitations`): the same daily limits.
export const groupInvitations = pgTable(
  "group_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    groupId: uuid("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    invitedBy: text("invited_by")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: tz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("group_invitations_group_id_idx").on(t.groupId),
    index("group_invitations_invited_by_idx").on(t.invitedBy, t.createdAt),
  ],
);

export const links = pgTable(
  "links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    sharedBy: text("shared_by")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    inShortlist: boolean("in_shortlist").notNull().default(false),
    shortlistedBy: text("shortlisted_by").references(() => user.id, { onDelete: "set null" }),
    shortlistedAt: tz("shortlisted_at"),
    // Changed in the same transaction as the vote; reading an event never sums votes.
    upCount: integer("up_count").notNull().default(0),
    downCount: integer("down_count").notNull().default(0),
    // Kept in the comment's transaction, so the page carries counts without counting rows.
    commentCount: integer("comment_count").notNull().default(0),
    // Millisecond precision, so the browser's tie-break (winner.ts) orders exactly as SQL does.
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index("links_event_id_created_at_idx").on(t.eventId, t.createdAt.desc(), t.id.desc()),
    // A link by cleaned address: in one event (duplicates), or in all (a preview arrived).
    index("links_url_event_id_idx").on(t.url, t.eventId),
    // An event's shortlist: a dots vote adds up the member's dots on it (huddle_cast_votes).
    index("links_event_id_shortlist_idx")
      .on(t.eventId)
      .where(sql`${t.inShortlist}`),
  ],
);

export const votes = pgTable(
  "votes",
  {
    linkId: uuid("link_id")
      .notNull()
      .references(() => links.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    value: text("value", { enum: ["up", "down"] }).notNull(),
    // What the vote adds to its count: 1, or the dots on the link in a dots event.
    weight: integer("weight").notNull().default(1),
    updatedAt: tz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    // One vote per member per link, made impossible to break by the key itself.
    primaryKey({ columns: [t.linkId, t.userId] }),
    index("votes_user_id_idx").on(t.userId),
    check("votes_value_check", sql`${t.value} in ('up', 'down')`),
    check("votes_weight_check", sql`${t.weight} between 1 and ${sql.raw(String(DOTS_MAX))}`),
  ],
);

// Comments on a link; account deletion lowers counters first (the cascade is the backstop).
export const comments = pgTable(
  "comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    linkId: uuid("link_id")
      .notNull()
      .references(() => links.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    // Millisecond precision, as the API shows it, so the thread's order is exactly SQL's.
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    // Set when the author edits; the thread shows "edited".
    editedAt: timestamp("edited_at", { withTimezone: true, precision: 3 }),
  },
  (t) => [
    // The thread of one link, oldest first.
    index("comments_link_id_created_at_idx").on(t.linkId, t.createdAt, t.id),
    // Account deletion, export and guest merge find a member's comments.
    index("comments_author_id_idx").on(t.authorId),
    check(
      "comments_body_check",
      sql`char_length(${t.body}) between ${sql.raw(String(limits.commentMin))} and ${sql.raw(String(limits.comment))}`,
    ),
  ],
);

export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    invitedBy: text("invited_by")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: tz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("invitations_event_id_idx").on(t.eventId),
    index("invitations_invited_by_idx").on(t.invitedBy, t.createdAt),
  ],
);

// Our rate-limit counters, one row per key and fixed window; the last two read as a sliding window.
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: tz("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
