// The previews feature's tables; migrations are generated with the floor's.
import { integer, numeric, pgTable, text, type AnyPgColumn } from "drizzle-orm/pg-core";
import { tz, bytea } from "../../db/schema";

// One preview per cleaned address, shared; failures are kept so they are not retried at once.
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

// Thumbnails we made (small WebP); the id is the bytes' hash, so they can be cached for a year.
export const previewImages = pgTable("preview_images", {
  id: text("id").primaryKey(),
  bytes: bytea("bytes").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  createdAt: tz("created_at").notNull().defaultNow(),
});
