// The share form's preview (rate-limited: it fetches) and our own thumbnails.
import { linkUrl } from "../../../shared/api";
import { addressPreview } from "../../../shared/responses";
import type { FeatureDeps } from "../../kernel/deps";
import type { PreviewsDeps } from "./previewer";
import { endpoint, featureRoutes } from "../../http/endpoint";
import { notFound } from "../../kernel/errors";
import { enforceRateLimit } from "../../http/rate-limit";
import { json, TAGS } from "../../http/operation";
import { eventNotFound, roleIn } from "../../kernel/access";
import { readImage } from "./store";

const YEAR_SECONDS = 31_536_000;

export const linkPreview = endpoint({
  method: "get",
  path: "/api/events/:id/link-preview",
  summary: "How an address would be stored, and its page's preview",
  tag: TAGS.links,
  guard: "member",
  // Cleaned by the schema: `url` is the address as it would be stored.
  query: {
    url: { description: "An http or https address", schema: linkUrl, required: true },
  },
  answers: {
    200: json("The cleaned address and the preview (null if none)", addressPreview),
  },
  errors: ["eventNotFound", "tooManyRequests"],
});

// Immutable: the id is the bytes' hash, naming one image forever and revealing no event.
export const previewImage = endpoint({
  method: "get",
  path: "/api/link-previews/images/:imageId",
  summary: "A preview's thumbnail, re-encoded by Huddle (public, immutable)",
  tag: TAGS.links,
  guard: "visitor",
  answers: { 200: { description: "The image", type: "image/webp" } },
  errors: ["imageNotFound"],
});

export function previewRoutes({ config, database: { db }, previews }: FeatureDeps & PreviewsDeps) {
  const limit = { max: config.rateLimits.previewsPerMinute, windowSeconds: 60 };

  return featureRoutes()
    .openapi(linkPreview, async (c) => {
      const { id: eventId } = c.req.valid("param");
      const userId = c.var.user.id;
      if ((await roleIn(db, eventId, userId)) === null) throw eventNotFound();
      await enforceRateLimit(db, `link-preview:${userId}`, limit);
      const { url } = c.req.valid("query");
      return c.json({ url, preview: await previews.previewOf(url) }, 200);
    })
    .openapi(previewImage, async (c) => {
      const bytes = await readImage(db, c.req.valid("param").imageId);
      if (!bytes) throw notFound("imageNotFound");
      return c.body(new Uint8Array(bytes), 200, {
        "content-type": "image/webp",
        "cache-control": `public, max-age=${YEAR_SECONDS}, immutable`,
      });
    });
}
