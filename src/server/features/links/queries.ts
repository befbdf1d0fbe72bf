// Reads about links, and the one place a link row becomes the API's shape.
import { and, eq, type GetColumnData } from "drizzle-orm";
import type { LinkPreview, NewLink, ShortlistState } from "../../../shared/api";
import { previewOfLink } from "../../../shared/link-preview";
import type { Executor } from "../../db/connection";
import { jsonFields, withIsoTimes } from "../../db/json-fields";
import { links } from "../../db/schema";

/** A link of this event (or undefined): tells "not yours" (403) from "no such link" (404). */
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

/** Link fields by column, for both server rows and database JSON; counts are added per viewer. */
export const linkColumns = {
  id: links.id,
  url: links.url,
  title: links.title,
  description: links.description,
  inShortlist: links.inShortlist,
  shortlistedBy: links.shortlistedBy,
  shortlistedAt: links.shortlistedAt,
  createdAt: links.createdAt,
};

export type LinkRow = { [K in keyof typeof linkColumns]: GetColumnData<(typeof linkColumns)[K]> };

/** The same fields of the links row aliased `l`, as json_build_object's arguments. */
export const linkJsonFields = jsonFields("l", linkColumns);

export function toNewLink(
  row: LinkRow,
  sharer: { id: string; name: string },
  preview: LinkPreview | null,
  memory: Pick<NewLink, "barred" | "history">,
): NewLink {
  const sharedBy = { id: sharer.id, name: sharer.name };
  const shown = preview && previewOfLink(row.description, preview);
  return { ...withIsoTimes(row), sharedBy, preview: shown, ...memory };
}

export function toShortlistState(
  row: Pick<typeof links.$inferSelect, "id" | "inShortlist" | "shortlistedBy" | "shortlistedAt">,
): ShortlistState {
  return {
    linkId: row.id,
    inShortlist: row.inShortlist,
    shortlistedBy: row.shortlistedBy,
    shortlistedAt: row.shortlistedAt?.toISOString() ?? null,
  };
}
