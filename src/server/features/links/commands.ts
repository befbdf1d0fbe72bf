// Sharing and deleting links: each transaction locks the event first; publish after commit.
import type { Notices } from "../notifications";
import { and, eq, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { shareLinkInput } from "../../../shared/api";
import { linkHistory } from "../../../shared/responses";
import { timestamp } from "../../db/rows";
import { selectRows, type Db } from "../../db/connection";
import { sameAddresses } from "../../../shared/core/clean-url";
import { links, votes } from "../../db/schema";
import { AppError, forbidden, notFound } from "../../kernel/errors";
import type { SessionUser } from "../../auth/session-check";
import { explainNotWritable, lockActiveEvent } from "../../kernel/access";
import { isFresh, toLinkPreview } from "../previews";
import { historyOf } from "./history";
import { findLinkInEvent, toNewLink } from "./queries";

const shareRow = z.object({
  outcome: z.enum(["ok", "event", "duplicate"]),
  earlier_sharer: z.string().nullable(),
  event_version: z.number().nullable(),
  new_link: z.string().nullable(),
  shared_at: timestamp.nullable(),
  preview_status: z.enum(["ok", "failed"]).nullable(),
  preview_site_name: z.string().nullable(),
  preview_description: z.string().nullable(),
  preview_image: z.string().nullable(),
  preview_fetched_at: timestamp.nullable(),
  preview_rating: z.string().nullable(),
  preview_rating_count: z.number().nullable(),
  preview_price: z.string().nullable(),
  preview_price_currency: z.string().nullable(),
  preview_price_range: z.string().nullable(),
  preview_address: z.string().nullable(),
  preview_starts_at: z.string().nullable(),
  barred: z.boolean().nullable(),
  history: linkHistory.nullable(),
});

// numeric comes from the drivers as text.
const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/** The address is checked new (with or without "www.") under the lock: no duplicate shares. */
export async function shareLink(
  db: Db,
  notices: Notices,
  eventId: string,
  sharer: SessionUser,
  input: z.output<typeof shareLinkInput>,
) {
  const description = input.description ?? "";
  const other = sameAddresses(input.url)[1] ?? null;
  // Chats hear of it in the share's transaction; no statement writes when none listens.
  const row = await db.transaction(async (tx) => {
    const [shared] = await selectRows(
      tx,
      shareRow,
      // The link's group history, in the same round trip: it does not depend on this share.
      sql`select s.*, m.barred, m.history
        from huddle_share_link(${eventId}::uuid, ${sharer.id}, ${input.url},
          ${input.title}, ${description}, ${other}) s
        left join lateral (
          select ${input.url} = any(e.barred_urls) as barred,
                 (select h.history from ${historyOf(sql`(${input.url})`)} h) as history
            from events e where e.id = ${eventId}) m on true`,
    );
    if (shared!.new_link)
      await notices.linkShared(tx, eventId, {
        title: input.title,
        url: input.url,
        sharedBy: sharer.name,
      });
    return shared!;
  });
  if (row.outcome === "event") return explainNotWritable(db, eventId, sharer.id);
  if (row.outcome === "duplicate")
    throw new AppError("alreadyShared", { name: row.earlier_sharer! });
  const shared = {
    id: row.new_link!,
    url: input.url,
    title: input.title,
    description,
    inShortlist: false,
    shortlistedBy: null,
    shortlistedAt: null,
    createdAt: new Date(row.shared_at!),
  };
  const kept = row.preview_status && {
    status: row.preview_status,
    siteName: row.preview_site_name,
    description: row.preview_description,
    imageId: row.preview_image,
    fetchedAt: new Date(row.preview_fetched_at!),
    rating: numberOrNull(row.preview_rating),
    ratingCount: row.preview_rating_count,
    price: numberOrNull(row.preview_price),
    priceCurrency: row.preview_price_currency,
    priceRange: row.preview_price_range,
    address: row.preview_address,
    startsAt: row.preview_starts_at,
  };
  return {
    version: Number(row.event_version),
    link: toNewLink(shared, sharer, toLinkPreview(kept), {
      barred: row.barred === true,
      history: row.history,
    }),
    previewFresh: isFresh(kept),
  };
}

/** The sharer or the creator; the link's votes go with it (foreign key cascade). */
export async function deleteLink(db: Db, eventId: string, linkId: string, userId: string) {
  return db.transaction(async (tx) => {
    // The counter goes down first; if the delete is refused below, the whole transaction is.
    const { version, manager } = await lockActiveEvent(tx, eventId, userId, -1);
    const mayDelete = manager ? sql`true` : eq(links.sharedBy, userId);
    const deleted = await tx
      .delete(links)
      .where(and(eq(links.id, linkId), eq(links.eventId, eventId), mayDelete))
      .returning({ id: links.id });
    if (deleted.length === 0) {
      const exists = await findLinkInEvent(tx, eventId, linkId);
      throw exists ? forbidden("linkDeleteSharerOrCreator") : notFound("linkNotFound");
    }
    return { version };
  });
}

/** Any member; idempotent: a link already on the shortlist keeps who put it there and when. */
export async function addToShortlist(db: Db, eventId: string, linkId: string, userId: string) {
  return db.transaction(async (tx) => {
    const { version } = await lockActiveEvent(tx, eventId, userId);
    const [row] = await tx
      .update(links)
      .set({
        inShortlist: true,
        shortlistedBy: sql`case when ${links.inShortlist} then ${links.shortlistedBy} else ${userId} end`,
        shortlistedAt: sql`case when ${links.inShortlist} then ${links.shortlistedAt} else now() end`,
      })
      .where(and(eq(links.id, linkId), eq(links.eventId, eventId)))
      .returning();
    if (!row) throw notFound("linkNotFound");
    return { version, row };
  });
}

/** Votes stay (counting again on return), dots go back: they could never be taken back. */
export async function removeFromShortlist(db: Db, eventId: string, linkId: string, userId: string) {
  return db.transaction(async (tx) => {
    const { version, manager, method } = await lockActiveEvent(tx, eventId, userId);
    const mayRemove = manager
      ? sql`true`
      : or(eq(links.shortlistedBy, userId), eq(links.inShortlist, false));
    const [row] = await tx
      .update(links)
      .set({ inShortlist: false, shortlistedBy: null, shortlistedAt: null })
      .where(and(eq(links.id, linkId), eq(links.eventId, eventId), mayRemove))
      .returning();
    if (!row) {
      const exists = await findLinkInEvent(tx, eventId, linkId);
      throw exists ? forbidden("unshortlistShortlisterOrCreator") : notFound("linkNotFound");
    }
    if (method === "dots") {
      await tx.delete(votes).where(eq(votes.linkId, linkId));
      await tx.update(links).set({ upCount: 0, downCount: 0 }).where(eq(links.id, linkId));
    }
    return { version, row };
  });
}
