// Events routes: parse, authorise in the query, call one function, shape the answer.
import type { TypedResponse } from "hono";
import { createEventInput, updateEventInput } from "../../../shared/api";
import * as answer from "../../../shared/responses";
import type { FeatureDeps } from "../../kernel/deps";
import { notSignedIn } from "../../kernel/errors";
import { sendJsonBytes, sendKeptJson } from "../../http/compression";
import { asAnswer, endpoint, featureRoutes } from "../../http/endpoint";
import { isFresh, notModified, setEtag, weakEtag } from "../../http/etag";
import { json, noContent, TAGS } from "../../http/operation";
import { createEvent, deleteEvent, editEvent, renewCode } from "./commands";
import { createKeptDashboards, createSummaryCache, loadDashboard } from "./dashboard-query";
import { eventNotFound } from "../../kernel/access";
import { createPageCache } from "./page-cache";
import { loadEventPage } from "./page-query";
import { eventPageTag } from "./page-tag";
import { publishGroupChange } from "../../kernel/live-hub";

const eventSummary = json("The event as the caller sees it", answer.eventSummary);
const unchanged = { description: "Unchanged since the ETag sent in If-None-Match" };

/** 304 for a request that already holds this version, typed as the route's declared 304. */
const notModifiedAnswer = (...args: Parameters<typeof notModified>) =>
  notModified(...args) as unknown as TypedResponse<Record<string, never>, 304, string>;

export const listEvents = endpoint({
  method: "get",
  path: "/api/events",
  summary: "Your events (the dashboard), newest first",
  tag: TAGS.events,
  guard: "signedIn",
  // The list's own statement looks the session up.
  sessionInQuery: true,
  answers: { 200: json("Every event you are in", answer.dashboard), 304: unchanged },
  errors: [],
});

export const createEventRoute = endpoint({
  method: "post",
  path: "/api/events",
  summary: "Create an event",
  description: "Guests cannot create events: 403.",
  tag: TAGS.events,
  guard: "account",
  guestRefusal: "guestCannotCreate",
  body: createEventInput,
  answers: {
    201: json("The new event; you are its creator and first member", answer.eventSummary),
  },
  errors: [],
});

export const getEventPage = endpoint({
  method: "get",
  path: "/api/events/:id",
  summary: "The event page: the event, its members and its links",
  description:
    "Counts, scores and the winner are left out (null) while the event's rules hide results from you. " +
    "`event.version` is your page's version (the one live messages carry): while results are hidden " +
    "from you it moves only with what every member sees and with your own votes, never with the " +
    "others' votes; an event's own answers (the dashboard, edits) carry the event's version, which " +
    "does not move with votes other than a member's first.",
  tag: TAGS.events,
  guard: "member",
  // The tag's query looks the session up.
  sessionInQuery: true,
  answers: { 200: json("The whole page", answer.eventPage), 304: unchanged },
  errors: ["eventNotFound"],
});

export const editEventRoute = endpoint({
  method: "patch",
  path: "/api/events/:id",
  summary: "Edit the event (creator)",
  description:
    "A deadline only while the event is open; the method only while nobody has voted (409).",
  tag: TAGS.events,
  guard: "creator",
  body: updateEventInput,
  answers: { 200: eventSummary },
  errors: ["eventNotFound", "editCreatorOnly", "deadlineOfClosedEvent", "methodAfterVotes"],
});

export const deleteEventRoute = endpoint({
  method: "delete",
  path: "/api/events/:id",
  summary: "Delete the event and everything in it (creator)",
  tag: TAGS.events,
  guard: "creator",
  answers: { 204: noContent },
  errors: ["eventNotFound", "deleteCreatorOnly"],
});

export const newCode = endpoint({
  method: "post",
  path: "/api/events/:id/code",
  summary: "Make a new invitation code; the old one stops working (creator)",
  tag: TAGS.events,
  guard: "creator",
  answers: { 200: eventSummary },
  errors: ["eventNotFound", "newCodeCreatorOnly"],
});

export function eventRoutes({ database: { db }, live }: FeatureDeps) {
  // JSON text of an EventSummary[], written by the database.
  const summaries = createSummaryCache();
  const keptDashboards = createKeptDashboards();
  const pages = createPageCache();

  return featureRoutes()
    .openapi(listEvents, async (c) => {
      const dashboard = await loadDashboard(db, summaries, keptDashboards, c.var.viewer);
      // The session ended between the signature check and the list's statement.
      if (!dashboard) throw notSignedIn();
      // The viewer is in the tag: the same events show another isCreator to someone else.
      const etag = weakEtag("events", dashboard.userId, dashboard.stamp);
      if (isFresh(c, etag)) return notModifiedAnswer(c, etag);
      setEtag(c, etag);
      return asAnswer<typeof answer.dashboard._output>(await sendKeptJson(c, dashboard.answer));
    })
    .openapi(createEventRoute, async (c) =>
      c.json(await createEvent(db, c.var.user.id, c.req.valid("json")), 201),
    )
    .openapi(getEventPage, async (c) => {
      const { id: eventId } = c.req.valid("param");
      // An unchanged page answers 304 after one small query.
      const { viewerId, tag } = await eventPageTag(db, eventId, c.var.viewer);
      if (!viewerId) throw notSignedIn();
      if (!tag) throw eventNotFound();
      if (isFresh(c, tag.etag)) return notModifiedAnswer(c, tag.etag);
      // Already JSON (an EventPage), made by the database: see page-query.ts.
      const page = await loadEventPage(db, pages, eventId, viewerId, tag);
      if (!page) throw eventNotFound();
      setEtag(c, tag.etag);
      return asAnswer<typeof answer.eventPage._output>(await sendJsonBytes(c, page));
    })
    .openapi(editEventRoute, async (c) => {
      const { id: eventId } = c.req.valid("param");
      const event = await editEvent(db, eventId, c.var.user.id, c.req.valid("json"));
      const { version, title, description, deadline, resultsShown, votesShown, method, dots } =
        event;
      live.publish(eventId, {
        type: "event.edited",
        version,
        title,
        description,
        deadline,
        resultsShown,
        votesShown,
        method,
        dots,
        // Who sees results may have changed with it (kernel/live-hub.ts).
        rules: { resultsShown, votesShown, status: event.status },
      });
      return c.json(event, 200);
    })
    .openapi(newCode, async (c) => {
      const { id: eventId } = c.req.valid("param");
      const event = await renewCode(db, eventId, c.var.user.id);
      const { version, invitationCode } = event;
      live.publish(eventId, { type: "code.changed", version, invitationCode });
      return c.json(event, 200);
    })
    .openapi(deleteEventRoute, async (c) => {
      const { id: eventId } = c.req.valid("param");
      const deleted = await deleteEvent(db, eventId, c.var.user.id);
      live.publish(eventId, { type: "event.deleted", version: deleted.version });
      // A deleted round: the group's other rounds and its page read themselves again.
      for (const round of deleted.otherRounds) live.publish(round, { type: "refetch" });
      for (const group of deleted.groups) publishGroupChange(live, group.id, group.version);
      return c.body(null, 204);
    });
}
