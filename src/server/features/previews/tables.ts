// The previews feature's own tables: what an address shows, and the thumbnails Huddle made.
// Their migrations are generated with the floor's (drizzle.config.ts reads both).
import { integer, numeric, pgTable, text, type AnyPgColumn } from "drizzle-orm/pg-core";
import { tz, bytea } from "../../db/schema";

// A preview per cleaned address, shared by every event; failed fetches are kept too so they are not retried at once.
export const linkPreviews = pgTable("link_previews", {
  url: text("url").primaryKey(),
  status: text("status", { enum: ["ok", "failed"] }).notNull(),
  title: text("title"),
  description: text("description"),
  siteName: text("site_name"),
  imageId: text("image_id").references((): AnyPgColumn => previewImages.id, {
    onDelete: "set null",
  }),
  fetchedAt: tz("fetched_at").notNull().defaultNow(),
  // JSON-LD facts, null when unsaid. The event start is text, since a local date-time is no moment.
  rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }),
  ratingCount: integer("rating_count"),
  price: numeric("price", { precision: 12, scale: 2, mode: "number" }),
  priceCurrency: text("price_currency"),
  priceRange: text("price_range"),
  address: text("address"),
  startsAt: text("starts_at"),
});

// Thumbnails Huddle made (small WebP), served from its own origin; the id is a hash of the bytes,
// so an image never changes under its address and may be cached for a year.
export const previewImages = pgTable("preview_images", {
  id: text("id").primaryKey(),
  bytes: bytea("bytes").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  createdAt: tz("created_at").notNull().defaultNow(),
});
