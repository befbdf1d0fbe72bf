// Reads about links, and the one place a link row becomes the API's shape.
import { and, eq } from "drizzle-orm";
import type { Link, ShortlistState } from "../../../shared/api";
import type { Executor } from "../../db/connection";
import { links } from "../../db/schema";

/** A link of this event (or undefined): used to tell "not yours" (403) from "no such link" (404). */
export async function findLinkInEvent(db: Executor, eventId: string, linkId: string) {
  const [row] = await db
    .select({
      sharedBy: links.sharedBy,
      inShortlist: links.inShortlist,
      shortlistedBy: links.shortlistedBy,
    })
    .from(links)
    .where(and(eq(links.id, linkId), eq(links.eventId, eventId)));
  return row;
}

export type LinkRow = typeof links.$inferSelect;

export function toLink(
  row: LinkRow,
  sharer: { id: string; name: string },
  myVote: Link["myVote"],
): Link {
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    description: row.description,
    sharedBy: { id: sharer.id, name: sharer.name },
    inShortlist: row.inShortlist,
    shortlistedBy: row.shortlistedBy,
    shortlistedAt: row.shortlistedAt?.toISOString() ?? null,
    up: row.upCount,
    down: row.downCount,
    myVote,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toShortlistState(
  row: Pick<LinkRow, "id" | "inShortlist" | "shortlistedBy" | "shortlistedAt">,
): ShortlistState {
  return {
    linkId: row.id,
    inShortlist: row.inShortlist,
    shortlistedBy: row.shortlistedBy,
    shortlistedAt: row.shortlistedAt?.toISOString() ?? null,
  };
}
