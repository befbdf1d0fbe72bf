// Events: the dashboard list, create, the event page, and the creator's edit, new code and
// delete. Routes parse, authorise (in the query), call one function and shape the answer.
import { Hono } from "hono";
import { createEventInput, updateEventInput, type EventSummary } from "../../../shared/api";
import type { AppEnv } from "../../app-env";
import type { FeatureDeps } from "../deps";
import { notSignedIn } from "../../auth/session-check";
import { sendJsonBytes, sendKeptJson } from "../../http/compression";
import { isFresh, notModified, setEtag, weakEtag } from "../../http/etag";
import { readJson } from "../../http/json-body";
import { createEvent, deleteEvent, editEvent, renewCode } from "./commands";
import { createKeptDashboards, createSummaryCache, loadDashboard } from "./dashboard-query";
import { eventIdParam, eventNotFound } from "./access";
import { createPageCache } from "./page-cache";
import { loadEventPage } from "./page-query";
import { eventPageTag } from "./page-tag";

export function eventRoutes({
  database: { db },
  live,
  sessionCheck: { requireUser, requireAccount, signedToken, viewerOf },
}: FeatureDeps) {
  const routes = new Hono<AppEnv>();

  // JSON text of an EventSummary[], written by the database.
  const summaries = createSummaryCache();
  const keptDashboards = createKeptDashboards();
  // Not behind requireUser: the list's statement checks the session itself.
  routes.get("/events", async (c) => {
    const token = signedToken(c);
    const viewer = token && (await viewerOf(token));
    const dashboard = viewer && (await loadDashboard(db, summaries, keptDashboards, viewer));
    if (!dashboard) throw notSignedIn();
    // The viewer is in the tag: the same events show another isCreator to someone else.
    const etag = weakEtag("events", dashboard.userId, dashboard.stamp);
    if (isFresh(c, etag)) return notModified(c, etag);
    setEtag(c, etag);
    return sendKeptJson(c, dashboard.answer);
  });

  routes.post("/events", requireAccount("guestCannotCreate"), async (c) => {
    const input = await readJson(c, createEventInput);
    return c.json<EventSummary>(await createEvent(db, c.var.user.id, input), 201);
  });

  const pages = createPageCache();
  // Not behind requireUser: the tag's query checks the session itself.
  routes.get("/events/:id", async (c) => {
    const token = signedToken(c);
    if (!token) throw notSignedIn();
    const eventId = eventIdParam(c);
    // An unchanged page answers 304 after one small query.
    const viewer = await viewerOf(token);
    const { viewerId, tag } = viewer
      ? await eventPageTag(db, eventId, viewer)
      : { viewerId: null, tag: null };
    if (!viewerId) throw notSignedIn();
    if (!tag) throw eventNotFound();
    if (isFresh(c, tag.etag)) return notModified(c, tag.etag);
    // Already JSON (an EventPage), made by the database: see page-query.ts.
    const page = await loadEventPage(db, pages, eventId, viewerId, tag);
    if (!page) throw eventNotFound();
    setEtag(c, tag.etag);
    return sendJsonBytes(c, page);
  });

  routes.patch("/events/:id", requireUser, async (c) => {
    const eventId = eventIdParam(c);
    const changes = await readJson(c, updateEventInput);
    const event = await editEvent(db, eventId, c.var.user.id, changes);
    const { version, title, description, deadline, resultsShown, votesShown, method, dots } = event;
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
      // Who sees results may have changed with it (live/hub.ts).
      rules: { resultsShown, votesShown, status: event.status },
    });
    return c.json<EventSummary>(event);
  });

  routes.post("/events/:id/code", requireUser, async (c) => {
    const eventId = eventIdParam(c);
    const event = await renewCode(db, eventId, c.var.user.id);
    const { version, invitationCode } = event;
    live.publish(eventId, { type: "code.changed", version, invitationCode });
    return c.json<EventSummary>(event);
  });

  routes.delete("/events/:id", requireUser, async (c) => {
    const eventId = eventIdParam(c);
    const version = await deleteEvent(db, eventId, c.var.user.id);
    live.publish(eventId, { type: "event.deleted", version });
    return c.body(null, 204);
  });

  return routes;
}
