// Saving bumps every linking event's version at once, so cached pages are never older.
import { createHash } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { LinkPreview } from "../../../shared/api";
import { PREVIEW_IMAGE_PATH } from "../../../shared/responses";
import type { Db, Executor } from "../../db/connection";
import { events, links } from "../../db/schema";
import { linkPreviews, previewImages } from "./tables";
import type { FetchedPreview } from "./fetch-preview";

/** A page's preview is kept a day; a failed fetch is retried after ten minutes. */
const KEPT_MS = { ok: 86_400_000, failed: 600_000 };

type PreviewRow = typeof linkPreviews.$inferSelect;

/** A preview with the page's title: what the share form shows. */
export type AddressPreviewOf = LinkPreview & { title: string | null };

export async function findPreview(db: Executor, url: string) {
  const [row] = await db.select().from(linkPreviews).where(eq(linkPreviews.url, url));
  return row;
}

export function isFresh(row: Pick<PreviewRow, "status" | "fetchedAt"> | undefined | null) {
  return row != null && Date.now() - row.fetchedAt.getTime() < KEPT_MS[row.status];
}

export const imagePath = (imageId: string | null) =>
  imageId === null ? null : `${PREVIEW_IMAGE_PATH}${imageId}`;

// JSON-LD facts sent only when present, so the 1,000-link page does not grow.
const FACT_COLUMNS = {
  rating: "rating",
  reviews: "rating_count",
  price: "price",
  currency: "price_currency",
  priceRange: "price_range",
  address: "address",
  startsAt: "starts_at",
} as const;

/** A link's preview as database-written JSON from the LEFT JOINed `preview` row. */
export const previewJson = (preview: string, link: string) => {
  const base = `json_build_object(
    'siteName', ${preview}.site_name,
    'description', case when ${link}.description = '' then ${preview}.description end,
    'image', '${PREVIEW_IMAGE_PATH}' || ${preview}.image_id)`;
  const columns = Object.values(FACT_COLUMNS).map((c) => `${preview}.${c}`);
  const facts = `json_strip_nulls(json_build_object(${Object.entries(FACT_COLUMNS)
    .map(([key, column]) => `'${key}', ${preview}.${column}`)
    .join(", ")}))::text`;
  return sql.raw(`case when ${preview}.url is null then null
    when num_nonnulls(${columns.join(", ")}) = 0 then ${base}
    else (left(${base}::text, -1) || ',' || substr(${facts}, 2))::json end`);
};

type PreviewFields = Pick<
  PreviewRow,
  | "status"
  | "siteName"
  | "description"
  | "imageId"
  | "rating"
  | "ratingCount"
  | "price"
  | "priceCurrency"
  | "priceRange"
  | "address"
  | "startsAt"
>;

/** An address's preview as the API shows it (previewJson writes the same fields). */
export function toLinkPreview(row: PreviewFields | undefined | null): LinkPreview | null {
  if (row?.status !== "ok") return null;
  const facts = {
    rating: row.rating,
    reviews: row.ratingCount,
    price: row.price,
    currency: row.priceCurrency,
    priceRange: row.priceRange,
    address: row.address,
    startsAt: row.startsAt,
  };
  const present = Object.entries(facts).filter(([, value]) => value !== null);
  return {
    siteName: row.siteName,
    description: row.description,
    image: imagePath(row.imageId),
    ...Object.fromEntries(present),
  };
}

export function toAddressPreview(row: PreviewRow | undefined): AddressPreviewOf | null {
  const preview = toLinkPreview(row);
  return preview && { ...preview, title: row!.title };
}

/** A good fetch replaces the preview; a failure keeps the earlier good one. */
export async function savePreview(
  db: Db,
  url: string,
  fetched: FetchedPreview | null,
): Promise<{ row: PreviewRow; changed: Array<{ id: string; version: number }> }> {
  return db.transaction(async (tx) => {
    if (!fetched) {
      const [row] = await tx
        .insert(linkPreviews)
        .values({ url, status: "failed" })
        .onConflictDoUpdate({ target: linkPreviews.url, set: { fetchedAt: sql`now()` } })
        .returning();
      return { row: row!, changed: [] };
    }
    const imageId = fetched.image ? await saveImage(tx, fetched.image) : null;
    const values = {
      status: "ok" as const,
      title: fetched.title,
      description: fetched.description,
      siteName: fetched.siteName,
      imageId,
      fetchedAt: new Date(),
      // Every fact written, null when the page no longer says it.
      rating: fetched.facts.rating ?? null,
      ratingCount: fetched.facts.reviews ?? null,
      price: fetched.facts.price ?? null,
      priceCurrency: fetched.facts.currency ?? null,
      priceRange: fetched.facts.priceRange ?? null,
      address: fetched.facts.address ?? null,
      startsAt: fetched.facts.startsAt ?? null,
    };
    const [row] = await tx
      .insert(linkPreviews)
      .values({ url, ...values })
      .onConflictDoUpdate({ target: linkPreviews.url, set: values })
      .returning();
    // Locked by id, so two previews for addresses in the same events cannot wait on each other.
    const shownIn = tx.select({ id: links.eventId }).from(links).where(eq(links.url, url));
    const locked = await tx
      .select({ id: events.id })
      .from(events)
      .where(inArray(events.id, shownIn))
      .orderBy(events.id)
      .for("update");
    const changed = locked.length
      ? await tx
          .update(events)
          .set({ version: sql`${events.version} + 1` })
          .where(
            inArray(
              events.id,
              locked.map((e) => e.id),
            ),
          )
          .returning({ id: events.id, version: events.version })
      : [];
    return { row: row!, changed };
  });
}

async function saveImage(tx: Executor, image: NonNullable<FetchedPreview["image"]>) {
  const id = createHash("sha256").update(image.bytes).digest("hex").slice(0, 16);
  await tx
    .insert(previewImages)
    .values({ id, bytes: image.bytes, width: image.width, height: image.height })
    .onConflictDoNothing();
  return id;
}

export async function readImage(db: Executor, id: string) {
  const [row] = await db
    .select({ bytes: previewImages.bytes })
    .from(previewImages)
    .where(eq(previewImages.id, id));
  return row?.bytes;
}
