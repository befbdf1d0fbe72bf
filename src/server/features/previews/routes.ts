// The share form's preview of an address (members only, rate-limited per member: each one may
// make the server fetch a page), and the thumbnails Huddle made, served from its own origin so
// that no member's browser ever asks the linked site for anything.
import { Hono } from "hono";
import { linkUrl, type AddressPreview } from "../../../shared/api";
import type { AppEnv } from "../../app-env";
import type { FeatureDeps } from "../deps";
import { badRequest, fieldError, fieldErrors, notFound } from "../../http/errors";
import { enforceRateLimit } from "../../http/rate-limit";
import { eventIdParam, eventNotFound, roleIn } from "../events/access";
import { readImage } from "./store";

const IMAGE_ID = /^[0-9a-f]{16}$/;
const YEAR_SECONDS = 31_536_000;

export function previewRoutes({ config, database: { db }, previews, sessionCheck }: FeatureDeps) {
  const routes = new Hono<AppEnv>();
  const limit = { max: config.rateLimits.previewsPerMinute, windowSeconds: 60 };

  routes.get("/events/:id/link-preview", sessionCheck.requireUser, async (c) => {
    const eventId = eventIdParam(c);
    const userId = c.var.user.id;
    if ((await roleIn(db, eventId, userId)) === null) throw eventNotFound();
    const parsed = linkUrl.safeParse(c.req.query("url") ?? "");
    if (!parsed.success) {
      // The address is the query's `url`, not a body: its refusal is named so.
      const { body } = fieldErrors(parsed.error);
      throw badRequest({ url: body ?? fieldError("urlInvalid") });
    }
    await enforceRateLimit(db, `link-preview:${userId}`, limit);
    const url = parsed.data;
    return c.json<AddressPreview>({ url, preview: await previews.previewOf(url) });
  });

  // Public and immutable: the id is the hash of the bytes, so it names one image forever and
  // says nothing about any event.
  routes.get("/link-previews/images/:imageId", async (c) => {
    const id = c.req.param("imageId");
    const bytes = IMAGE_ID.test(id) ? await readImage(db, id) : undefined;
    if (!bytes) throw notFound("imageNotFound");
    return c.body(new Uint8Array(bytes), 200, {
      "content-type": "image/webp",
      "cache-control": `public, max-age=${YEAR_SECONDS}, immutable`,
    });
  });

  return routes;
}
