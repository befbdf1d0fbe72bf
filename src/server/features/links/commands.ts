// Sharing and deleting links. Each runs in one transaction that starts by locking the event
// (events/access.ts); the caller publishes the live message after it commits.
import { and, eq, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { shareLinkInput } from "../../../shared/api";
import type { Db } from "../../db/connection";
import { links, user } from "../../db/schema";
import { messages } from "../../../shared/errors";
import { conflict, forbidden, notFound } from "../../http/errors";
import type { SessionUser } from "../../auth/session-check";
import { lockActiveEvent } from "../events/access";
import { findPreview, isFresh, toLinkPreview } from "../previews/store";
import { findLinkInEvent, linkColumns, toLink } from "./queries";

/**
 * Any member of an active event. The address comes cleaned (shared/clean-url.ts); one already
 * shared in this event is refused with 409, naming who shared it. The event's row lock, taken
 * first, makes the check and the insert one step: two members sharing the same address at once
 * cannot both get in. The link comes with the address's preview when one is kept.
 */
export async function shareLink(
  db: Db,
  eventId: string,
  sharer: SessionUser,
  input: z.output<typeof shareLinkInput>,
) {
  return db.transaction(async (tx) => {
    const { version } = await lockActiveEvent(tx, eventId, sharer.id, +1);
    const [earlier] = await tx
      .select({ name: user.name })
      .from(links)
      .innerJoin(user, eq(user.id, links.sharedBy))
      .where(and(eq(links.url, input.url), eq(links.eventId, eventId)))
      .limit(1);
    if (earlier) throw conflict(`Already shared by ${earlier.name}`);
    const [row] = await tx
      .insert(links)
      .values({
        eventId,
        url: input.url,
        title: input.title,
        description: input.description ?? "",
        sharedBy: sharer.id,
      })
      .returning(linkColumns);
    const preview = await findPreview(tx, input.url);
    const link = toLink(row!, sharer, null, toLinkPreview(preview));
    return { version, link, previewFresh: isFresh(preview) };
  });
}

/** The sharer or the creator; the link's votes go with it (foreign key cascade). */
export async function deleteLink(db: Db, eventId: string, linkId: string, userId: string) {
  return db.transaction(async (tx) => {
    // The counter goes down first; if the delete is refused below, the whole transaction is.
    const { version, creatorId } = await lockActiveEvent(tx, eventId, userId, -1);
    const mayDelete = creatorId === userId ? sql`true` : eq(links.sharedBy, userId);
    const deleted = await tx
      .delete(links)
      .where(and(eq(links.id, linkId), eq(links.eventId, eventId), mayDelete))
      .returning({ id: links.id });
    if (deleted.length === 0) {
      const exists = await findLinkInEvent(tx, eventId, linkId);
      throw exists
        ? forbidden("Only whoever shared this link, or the creator, can delete it")
        : notFound(messages.linkNotFound);
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
    if (!row) throw notFound(messages.linkNotFound);
    return { version, row };
  });
}

/**
 * Whoever shortlisted the link, or the creator. Its votes stay stored (and count again if it
 * returns). Taking off a link that is not on the shortlist changes nothing and is not an error.
 */
export async function removeFromShortlist(db: Db, eventId: string, linkId: string, userId: string) {
  return db.transaction(async (tx) => {
    const { version, creatorId } = await lockActiveEvent(tx, eventId, userId);
    const mayRemove =
      creatorId === userId
        ? sql`true`
        : or(eq(links.shortlistedBy, userId), eq(links.inShortlist, false));
    const [row] = await tx
      .update(links)
      .set({ inShortlist: false, shortlistedBy: null, shortlistedAt: null })
      .where(and(eq(links.id, linkId), eq(links.eventId, eventId), mayRemove))
      .returning();
    if (!row) {
      const exists = await findLinkInEvent(tx, eventId, linkId);
      throw exists
        ? forbidden(
            "Only whoever shortlisted this link, or the creator, can take it off the shortlist",
          )
        : notFound(messages.linkNotFound);
    }
    return { version, row };
  });
}
