// What a link's preview is answered as.
import { z } from "zod";

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
