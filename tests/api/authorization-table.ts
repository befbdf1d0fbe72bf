// Who may do what, as one table: every application route × the seven kinds of caller × the ids of
// this event or of another event, with the status DESIGN.md's rules give. authorization-matrix
// .test.ts runs every cell and fails when the app has a route this table does not list.
//
// The world each cell runs in (as fresh: laid out again after any cell that may have changed it):
//   event A: its creator, "member", and a second member who shared, shortlisted and voted on link A
//   event B: "creator of another event" (its creator) and one member, with link B made the same way
//   "non-member": signed in, in neither event; "signed out": no cookie at all.
//   "guest member": a guest (a name and a session, no account) who joined event A;
//   "guest non-member": a guest in neither event.
// Column "this": every id of the path (and body) belongs to event A. Column "other": the target
// id (the last one in the path, or the code in the body) belongs to event B and the rest to A, so
// "DELETE /api/events/:id/links/:linkId" with "other" sends link B under event A's path.

/** Statuses in this order: signed out, non-member, member, creator, creator of another event,
 * guest member, guest non-member. */
export type Statuses = readonly [number, number, number, number, number, number, number];

export const ROLES = [
  "signed out",
  "non-member",
  "member",
  "creator",
  "creator of another event",
  "guest member",
  "guest non-member",
] as const;
export type Role = (typeof ROLES)[number];

import type { Ids } from "../support/factories/two-events";
import { browserSubscription } from "../support/push-service";

/** What a route's declaration says of its callers (src/server/http/endpoint.ts). */
export type Declared = {
  guard:
    | "visitor"
    | "signedIn"
    | "account"
    | "member"
    | "creator"
    | "groupMember"
    | "groupAdmin"
    | "groupCreator";
  /** Guests hear 403 (an account route, or a member route that refuses guests). */
  guestsRefused: boolean;
  /** Its success status. */
  success: number;
};

/**
 * The statuses the declared guard gives each caller: a member route answers 404 to anyone
 * outside the event in its path (as for no such event), a creator route 403 to its other
 * members; "other" puts event B's id in the path (its creator is then the one inside), or B's
 * link, comment or member under A's path, which names nothing in A.
 */
export function fromGuard(
  { guard, guestsRefused, success: s }: Declared,
  column: "this" | "other",
  target: string | undefined,
): Statuses {
  const guest = (inside: number) => (guestsRefused ? 403 : inside);
  if (guard === "visitor") return [s, s, s, s, s, s, s];
  if (guard === "signedIn") return [401, s, s, s, s, s, s];
  if (guard === "account") return [401, s, s, s, s, 403, 403];
  // The group guards read the same: group A has the same people as event A (its creator, and
  // "member" and "guest member" as plain members), group B event B's (two-events.ts).
  const member = guard === "member" || guard === "groupMember" ? s : 403;
  if (column === "this") return [401, 404, member, s, 404, guest(member), guest(404)];
  if (target === "id" || target === "groupId")
    return [401, 404, 404, 404, s, guest(404), guest(404)];
  return [401, 404, 404, 404, 404, guest(404), guest(404)];
}

export type MatrixRow = {
  /** "METHOD /path" exactly as the app registers it. */
  route: string;
  /** Tells apart two rows of one route (another kind of body). */
  label?: string;
  body?: (ids: Ids) => unknown;
  /** A query string for the request (without "?"). */
  query?: string;
  /** The id the "other" column takes from event B; absent when the route names no event. */
  target?: keyof Ids;
  /** Event A starts closed (reopen has something to do). */
  closed?: boolean;
  /** Where the answers differ from what the declared guard gives (fromGuard): the route's own
   * rules (a closed event's 409, the sharer or the creator, a wrong confirmation). A route that
   * is not declared says them all. */
  this?: Statuses;
  other?: Statuses;
};

export const MATRIX: readonly MatrixRow[] = [
  // Public.
  { route: "GET /api/health", this: [200, 200, 200, 200, 200, 200, 200] },
  { route: "GET /api/config" },
  // The API description and the page that renders it (openapi.test.ts checks both).
  { route: "GET /api/openapi.json" },
  { route: "GET /api/docs" },
  {
    route: "GET /api/invite/:code",
    target: "code",
  },
  // A thumbnail Huddle made is public by its hash (link-previews.test.ts fetches real ones);
  // this world has none, so every caller hears 404.
  { route: "GET /api/link-previews/images/:imageId", this: [404, 404, 404, 404, 404, 404, 404] },
  // A public result is found by its token alone; this world has turned none on.
  { route: "GET /api/results/:token", this: [404, 404, 404, 404, 404, 404, 404] },
  // Unsubscribing needs no sign-in: the signed token decides (notifications.test.ts uses real
  // ones); a forged one is refused to everyone.
  {
    route: "GET /api/unsubscribe",
    query: "token=reminder.YUBiLmM.forged",
    this: [400, 400, 400, 400, 400, 400, 400],
  },
  {
    route: "POST /api/unsubscribe",
    query: "token=reminder.YUBiLmM.forged",
    body: () => ({ subscribed: false }),
    this: [400, 400, 400, 400, 400, 400, 400],
  },
  // Signed in, about no event in particular.
  { route: "GET /api/me" },
  {
    route: "PATCH /api/me",
    body: () => ({ name: "New name" }),
  },
  {
    route: "DELETE /api/me",
    // A right confirmation deletes the caller (delete-account.test.ts); here a wrong one, which
    // every signed-in caller hears as 400 with nothing changed.
    body: () => ({ confirm: "not-this-account@example.test" }),
    this: [401, 400, 400, 400, 400, 400, 400],
  },
  { route: "GET /api/me/deletion" },
  { route: "GET /api/me/data" },
  { route: "GET /api/events" },
  { route: "GET /api/me/notifications" },
  // Push (decision 227): any session, a guest's too; a device belongs to the caller's session.
  { route: "GET /api/me/push" },
  { route: "PUT /api/me/push", body: () => ({ closed: false }) },
  { route: "PUT /api/me/push/device", body: () => browserSubscription() },
  { route: "DELETE /api/me/push/device" },
  // No device in this world's sessions: 409 to every signed-in caller (push.test.ts sends one).
  { route: "POST /api/me/push/test", this: [401, 409, 409, 409, 409, 409, 409] },
  {
    route: "PUT /api/me/notifications",
    body: () => ({ reminder: false }),
    // A guest has no email to send to.
  },
  {
    route: "POST /api/events",
    body: () => ({ title: "Another" }),
    // Guests take part in others' events; they do not create their own.
  },
  {
    route: "POST /api/events",
    label: "how it votes",
    body: () => ({
      title: "Dots, hidden",
      method: "dots",
      dots: 5,
      resultsShown: "afterClose",
      votesShown: "open",
    }),
  },
  {
    route: "POST /api/events/join",
    body: (ids) => ({ code: ids.code }),
    target: "code",
    this: [401, 200, 409, 409, 200, 409, 200],
    other: [401, 200, 200, 200, 409, 200, 200],
  },
  // The Join dialog's: either code, here an event's (a group's: the group's own row below).
  {
    route: "POST /api/join",
    body: (ids) => ({ code: ids.code }),
    target: "code",
    this: [401, 200, 409, 409, 200, 409, 200],
    other: [401, 200, 200, 200, 409, 200, 200],
  },
  // Members read, share, shortlist, vote, invite and leave.
  {
    route: "GET /api/events/:id",
    target: "id",
  },
  {
    route: "GET /api/events/:id/live",
    target: "id",
  },
  {
    route: "GET /api/events/:id/turnout",
    target: "id",
  },
  {
    route: "GET /api/events/:id/export.csv",
    target: "id",
  },
  {
    route: "GET /api/events/:id/export.json",
    target: "id",
  },
  {
    route: "POST /api/events/:id/links",
    body: () => ({ url: "https://example.com/new", title: "New place" }),
    target: "id",
  },
  {
    // The share form's look at an address (previews are off in tests unless asked for: the
    // answer is the cleaned address with no preview).
    route: "GET /api/events/:id/link-preview",
    query: "url=https%3A%2F%2FExample.com%2Fnew%3Futm_source%3Dx",
    target: "id",
  },
  {
    route: "PUT /api/events/:id/links/:linkId/shortlist",
    target: "linkId",
  },
  {
    route: "PUT /api/events/:id/links/:linkId/vote",
    body: () => ({ value: "down" }),
    target: "linkId",
  },
  {
    // Both events vote up and down: dots do not fit (409), for members only.
    route: "PUT /api/events/:id/links/:linkId/vote",
    label: "dots",
    body: () => ({ weight: 1 }),
    target: "linkId",
    this: [401, 404, 409, 409, 404, 409, 404],
    other: [401, 404, 404, 404, 404, 404, 404],
  },
  {
    route: "POST /api/events/:id/invitations",
    body: () => ({ email: "guest@example.test" }),
    target: "id",
    // Guests may share the code or link, but not send email in Huddle's name.
  },
  {
    route: "POST /api/events/:id/leave",
    target: "id",
    // The creator cannot leave (403), in event A or in their own event B.
    this: [401, 404, 204, 403, 404, 204, 404],
    other: [401, 404, 404, 404, 403, 404, 404],
  },
  // Comments (decision 217): members read and comment, also guests; a closed event is read only.
  // "other" sends event B's link (or comment) under event A's path: no such link (or comment).
  {
    route: "GET /api/events/:id/links/:linkId/comments",
    target: "linkId",
  },
  {
    route: "GET /api/events/:id/links/:linkId/comments",
    label: "closed event",
    closed: true,
    target: "linkId",
    this: [401, 404, 200, 200, 404, 200, 404],
  },
  {
    route: "POST /api/events/:id/links/:linkId/comments",
    body: () => ({ body: "Worth a look" }),
    target: "linkId",
  },
  {
    route: "POST /api/events/:id/links/:linkId/comments",
    label: "closed event",
    body: () => ({ body: "Worth a look" }),
    closed: true,
    target: "linkId",
    this: [401, 404, 409, 409, 404, 409, 404],
  },
  // The comment is the second member's: only they may edit it (comments.test.ts), the creator
  // may delete it.
  {
    route: "PATCH /api/events/:id/links/:linkId/comments/:commentId",
    body: () => ({ body: "Changed my mind" }),
    target: "commentId",
    this: [401, 404, 403, 403, 404, 403, 404],
    other: [401, 404, 404, 404, 404, 404, 404],
  },
  {
    route: "DELETE /api/events/:id/links/:linkId/comments/:commentId",
    target: "commentId",
    this: [401, 404, 403, 204, 404, 403, 404],
    other: [401, 404, 404, 404, 404, 404, 404],
  },
  {
    route: "DELETE /api/events/:id/links/:linkId/comments/:commentId",
    label: "closed event",
    closed: true,
    target: "commentId",
    this: [401, 404, 409, 409, 404, 409, 404],
  },
  // The sharer (the second member here) or the creator.
  {
    route: "DELETE /api/events/:id/links/:linkId",
    target: "linkId",
    this: [401, 404, 403, 204, 404, 403, 404],
    other: [401, 404, 404, 404, 404, 404, 404],
  },
  // Whoever shortlisted it (the second member here) or the creator.
  {
    route: "DELETE /api/events/:id/links/:linkId/shortlist",
    target: "linkId",
    this: [401, 404, 403, 200, 404, 403, 404],
    other: [401, 404, 404, 404, 404, 404, 404],
  },
  // The creator only.
  {
    route: "PATCH /api/events/:id",
    body: () => ({ title: "Renamed" }),
    target: "id",
  },
  {
    // Who sees results can change any time.
    route: "PATCH /api/events/:id",
    label: "results shown",
    body: () => ({ resultsShown: "afterVoting", votesShown: "open" }),
    target: "id",
  },
  {
    // Both events have a vote already: their creators hear 409.
    route: "PATCH /api/events/:id",
    label: "method",
    body: () => ({ method: "approval" }),
    target: "id",
    this: [401, 404, 403, 409, 404, 403, 404],
    other: [401, 404, 404, 404, 409, 404, 404],
  },
  {
    route: "DELETE /api/events/:id",
    target: "id",
  },
  {
    route: "POST /api/events/:id/code",
    target: "id",
  },
  {
    // In A, "member" has not voted: the creator reminds them. In B everyone else has voted (409).
    route: "POST /api/events/:id/reminders",
    target: "id",
    this: [401, 404, 403, 200, 404, 403, 404],
    other: [401, 404, 404, 404, 409, 404, 404],
  },
  ...(["GET", "PUT", "DELETE"] as const).map((method) => ({
    route: `${method} /api/events/:id/result-link`,
    target: "id" as const,
  })),
  {
    route: "POST /api/events/:id/close",
    target: "id",
  },
  {
    route: "POST /api/events/:id/reopen",
    target: "id",
    closed: true,
  },
  {
    // "this" removes A's second member; "other" names B's member, who is not in event A: the
    // member still hears 403 (only the creator removes), A's creator 404 "Member not found".
    route: "DELETE /api/events/:id/members/:userId",
    target: "userId",
    this: [401, 404, 403, 204, 404, 403, 404],
    other: [401, 404, 403, 404, 404, 403, 404],
  },
  // Standing groups (decision 226): group A holds event A's people (its creator the group's,
  // the others plain members), group B event B's creator. "other" names group B (or B's member,
  // or B's code).
  { route: "GET /api/groups" },
  { route: "POST /api/groups", body: () => ({ name: "A new group" }) },
  {
    route: "POST /api/groups/join",
    body: (ids) => ({ code: ids.groupCode }),
    target: "groupCode",
    this: [401, 200, 409, 409, 200, 409, 200],
    other: [401, 200, 200, 200, 409, 200, 200],
  },
  { route: "GET /api/groups/:groupId", target: "groupId" },
  { route: "GET /api/groups/:groupId/live", target: "groupId" },
  { route: "PATCH /api/groups/:groupId", body: () => ({ name: "Renamed" }), target: "groupId" },
  { route: "DELETE /api/groups/:groupId", query: "rounds=keep", target: "groupId" },
  { route: "POST /api/groups/:groupId/code", target: "groupId" },
  {
    route: "POST /api/groups/:groupId/invitations",
    body: () => ({ email: "guest@example.test" }),
    target: "groupId",
  },
  { route: "POST /api/groups/:groupId/rounds", body: () => ({}), target: "groupId" },
  {
    // The creator cannot leave (403), in group A or in their own group B.
    route: "POST /api/groups/:groupId/leave",
    target: "groupId",
    this: [401, 404, 204, 403, 404, 204, 404],
    other: [401, 404, 404, 404, 403, 404, 404],
  },
  {
    // "this" removes A's second member; "other" names B's member, who is not in group A.
    route: "DELETE /api/groups/:groupId/members/:userId",
    target: "userId",
    this: [401, 404, 403, 204, 404, 403, 404],
    other: [401, 404, 403, 404, 404, 403, 404],
  },
  {
    route: "PUT /api/groups/:groupId/members/:userId/role",
    body: () => ({ role: "admin" }),
    target: "userId",
    this: [401, 404, 403, 200, 404, 403, 404],
    other: [401, 404, 403, 404, 404, 403, 404],
  },
  // The schedule (group-schedule.test.ts): admins only. The world's groups have none, so pause,
  // resume and skip answer an admin 409 noSchedule; deleting none is no change (200).
  {
    route: "PUT /api/groups/:groupId/schedule",
    body: () => ({
      timeZone: "Europe/Berlin",
      opensOn: 1,
      opensAt: "09:00",
      closesOn: 5,
      closesAt: "18:00",
    }),
    target: "groupId",
  },
  { route: "DELETE /api/groups/:groupId/schedule", target: "groupId" },
  ...(["pause", "resume", "skip"] as const).map((action) => ({
    route: `POST /api/groups/:groupId/schedule/${action}`,
    target: "groupId" as const,
    this: [401, 404, 403, 409, 404, 403, 404] as const,
    other: [401, 404, 404, 404, 409, 404, 404] as const,
  })),
  // "Make this a regular": event A (B for "other") becomes round 1 of a new group.
  { route: "POST /api/events/:id/regular", target: "id" },
  // Calendars (calendar.test.ts): the world's events have no deadline and its groups no
  // schedule, so an insider hears 409 (noDeadline, noSchedule) and everyone else 404.
  {
    route: "GET /api/events/:id/calendar.ics",
    target: "id",
    this: [401, 404, 409, 409, 404, 409, 404],
    other: [401, 404, 404, 404, 409, 404, 404],
  },
  {
    route: "GET /api/groups/:groupId/calendar.ics",
    target: "groupId",
    this: [401, 404, 409, 409, 404, 409, 404],
    other: [401, 404, 404, 404, 409, 404, 404],
  },
  // The feed's address is an account's; guests hear 403 guestNoCalendarFeed.
  { route: "GET /api/me/calendar-feed" },
  { route: "POST /api/me/calendar-feed" },
  { route: "DELETE /api/me/calendar-feed" },
  // The feed itself is found by its token alone (the path here names none): 404 to everyone.
  { route: "GET /api/calendar/feed/:feedFile", this: [404, 404, 404, 404, 404, 404, 404] },
  // Chats (chat-targets.test.ts, decision 229): an event's creator's, a group's admins'. The world's
  // chats are webhooks to an address the guard refuses, so a test message answers 200 with
  // what went wrong, and nothing leaves the machine. "other" names B's chat under A's path: A's
  // other members hear 403 whatever the chat (they may manage none), everyone else 404.
  ...chatRows("/api/events/:id", "chatId", "id"),
  ...chatRows("/api/groups/:groupId", "groupChatId", "groupId"),
];

function chatRows(base: string, chat: keyof Ids, owner: keyof Ids): MatrixRow[] {
  const other = [401, 404, 403, 404, 404, 403, 404] as const;
  return [
    { route: `GET ${base}/chats`, target: owner },
    {
      route: `POST ${base}/chats`,
      target: owner,
      body: () => ({ kind: "slack", url: "https://hooks.slack.com/services/T0/B0/secret" }),
    },
    {
      route: `PATCH ${base}/chats/:chatId`,
      target: chat,
      body: () => ({ name: "Renamed" }),
      other,
    },
    { route: `DELETE ${base}/chats/:chatId`, target: chat, other },
    { route: `POST ${base}/chats/:chatId/test`, target: chat, other },
    { route: `POST ${base}/chats/:chatId/secret`, target: chat, other },
  ];
}

/** What the app registers besides application routes, and where each is tested instead. */
export const NOT_IN_MATRIX: Readonly<Record<string, string>> = {
  "ALL /*": "middleware on every request (request log, security headers, compression)",
  "ALL /api/*": "middleware of /api (origin check, body limit) and the JSON 404 for unknown paths",
  "ALL /api/auth/*": "Better Auth: its own table in auth-routes-matrix.test.ts",
  "GET /*": "the built web app: web-security.test.ts checks its headers",
  "GET /api/docs/:file":
    "the API page's own scripts and styles, public: openapi.test.ts loads each",
};

/** A route as the app declares it (the API description's operations, app.declared()). */
type DeclaredOperation = {
  method: string;
  path: string;
  guard?: Declared["guard"];
  guestsRefused?: boolean;
  answers: Record<number, unknown>;
};

/**
 * Every row with its statuses in full: a row's own, or the declared guard's; and a row for each
 * declared route the table does not list (one with no body and no rule of its own needs none).
 */
export function completeMatrix(operations: readonly DeclaredOperation[]): MatrixRow[] {
  const declared = new Map(
    operations
      .filter((op) => op.guard)
      .map((op) => [
        `${op.method.toUpperCase()} ${op.path}`,
        {
          guard: op.guard!,
          guestsRefused: op.guestsRefused ?? false,
          success: Number(Object.keys(op.answers).find((status) => status.startsWith("2"))),
        },
      ]),
  );
  const rows: MatrixRow[] = [
    ...MATRIX,
    ...[...declared.keys()]
      .filter((route) => !MATRIX.some((row) => row.route === route) && !(route in NOT_IN_MATRIX))
      .map((route) => ({ route, target: route.match(/:(\w+)$/)?.[1] as keyof Ids | undefined })),
  ];
  return rows.map((row) => {
    const route = declared.get(row.route);
    // A row that says its own statuses says all it expects (a closed event's row: "this" only).
    if (!route || row.this) return row;
    return {
      ...row,
      this: fromGuard(route, "this", row.target),
      other: row.other ?? (row.target ? fromGuard(route, "other", row.target) : undefined),
    };
  });
}
