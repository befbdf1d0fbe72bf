// Sharing, deleting and shortlisting links of an event. Members only (others get 404); the
// event must be active (409 "This event is closed").
import { Hono } from "hono";
import { shareLinkInput, type NewLink, type ShortlistState } from "../../../shared/api";
import type { AppEnv } from "../../app-env";
import type { FeatureDeps } from "../deps";
import { readJson } from "../../http/json-body";
import { addToShortlist, deleteLink, removeFromShortlist, shareLink } from "./commands";
import { eventIdParam } from "../events/access";
import { linkIdParam } from "./params";
import { toShortlistState } from "./queries";

export function linkRoutes({ database, live, previews, sessionCheck }: FeatureDeps) {
  const { db } = database;
  const routes = new Hono<AppEnv>();
  const { requireUser } = sessionCheck;

  routes.post("/events/:id/links", requireUser, async (c) => {
    const eventId = eventIdParam(c);
    const input = await readJson(c, shareLinkInput);
    const { version, link, previewFresh } = await shareLink(db, eventId, c.var.user, input);
    live.publish(eventId, { type: "link.shared", version, link });
    // After the commit and the answer's making: the page is fetched in the background, and its
    // preview reaches every member live.
    previews.refreshInBackground(link.url, { fresh: previewFresh });
    return c.json<NewLink>(link, 201);
  });

  routes.delete("/events/:id/links/:linkId", requireUser, async (c) => {
    const eventId = eventIdParam(c);
    const linkId = linkIdParam(c);
    const { version } = await deleteLink(db, eventId, linkId, c.var.user.id);
    live.publish(eventId, { type: "link.deleted", version, linkId });
    return c.body(null, 204);
  });

  // On and off the shortlist: the link's state after, to the member and to everyone.
  for (const [method, command] of [
    ["put", addToShortlist],
    ["delete", removeFromShortlist],
  ] as const) {
    routes[method]("/events/:id/links/:linkId/shortlist", requireUser, async (c) => {
      const eventId = eventIdParam(c);
      const { version, row } = await command(db, eventId, linkIdParam(c), c.var.user.id);
      const state = toShortlistState(row);
      // In a dots event, its dots go back as it leaves: every page takes them off by itself
      // (decision 097), so the message is the same whether it held any (decision 114).
      live.publish(eventId, { type: "shortlist.changed", version, ...state });
      return c.json<ShortlistState>(state);
    });
  }

  return routes;
}
