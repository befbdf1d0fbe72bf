// What the API answers, as zod schemas: the types both sides use come from them, and the tests
// parse real answers with them (tests/api/response-shapes.test.ts) on both databases, including
// the ones the database writes as JSON (the event page, the dashboard), so an answer built in SQL
// and the same answer built in TypeScript cannot drift apart unnoticed. Strict objects: a field
// one side adds and the other does not is a failed parse. The browser imports only the types.
import { z } from "zod";
import { errorCodes, type ApiErrorBody, type ErrorCode } from "./errors";
import { mailKinds, type MailKind } from "./mail-kinds";
import { pushKinds, type PushKind } from "./push";
import { chatFailures, chatKinds, chatMessageKinds, type ChatMessageKind } from "./chat";
import { DOTS_MAX, DOTS_MIN, resultsShownValues, voteMethods, votesShownValues } from "./voting";
import { languages } from "./i18n/languages";

const id = z.string().min(1);
const uuid = z.uuid();
/** A time as JavaScript's toISOString() writes it, which the database's JSON writes too. */
const time = z.iso.datetime({ precision: 3 });
const count = z.number().int().nonnegative();
const version = z.number().int().positive();

export const voteValue = z.enum(["up", "down"]);
export type VoteValue = z.infer<typeof voteValue>;
export const eventStatus = z.enum(["active", "completed"]);
export type EventStatus = z.infer<typeof eventStatus>;

export const me = z.strictObject({
  id,
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  // Took part with a name only (no email, no password): may join and take part, not create.
  guest: z.boolean(),
});
export type Me = z.infer<typeof me>;

/** GET and PATCH /api/me: the person, their language and their time zone (an IANA name; each
 * null until first set). */
export const account = me.extend({
  language: z.enum(languages).nullable(),
  timeZone: z.string().nullable(),
});
export type Account = z.infer<typeof account>;

export const eventSummary = z.strictObject({
  id: uuid,
  title: z.string(),
  description: z.string(),
  invitationCode: z.string(),
  status: eventStatus,
  creatorId: id,
  isCreator: z.boolean(),
  memberCount: count,
  linkCount: count,
  /** The winner recorded when the event was closed. */
  winnerLinkId: uuid.nullable(),
  createdAt: time,
  closedAt: time.nullable(),
  /** When voting closes by itself (the event closes as if its creator had closed it). */
  deadline: time.nullable(),
  version,
  // How the event votes (shared/voting.ts, decision 210).
  resultsShown: z.enum(resultsShownValues),
  votesShown: z.enum(votesShownValues),
  method: z.enum(voteMethods),
  /** Dots each member has, in a dots event (kept, unused, for the other methods). */
  dots: z.number().int().min(DOTS_MIN).max(DOTS_MAX),
  /** The group it is a round of (decision 226), and its number there; null for a standalone
   * event. */
  groupId: uuid.nullable(),
  roundNumber: z.number().int().positive().nullable(),
});
export type EventSummary = z.infer<typeof eventSummary>;

export const member = me.extend({ isCreator: z.boolean(), joinedAt: time });
export type Member = z.infer<typeof member>;

/** Where Huddle serves a preview's thumbnail (its own origin, never the linked site's). */
export const PREVIEW_IMAGE_PATH = "/api/link-previews/images/";

/** What a link's page says it is, fetched by the server after the link was shared: the site's
 * name, the page's description and a thumbnail path on Huddle's origin (each may be missing),
 * and what its schema.org JSON-LD says, each only when it says it (decision 216). */
export const linkPreview = z.strictObject({
  siteName: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().startsWith(PREVIEW_IMAGE_PATH).nullable(),
  /** Out of 5, one decimal. */
  rating: z.number().min(0).max(5).optional(),
  /** How many ratings or reviews make the rating. */
  reviews: z.number().int().nonnegative().optional(),
  /** The lowest price the page names, and its ISO 4217 currency when it gives one. */
  price: z.number().nonnegative().optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  /** As the page writes it: "$$", "€10–20". */
  priceRange: z.string().max(30).optional(),
  /** One line. */
  address: z.string().max(150).optional(),
  /** An event's start: "YYYY-MM-DD", "YYYY-MM-DDTHH:MM" (the place's clock), or a moment
   * "YYYY-MM-DDTHH:MMZ". */
  startsAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}Z?)?$/)
    .optional(),
});
export type LinkPreview = z.infer<typeof linkPreview>;

/** GET /api/events/:id/link-preview?url=: an address as Huddle would store it, and its page's
 * preview (with the page's title, for the share form); null when nothing could be fetched. */
export const addressPreview = z.strictObject({
  url: z.string(),
  preview: linkPreview.extend({ title: z.string().nullable() }).nullable(),
});
export type AddressPreview = z.infer<typeof addressPreview>;

/** One member's vote on a link, shown when the event's votes are open. In a dots event `value`
 * is "up" and `weight` the dots; otherwise `weight` is 1. */
export const ballot = z.strictObject({
  userId: id,
  value: voteValue,
  weight: z.number().int().positive(),
});
export type Ballot = z.infer<typeof ballot>;

/** What the group's other closed rounds say of a link's cleaned address (decision 226): the
 * closings of the rounds it won (newest first), in how many it was on the shortlist, and who
 * first shared it in an earlier round (only someone who is or was in the group; else null). */
export const linkHistory = z.strictObject({
  wonOn: z.array(time),
  shortlisted: count,
  sharedBefore: z.string().nullable(),
});
export type LinkHistory = z.infer<typeof linkHistory>;

/** A link as it is shared: nothing voted on it yet. POST /api/events/:id/links answers it, and
 * the live message brings it to every member; each page then shows it with no votes. */
export const newLink = z.strictObject({
  id: uuid,
  url: z.string(),
  title: z.string(),
  description: z.string(),
  sharedBy: z.strictObject({ id, name: z.string() }),
  inShortlist: z.boolean(),
  shortlistedBy: id.nullable(),
  shortlistedAt: time.nullable(),
  createdAt: time,
  /** Null until the server has fetched the page (it arrives live), or when it has none. */
  preview: linkPreview.nullable(),
  /** In a round, its address won one of the group's last rounds: it cannot win this one
   * ("give others a chance", decision 226). Always false in a standalone event. */
  barred: z.boolean(),
  /** Its history in the group; null in a standalone event, or when the group's other rounds
   * say nothing of its address. */
  history: linkHistory.nullable(),
});
export type NewLink = z.infer<typeof newLink>;

/** A link as every member who may see results sees it; each viewer keeps their own `myVote`.
 * `up`, `down` and `voters` are null for a member who may not see results yet
 * (shared/voting.ts): the server leaves them out, the browser only explains why. `voters` is
 * there only when the event's votes are open (a 1,000-link page stays within its size). */
export const sharedLink = newLink.extend({
  up: count.nullable(),
  down: count.nullable(),
  voters: z.array(ballot).nullable().optional(),
  /** How many comments the link has; left out when none, and named short: a 1,000-link page
   * stays within its size (decision 217). The thread itself is read when opened. */
  cc: z.number().int().positive().optional(),
});
export type SharedLink = z.infer<typeof sharedLink>;

export const link = sharedLink.extend({
  /** This viewer's own vote; always present (null when none). In a dots event "up" while
   * they have dots on the link. */
  myVote: voteValue.nullable(),
  /** The dots this viewer has on the link: only in a dots event. */
  myDots: count.optional(),
});
export type Link = z.infer<typeof link>;

/** GET /api/events/:id: the whole event page in one response. */
export const eventPage = z.strictObject({
  event: eventSummary,
  members: z.array(member),
  /** Newest first (created_at desc, id desc). */
  links: z.array(link),
  /** Whether this viewer may see counts, scores, the winner and open votes now. */
  seesResults: z.boolean(),
});
export type EventPage = z.infer<typeof eventPage>;

/** A comment on a link (decision 217): plain text, `editedAt` set once its author changed it. */
export const comment = z.strictObject({
  id: uuid,
  linkId: uuid,
  author: z.strictObject({ id, name: z.string() }),
  body: z.string(),
  createdAt: time,
  editedAt: time.nullable(),
});
export type Comment = z.infer<typeof comment>;

/** GET /api/events/:id/links/:linkId/comments: the thread, oldest first (newest last). */
export const commentThread = z.strictObject({ comments: z.array(comment) });
export type CommentThread = z.infer<typeof commentThread>;

/** GET /api/events: my events, newest first. */
export const dashboard = z.array(eventSummary);

/** PUT .../vote: the link's counts after (null while the voter may not see results) and the
 * voter's own vote. */
export const voteResult = z.strictObject({
  linkId: uuid,
  up: count.nullable(),
  down: count.nullable(),
  myVote: voteValue.nullable(),
  myDots: count,
});
export type VoteResult = z.infer<typeof voteResult>;

/** POST /api/events/:id/invitations: the address the invitation went to. */
export const invitationSent = z.strictObject({ email: z.string() });
export type InvitationSent = z.infer<typeof invitationSent>;

export const appConfig = z.strictObject({
  appName: z.string(),
  googleEnabled: z.boolean(),
  emailVerificationRequired: z.boolean(),
});
export type AppConfig = z.infer<typeof appConfig>;

/** GET /api/health. */
export const health = z.strictObject({ status: z.literal("ok"), database: z.string() });

/** PUT and DELETE /api/events/:id/links/:linkId/shortlist: the link's shortlist state after. */
export const shortlistState = z.strictObject({
  linkId: uuid,
  inShortlist: z.boolean(),
  shortlistedBy: id.nullable(),
  shortlistedAt: time.nullable(),
});
export type ShortlistState = z.infer<typeof shortlistState>;

/** POST /api/events/:id/close and /reopen: the event's state after. */
export const eventClosure = z.strictObject({
  status: eventStatus,
  /** The winner recorded on closing; null when open, or when nothing was shortlisted. */
  winnerLinkId: uuid.nullable(),
  closedAt: time.nullable(),
  /** Reopening clears the deadline. */
  deadline: time.nullable(),
  version,
});
export type EventClosure = z.infer<typeof eventClosure>;

/** GET /api/events/:id/turnout: how many members have voted (ever, in the event), and
 * who has not (names only: never who voted what). */
export const turnout = z.strictObject({
  memberCount: count,
  votedCount: count,
  notVoted: z.array(z.strictObject({ id, name: z.string() })),
  /** While the creator's last reminder is less than 12 hours old, when the next may be sent. */
  nextReminderAt: time.nullable(),
});
export type Turnout = z.infer<typeof turnout>;

/** POST /api/events/:id/reminders: how many members were sent a reminder. */
export const remindersSent = z.strictObject({ reminded: count });
export type RemindersSent = z.infer<typeof remindersSent>;

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

/** GET /api/invite/:code (public; the code is the secret). What the invitation is for: title,
 * description, deadline, who made it, and with an emailed invitation's `?invitation=` secret who
 * sent it. A closed event's result comes too, as the public result shows it (no names), for
 * the invite page shows it instead of a join prompt (decision 208). `eventId` comes only to a
 * viewer who is already a member, so the invite page can open the event instead of joining it
 * again. */
export const invitePreview = z.strictObject({
  title: z.string(),
  description: z.string(),
  memberCount: count,
  status: eventStatus,
  deadline: time.nullable(),
  creatorName: z.string(),
  /** Only with the emailed invitation's secret: the member who sent it. */
  inviterName: z.string().nullable(),
  result: publicResult.nullable(),
  eventId: uuid.optional(),
  /** What the code names: an event, or a standing group (decision 226). For a group, `title` is
   * its name, `status` "active", `deadline` its open round's (or null), `result` null, and
   * `groupId` is there when the viewer is a member already. */
  kind: z.enum(["event", "group"]),
  groupId: uuid.optional(),
});
export type InvitePreview = z.infer<typeof invitePreview>;

/** GET and PUT /api/me/notifications: which kinds of email the signed-in person gets. */
export const notificationSettings = z.strictObject(
  Object.fromEntries(mailKinds.map((kind) => [kind, z.boolean()])) as Record<
    MailKind,
    z.ZodBoolean
  >,
);
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** GET and PUT /api/me/push (and /api/me/push/device): the server's VAPID public key (base64url,
 * the applicationServerKey of PushManager.subscribe), whether this session has a device
 * subscribed, and each kind of push, on or off for all the person's devices. */
export const pushSettings = z.strictObject({
  publicKey: z.string(),
  device: z.boolean(),
  kinds: z.strictObject(
    Object.fromEntries(pushKinds.map((kind) => [kind, z.boolean()])) as Record<
      PushKind,
      z.ZodBoolean
    >,
  ),
});
export type PushSettings = z.infer<typeof pushSettings>;

/** GET and POST /api/unsubscribe?token=: the address and kind a token names, and whether that
 * kind of mail now goes to it. */
export const subscription = z.strictObject({
  email: z.string(),
  kind: z.enum(mailKinds),
  subscribed: z.boolean(),
});
export type Subscription = z.infer<typeof subscription>;

/** GET /api/me/deletion: what deleting the account would remove, for the warning. The events
 * they created go whole; the counts are of their part in everyone else's events. */
export const accountDeletion = z.strictObject({
  createdEvents: z.array(z.strictObject({ id: uuid, title: z.string(), memberCount: count })),
  /** The groups they created (decision 226): each goes to `heir` (its longest-standing other
   * admin, by name), or with none is deleted, its rounds kept as standalone events. */
  createdGroups: z.array(
    z.strictObject({
      id: uuid,
      name: z.string(),
      memberCount: count,
      heir: z.string().nullable(),
    }),
  ),
  memberships: count,
  links: count,
  votes: count,
  comments: count,
});
export type AccountDeletion = z.infer<typeof accountDeletion>;

/** GET /api/me/data: everything Huddle keeps that is the person's own, as a download. */
export const myData = z.strictObject({
  exportedAt: time,
  account: z.strictObject({
    id,
    name: z.string(),
    email: z.string(),
    guest: z.boolean(),
    createdAt: time,
    language: z.enum(languages).nullable(),
    timeZone: z.string().nullable(),
  }),
  memberships: z.array(
    z.strictObject({ eventId: uuid, title: z.string(), joinedAt: time, isCreator: z.boolean() }),
  ),
  /** The groups they are in (decision 226), with their role there. */
  groups: z.array(
    z.strictObject({
      groupId: uuid,
      name: z.string(),
      role: z.enum(["creator", "admin", "member"]),
      joinedAt: time,
    }),
  ),
  links: z.array(
    z.strictObject({
      eventId: uuid,
      url: z.string(),
      title: z.string(),
      description: z.string(),
      createdAt: time,
      inShortlist: z.boolean(),
    }),
  ),
  votes: z.array(
    z.strictObject({
      eventId: uuid,
      linkId: uuid,
      linkTitle: z.string(),
      value: voteValue,
      /** What the vote counts: 1, or the dots on the link in a dots event. */
      weight: z.number().int().positive(),
      updatedAt: time,
    }),
  ),
  /** Their comments (decision 206), newest first. */
  comments: z.array(
    z.strictObject({
      eventId: uuid,
      linkId: uuid,
      linkTitle: z.string(),
      body: z.string(),
      createdAt: time,
      editedAt: time.nullable(),
    }),
  ),
  /** Push notifications (decision 227): each kind on or off, and the devices of their sessions
   * (the push service's address is theirs to see). */
  push: z.strictObject({
    kinds: z.strictObject(
      Object.fromEntries(pushKinds.map((kind) => [kind, z.boolean()])) as Record<
        PushKind,
        z.ZodBoolean
      >,
    ),
    devices: z.array(z.strictObject({ endpoint: z.string(), createdAt: time })),
  }),
});
export type MyData = z.infer<typeof myData>;

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

const errorCode = z
  .enum(Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]])
  .describe("A stable code: a key of the catalogues' `errors` (errors.ts gives its status)");
const errorParams = z
  .record(z.string(), z.union([z.string(), z.number()]))
  .describe("The values of the code's placeholders ({{name}}; `count` picks a plural form)");

/** Every error the API answers, whatever the route (decision 201): a stable code, each with its
 * own HTTP status (errors.ts), its params, and its English text; `fields` names the request
 * fields that were refused, each with a code of its own. */
export const apiError = z.strictObject({
  error: z.strictObject({
    code: errorCode,
    message: z.string().describe("The code's English text, with its params filled in"),
    params: errorParams.optional(),
    fields: z
      .record(
        z.string(),
        z.strictObject({ code: errorCode, message: z.string(), params: errorParams.optional() }),
      )
      .optional(),
  }),
});
// errors.ts keeps the type without zod (the browser imports it at run time): this line stops the
// build when the two say different things.
const sameErrorShape: [z.infer<typeof apiError>, ApiErrorBody] extends [
  ApiErrorBody,
  z.infer<typeof apiError>,
]
  ? true
  : never = true;
void sameErrorShape;

// ---- Better Auth's answers under /api/auth, as Huddle passes them on -------------------------
// Loose objects: Better Auth writes these, and a field it adds in an upgrade is not an error.

/** The account in Better Auth's answers (sign-up, sign-in, get-session, change-password). */
export const authUser = z.looseObject({
  id,
  name: z.string(),
  email: z.string(),
  image: z.string().nullable().optional(),
  emailVerified: z.boolean(),
  /** A guest (decision 205's anonymous user). */
  isAnonymous: z.boolean().nullable().optional(),
  language: z.string().nullable().optional(),
  timeZone: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** POST sign-up/email, sign-in/email, sign-in/anonymous and change-password: the account, and
 * the new session's token (null when sign-up waits for the emailed link; the session itself is
 * the cookie set with the answer). */
export const authSignedIn = z.looseObject({ token: z.string().nullable(), user: authUser });

/** GET /api/auth/get-session: null when signed out. */
export const authSession = z
  .looseObject({
    user: authUser,
    session: z.looseObject({ id, expiresAt: z.string() }),
  })
  .nullable();
export type AuthSession = z.infer<typeof authSession>;

/** The answer of Better Auth's endpoints that only say they did it. */
export const authDone = z.looseObject({ status: z.boolean() });

/** GET /api/auth/list-sessions, as Huddle answers it: the account's active sessions, this one
 * first, without their tokens. */
export const activeSession = z.strictObject({
  id,
  /** The session of the browser asking. */
  current: z.boolean(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: time,
  /** When it was last used, to within a day (Better Auth moves it on at most once a day). */
  lastActiveAt: time,
  expiresAt: time,
});
export type ActiveSession = z.infer<typeof activeSession>;

/** GET /api/auth/list-accounts, as Huddle answers it: how the person signs in. */
export const signInMethod = z.strictObject({ providerId: z.string() });
/** "credential" (a password) or "google". */
export type SignInMethod = z.infer<typeof signInMethod>;

/** The calendar feed's address (webcal://…), or null while it is off (decision 228). */
export const calendarFeed = z.strictObject({ url: z.string().nullable() });
export type CalendarFeed = z.infer<typeof calendarFeed>;

// ---- Chats (issue #38, decision 229) ----------------------------------------------------------

/** One delivery attempt to a chat, as its owner sees it: when, what the chat answered (its HTTP
 * status, or null when no answer came), how long it took, and why it failed. */
export const chatAttempt = z.strictObject({
  at: time,
  /** What was sent: one of the message kinds, or "test". */
  message: z.enum([...chatMessageKinds, "test"]),
  status: z.number().int().nullable(),
  ok: z.boolean(),
  durationMs: count,
  /** Why it failed, in a few words ("timeout", "refused: private address", "HTTP 404"). */
  error: z.string().nullable(),
  /** Why it failed, as a code the browser has words for; null when it went through (or for a
   * try recorded before the codes, 2026-11-29, which has only `error`). */
  failure: z.enum(chatFailures).nullable(),
});
export type ChatAttempt = z.infer<typeof chatAttempt>;

/** A connected chat. Its secret (the webhook address's token, Matrix's access token, the
 * signing secret) never leaves the server: `shown` is the address with that part cut to its last
 * characters ("https://hooks.slack.com/services/…x9Qz"). */
export const chatTarget = z.strictObject({
  id: uuid,
  kind: z.enum(chatKinds),
  name: z.string(),
  shown: z.string(),
  messages: z.strictObject(
    Object.fromEntries(chatMessageKinds.map((kind) => [kind, z.boolean()])) as Record<
      ChatMessageKind,
      z.ZodBoolean
    >,
  ),
  /** False once it failed on every try for a day (or its owner turned it off). */
  active: z.boolean(),
  /** When it was turned off for failing, or null. */
  turnedOffAt: time.nullable(),
  createdAt: time,
  /** The newest attempts first, at most CHAT_ATTEMPTS_SHOWN. */
  attempts: z.array(chatAttempt),
});
export type ChatTarget = z.infer<typeof chatTarget>;

/** GET /api/events/{eventId}/chats and /api/groups/{groupId}/chats. */
export const chatTargets = z.strictObject({ chats: z.array(chatTarget) });
export type ChatTargets = z.infer<typeof chatTargets>;

/** POST …/chats (and POST …/chats/{chatId}/secret): the chat, and for a generic webhook its
 * signing secret ("whsec_…"), answered this once and never again. */
export const chatTargetCreated = z.strictObject({
  chat: chatTarget,
  signingSecret: z.string().nullable(),
});
export type ChatTargetCreated = z.infer<typeof chatTargetCreated>;

/** POST …/chats/{chatId}/test: what the chat answered to a test message. */
export const chatTestResult = z.strictObject({
  ok: z.boolean(),
  status: z.number().int().nullable(),
  durationMs: count,
  /** The start of the answer's body, as text (at most 500 characters). */
  answer: z.string(),
  error: z.string().nullable(),
  /** Why it failed (shared/chat.ts); null when it went through. */
  failure: z.enum(chatFailures).nullable(),
});
export type ChatTestResult = z.infer<typeof chatTestResult>;
