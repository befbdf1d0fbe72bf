// Huddle's own routes, as the API description lists them. Each names the shared schema the route
// validates its body with and the one its answer is typed by, so the description cannot say one
// thing while the route does another without tests/api/openapi.test.ts noticing.
import { z } from "zod";
import * as input from "../../shared/api";
import * as answer from "../../shared/responses";
import { liveMessage, readyMessage } from "../../shared/live";
import { DOCS_FILES } from "./docs-page";
import { json, noContent, type Operation } from "./operation";

const event = "Events";
const links = "Links and votes";
const comments = "Comments";
const account = "Your account";
const results = "Results";

const eventSummary = json("The event as the caller sees it", answer.eventSummary);
const notModified = { description: "Unchanged since the ETag sent in If-None-Match" };

/** The downloads' times are on this clock. */
const timeZoneQuery = {
  description: "The time zone for times, an IANA name such as Europe/Berlin (default UTC)",
  schema: z.string(),
};

export const HUDDLE_OPERATIONS: Operation[] = [
  {
    method: "get",
    path: "/api/health",
    summary: "Whether the server and its database answer",
    tag: "Server",
    signedIn: false,
    answers: { 200: json("Up, with the kind of database", answer.health) },
    errors: [],
  },
  {
    method: "get",
    path: "/api/config",
    summary: "What the web app needs to know at start",
    tag: "Server",
    signedIn: false,
    answers: { 200: json("Which sign-in options are on", answer.appConfig) },
    errors: [],
  },
  {
    method: "get",
    path: "/api/openapi.json",
    summary: "This description of the API (OpenAPI 3.1)",
    tag: "Server",
    signedIn: false,
    answers: { 200: json("The document", z.looseObject({ openapi: z.string() })) },
    errors: [],
  },
  {
    method: "get",
    path: "/api/docs",
    summary: "This description as a page to read and try",
    tag: "Server",
    signedIn: false,
    answers: { 200: { description: "The page (Swagger UI)", type: "text/html" } },
    errors: [],
  },
  {
    method: "get",
    path: "/api/docs/:file",
    summary: "The files of the page at /api/docs",
    tag: "Server",
    signedIn: false,
    params: {
      file: {
        description: "One of the page's scripts or styles",
        schema: z.enum(Object.keys(DOCS_FILES) as [string, ...string[]]),
      },
    },
    answers: { 200: { description: "The file (JavaScript or CSS)", type: "text/javascript" } },
    errors: [404],
  },
  // ---- Your account ---------------------------------------------------------------------------
  {
    method: "get",
    path: "/api/me",
    summary: "Who is signed in",
    tag: account,
    signedIn: true,
    answers: {
      200: json("The signed-in person, with their language and time zone", answer.account),
    },
    errors: [401],
  },
  {
    method: "patch",
    path: "/api/me",
    summary: "Change your name, your language or your time zone",
    description:
      "Any of the three, or several. `timeZone` is an IANA name that Intl knows (such as " +
      '"Europe/Berlin"); the browser sends its own when it differs from the one kept, and emails ' +
      "write their times in it (UTC, said so, while none is kept). An unknown zone is a 400 " +
      "naming the field `timeZone`, and nothing changes.",
    tag: account,
    signedIn: true,
    body: input.updateMeInput,
    answers: { 200: json("The person after the change", answer.account) },
    errors: [401],
  },
  {
    method: "delete",
    path: "/api/me",
    summary: "Delete your account, with the events you created",
    description: "Confirmed by typing the account's email (a guest: their name) again.",
    tag: account,
    signedIn: true,
    body: input.deleteAccountInput,
    answers: { 204: noContent },
    errors: [401],
  },
  {
    method: "get",
    path: "/api/me/deletion",
    summary: "What deleting your account would remove",
    tag: account,
    signedIn: true,
    answers: { 200: json("The events and counts that would go", answer.accountDeletion) },
    errors: [401],
  },
  {
    method: "get",
    path: "/api/me/data",
    summary: "Download your data",
    tag: account,
    signedIn: true,
    answers: { 200: json("Everything Huddle keeps that is yours (an attachment)", answer.myData) },
    errors: [401],
  },
  {
    method: "get",
    path: "/api/me/notifications",
    summary: "Which kinds of email you get",
    tag: account,
    signedIn: true,
    answers: { 200: json("Each kind, on or off", answer.notificationSettings) },
    errors: [401, 403],
  },
  {
    method: "put",
    path: "/api/me/notifications",
    summary: "Turn kinds of email on or off",
    description: "Guests have no email: 403.",
    tag: account,
    signedIn: true,
    body: input.notificationSettingsInput,
    answers: { 200: json("Each kind after the change", answer.notificationSettings) },
    errors: [401, 403],
  },
  {
    method: "get",
    path: "/api/unsubscribe",
    summary: "What an email's unsubscribe link names",
    tag: account,
    signedIn: false,
    query: {
      token: { description: "The signed token from the email", schema: z.string(), required: true },
    },
    answers: {
      200: json("The address, the kind of email and whether it is on", answer.subscription),
    },
    errors: [400],
  },
  {
    method: "post",
    path: "/api/unsubscribe",
    summary: "Unsubscribe from one kind of email (or subscribe again)",
    tag: account,
    signedIn: false,
    query: {
      token: { description: "The signed token from the email", schema: z.string(), required: true },
    },
    body: input.unsubscribeInput,
    formBody: {
      description: "A mail program's one-click unsubscribe (RFC 8058): always off",
      schema: z.object({ "List-Unsubscribe": z.literal("One-Click") }),
    },
    answers: { 200: json("The kind of email after the change", answer.subscription) },
    errors: [400],
  },
  // ---- Events ---------------------------------------------------------------------------------
  {
    method: "get",
    path: "/api/events",
    summary: "Your events (the dashboard), newest first",
    tag: event,
    signedIn: true,
    answers: { 200: json("Every event you are in", answer.dashboard), 304: notModified },
    errors: [401],
  },
  {
    method: "post",
    path: "/api/events",
    summary: "Create an event",
    description: "Guests cannot create events: 403.",
    tag: event,
    signedIn: true,
    body: input.createEventInput,
    answers: {
      201: json("The new event; you are its creator and first member", answer.eventSummary),
    },
    errors: [401, 403],
  },
  {
    method: "get",
    path: "/api/events/:id",
    summary: "The event page: the event, its members and its links",
    description:
      "Counts, scores and the winner are left out (null) while the event's rules hide results from you. " +
      "`event.version` is your page's version (the one live messages carry): while results are hidden " +
      "from you it moves only with what every member sees and with your own votes, never with the " +
      "others' votes; an event's own answers (the dashboard, edits) carry the event's version, which " +
      "does not move with votes other than a member's first.",
    tag: event,
    signedIn: true,
    answers: { 200: json("The whole page", answer.eventPage), 304: notModified },
    errors: [401, 404],
  },
  {
    method: "patch",
    path: "/api/events/:id",
    summary: "Edit the event (creator)",
    description:
      "A deadline only while the event is open; the method only while nobody has voted (409).",
    tag: event,
    signedIn: true,
    body: input.updateEventInput,
    answers: { 200: eventSummary },
    errors: [401, 403, 404, 409],
  },
  {
    method: "delete",
    path: "/api/events/:id",
    summary: "Delete the event and everything in it (creator)",
    tag: event,
    signedIn: true,
    answers: { 204: noContent },
    errors: [401, 403, 404],
  },
  {
    method: "post",
    path: "/api/events/:id/code",
    summary: "Make a new invitation code; the old one stops working (creator)",
    tag: event,
    signedIn: true,
    answers: { 200: eventSummary },
    errors: [401, 403, 404],
  },
  {
    method: "post",
    path: "/api/events/:id/close",
    summary: "Close the event: its winner is recorded (creator)",
    tag: event,
    signedIn: true,
    answers: { 200: json("The event's state after", answer.eventClosure) },
    errors: [401, 403, 404],
  },
  {
    method: "post",
    path: "/api/events/:id/reopen",
    summary: "Open a closed event again; its deadline is cleared (creator)",
    tag: event,
    signedIn: true,
    answers: { 200: json("The event's state after", answer.eventClosure) },
    errors: [401, 403, 404],
  },
  {
    method: "get",
    path: "/api/events/:id/live",
    summary: "Live updates of the event (server-sent events)",
    description:
      "Each message's data is one JSON object: first `ready` with your page's version, then one " +
      "message per change, its `id:` the version it brings (send Last-Event-ID to resume). While " +
      "the event's rules hide results from you, another member's vote reaches you only as " +
      "`member.voted`, when it was their first, and `refetch` asks you to read the page again when " +
      "what you may see changes.",
    tag: event,
    signedIn: true,
    answers: {
      200: {
        description: "A stream of messages",
        type: "text/event-stream",
        schema: z.union([readyMessage, liveMessage]),
      },
    },
    errors: [401, 404, 429],
  },
  // ---- Members and invitations ----------------------------------------------------------------
  {
    method: "post",
    path: "/api/events/join",
    summary: "Join an event by its invitation code",
    tag: "Members",
    signedIn: true,
    body: input.joinEventInput,
    answers: { 200: json("The event you joined", answer.eventSummary) },
    errors: [401, 404, 409, 429],
  },
  {
    method: "post",
    path: "/api/events/:id/leave",
    summary: "Leave the event (the creator cannot: 403)",
    tag: "Members",
    signedIn: true,
    answers: { 204: noContent },
    errors: [401, 403, 404],
  },
  {
    method: "delete",
    path: "/api/events/:id/members/:userId",
    summary: "Remove a member (creator)",
    tag: "Members",
    signedIn: true,
    answers: { 204: noContent },
    errors: [401, 403, 404],
  },
  {
    method: "get",
    path: "/api/invite/:code",
    summary: "The event behind an invitation code (no sign-in needed)",
    tag: "Members",
    signedIn: false,
    query: {
      invitation: {
        description: "The secret an emailed invitation's link carries (names who sent it)",
        schema: z.string(),
        required: false,
      },
    },
    answers: {
      200: json(
        "Its title, description, members, status, deadline and creator; who invited, with an emailed link's ?invitation= secret; a closed event's result",
        answer.invitePreview,
      ),
    },
    errors: [404, 429],
  },
  {
    method: "post",
    path: "/api/events/:id/invitations",
    summary: "Invite someone by email",
    description: "Guests cannot send email in Huddle's name: 403.",
    tag: "Members",
    signedIn: true,
    body: input.inviteInput,
    answers: { 201: json("Where the invitation went", answer.invitationSent) },
    errors: [401, 403, 404, 429],
  },
  // ---- Links and votes ------------------------------------------------------------------------
  {
    method: "post",
    path: "/api/events/:id/links",
    summary: "Share a link",
    description: "The address is cleaned first; the same address twice in one event is 409.",
    tag: links,
    signedIn: true,
    body: input.shareLinkInput,
    answers: { 201: json("The new link, with no votes yet", answer.newLink) },
    errors: [401, 404, 409],
  },
  {
    method: "get",
    path: "/api/events/:id/link-preview",
    summary: "How an address would be stored, and its page's preview",
    tag: links,
    signedIn: true,
    query: {
      url: { description: "An http or https address", schema: input.linkUrl, required: true },
    },
    answers: {
      200: json("The cleaned address and the preview (null if none)", answer.addressPreview),
    },
    errors: [400, 401, 404, 429],
  },
  {
    method: "get",
    path: "/api/link-previews/images/:imageId",
    summary: "A preview's thumbnail, re-encoded by Huddle (public, immutable)",
    tag: links,
    signedIn: false,
    answers: { 200: { description: "The image", type: "image/webp" } },
    errors: [404],
  },
  {
    method: "delete",
    path: "/api/events/:id/links/:linkId",
    summary: "Delete a link (whoever shared it, or the creator)",
    tag: links,
    signedIn: true,
    answers: { 204: noContent },
    errors: [401, 403, 404, 409],
  },
  {
    method: "put",
    path: "/api/events/:id/links/:linkId/shortlist",
    summary: "Put a link on the shortlist",
    tag: links,
    signedIn: true,
    answers: { 200: json("The link's shortlist state after", answer.shortlistState) },
    errors: [401, 404, 409],
  },
  {
    method: "delete",
    path: "/api/events/:id/links/:linkId/shortlist",
    summary: "Take a link off the shortlist (whoever put it there, or the creator)",
    tag: links,
    signedIn: true,
    answers: { 200: json("The link's shortlist state after", answer.shortlistState) },
    errors: [401, 403, 404, 409],
  },
  {
    method: "put",
    path: "/api/events/:id/links/:linkId/vote",
    summary: "Vote on a shortlisted link",
    description:
      'Up and down: `{ "vote": "up" | "down" | null }`; approval: `{ "vote": "up" | null }`; ' +
      'dots: `{ "dots": n }`. A vote that does not fit the event\'s method is 409.',
    tag: links,
    signedIn: true,
    body: input.voteInput,
    answers: {
      200: json("The link's counts (null while hidden from you) and your vote", answer.voteResult),
    },
    errors: [401, 404, 409],
  },
  // ---- Comments (decision 105) -----------------------------------------------------------------
  {
    method: "get",
    path: "/api/events/:id/links/:linkId/comments",
    summary: "A link's comments, oldest first",
    tag: comments,
    signedIn: true,
    answers: { 200: json("The thread (also on a closed event)", answer.commentThread) },
    errors: [401, 404],
  },
  {
    method: "post",
    path: "/api/events/:id/links/:linkId/comments",
    summary: "Comment on a link",
    description: "Plain text, 1 to 2,000 characters; rate-limited per member. Closed event: 409.",
    tag: comments,
    signedIn: true,
    body: input.commentInput,
    answers: { 201: json("The new comment", answer.comment) },
    errors: [400, 401, 404, 409, 429],
  },
  {
    method: "patch",
    path: "/api/events/:id/links/:linkId/comments/:commentId",
    summary: "Edit your comment",
    tag: comments,
    signedIn: true,
    body: input.commentInput,
    answers: { 200: json("The comment after", answer.comment) },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: "delete",
    path: "/api/events/:id/links/:linkId/comments/:commentId",
    summary: "Delete a comment (whoever wrote it, or the creator)",
    tag: comments,
    signedIn: true,
    answers: { 204: noContent },
    errors: [401, 403, 404, 409],
  },
  // ---- Turnout, reminders and results ---------------------------------------------------------
  {
    method: "get",
    path: "/api/events/:id/turnout",
    summary: "How many have voted, and who has not",
    tag: results,
    signedIn: true,
    answers: { 200: json("Counts and names (never who voted what)", answer.turnout) },
    errors: [401, 404],
  },
  {
    method: "post",
    path: "/api/events/:id/reminders",
    summary: "Remind the members who have not voted (creator, once in 12 hours)",
    tag: results,
    signedIn: true,
    answers: { 200: json("How many were reminded", answer.remindersSent) },
    errors: [401, 403, 404, 409],
  },
  ...(["get", "put", "delete"] as const).map((method): Operation => ({
    method,
    path: "/api/events/:id/result-link",
    summary: {
      get: "The public result link (creator)",
      put: "Turn the public result link on (creator)",
      delete: "Turn the public result link off (creator)",
    }[method],
    tag: results,
    signedIn: true,
    answers: { 200: json("The link's address, or null when it is off", answer.resultLink) },
    errors: [401, 403, 404],
  })),
  {
    method: "get",
    path: "/api/results/:token",
    summary: "A public result (no sign-in; no names or emails)",
    tag: results,
    signedIn: false,
    answers: { 200: json("The ranking and the winner", answer.publicResult) },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/events/:id/export.csv",
    summary: "Download the links and their counts as CSV",
    tag: results,
    signedIn: true,
    query: { tz: timeZoneQuery },
    answers: { 200: { description: "A CSV file (an attachment)", type: "text/csv" } },
    errors: [400, 401, 404],
  },
  {
    method: "get",
    path: "/api/events/:id/export.json",
    summary: "Download the links and their counts as JSON",
    tag: results,
    signedIn: true,
    query: { tz: timeZoneQuery },
    answers: { 200: json("The event and its links (an attachment)", answer.eventExport) },
    errors: [400, 401, 404],
  },
];
