// Links of an event: members only (others 404), active events only (409).
import { shareLinkInput } from "../../../shared/api";
import { newLink, shortlistState } from "../../../shared/responses";
import type { FeatureDeps } from "../../kernel/deps";
import type { NoticesDeps } from "../notifications";
import type { PreviewsDeps } from "../previews";
import { endpoint, featureRoutes } from "../../http/endpoint";
import { json, noContent, TAGS } from "../../http/operation";
import { addToShortlist, deleteLink, removeFromShortlist, shareLink } from "./commands";
import { toShortlistState } from "./queries";

export const share = endpoint({
  method: "post",
  path: "/api/events/:id/links",
  summary: "Share a link",
  description: "The address is cleaned first; the same address twice in one event is 409.",
  tag: TAGS.links,
  guard: "member",
  body: shareLinkInput,
  answers: { 201: json("The new link, with no votes yet", newLink) },
  errors: ["eventNotFound", "eventClosed", "alreadyShared"],
});

export const remove = endpoint({
  method: "delete",
  path: "/api/events/:id/links/:linkId",
  summary: "Delete a link (whoever shared it, or the creator)",
  tag: TAGS.links,
  guard: "member",
  answers: { 204: noContent },
  errors: ["eventNotFound", "linkNotFound", "linkDeleteSharerOrCreator", "eventClosed"],
});

export const shortlistOn = endpoint({
  method: "put",
  path: "/api/events/:id/links/:linkId/shortlist",
  summary: "Put a link on the shortlist",
  tag: TAGS.links,
  guard: "member",
  answers: { 200: json("The link's shortlist state after", shortlistState) },
  errors: ["eventNotFound", "linkNotFound", "eventClosed"],
});

export const shortlistOff = endpoint({
  method: "delete",
  path: "/api/events/:id/links/:linkId/shortlist",
  summary: "Take a link off the shortlist (whoever put it there, or the creator)",
  tag: TAGS.links,
  guard: "member",
  answers: { 200: json("The link's shortlist state after", shortlistState) },
  errors: ["eventNotFound", "linkNotFound", "unshortlistShortlisterOrCreator", "eventClosed"],
});

export function linkRoutes({
  database,
  live,
  previews,
  notices,
}: FeatureDeps & NoticesDeps & PreviewsDeps) {
  const { db } = database;

  // On and off the shortlist: the link's state after, to the member and to everyone.
  const shortlisting =
    (command: typeof addToShortlist) => async (eventId: string, linkId: string, userId: string) => {
      const { version, row } = await command(db, eventId, linkId, userId);
      const state = toShortlistState(row);
      // Dots go back as it leaves; pages take them off themselves, so the message is the same.
      live.publish(eventId, { type: "shortlist.changed", version, ...state });
      return state;
    };
  const putOn = shortlisting(addToShortlist);
  const takeOff = shortlisting(removeFromShortlist);

  return featureRoutes()
    .openapi(share, async (c) => {
      const { id: eventId } = c.req.valid("param");
      const input = c.req.valid("json");
      const { version, link, previewFresh } = await shareLink(
        db,
        notices,
        eventId,
        c.var.user,
        input,
      );
      live.publish(eventId, { type: "link.shared", version, link });
      // After commit and answer: the page is fetched in the background, its preview sent live.
      previews.refreshInBackground(link.url, { fresh: previewFresh });
      return c.json(link, 201);
    })
    .openapi(remove, async (c) => {
      const { id: eventId, linkId } = c.req.valid("param");
      const { version } = await deleteLink(db, eventId, linkId, c.var.user.id);
      live.publish(eventId, { type: "link.deleted", version, linkId });
      return c.body(null, 204);
    })
    .openapi(shortlistOn, async (c) => {
      const { id: eventId, linkId } = c.req.valid("param");
      return c.json(await putOn(eventId, linkId, c.var.user.id), 200);
    })
    .openapi(shortlistOff, async (c) => {
      const { id: eventId, linkId } = c.req.valid("param");
      return c.json(await takeOff(eventId, linkId, c.var.user.id), 200);
    });
}
