// Sharing, deleting and shortlisting, with the original's toasts.
import type { Link, ShortlistState } from "../../../shared/api";
import { del, post, put } from "../../lib/api";
import { withSharedLink, withShortlist } from "../events/event-page-changes";
import { usePageChange } from "../events/event-page-updates";

export type ShareInput = { url: string; title: string; description?: string };

export const useShareLink = (eventId: string) =>
  usePageChange(eventId, {
    send: (input: ShareInput) => post<Link>(`/api/events/${eventId}/links`, input),
    apply: withSharedLink,
    success: ["Link shared!", "Your link has been added to the event"],
    failure: "Failed to share link",
  });

export const useAddToShortlist = (eventId: string) =>
  usePageChange(eventId, {
    send: (linkId: string) =>
      put<ShortlistState>(`/api/events/${eventId}/links/${linkId}/shortlist`),
    apply: withShortlist,
    success: ["Added to shortlist!", "Link has been added to the voting shortlist"],
    failure: "Failed to add to shortlist",
  });

export const useRemoveFromShortlist = (eventId: string) =>
  usePageChange(eventId, {
    send: (linkId: string) =>
      del<ShortlistState>(`/api/events/${eventId}/links/${linkId}/shortlist`),
    apply: withShortlist,
    success: ["Removed from shortlist", "Its votes are kept in case it comes back"],
    failure: "Failed to remove from shortlist",
  });

export const useDeleteLink = (eventId: string) =>
  usePageChange(eventId, {
    send: async (linkId: string) => {
      await del<void>(`/api/events/${eventId}/links/${linkId}`);
      return linkId;
    },
    // The count is left to the refetch (and the live message), so it is never taken off twice.
    apply: (page, linkId) => ({ ...page, links: page.links.filter((l) => l.id !== linkId) }),
    success: ["Link deleted", "The link and its votes have been removed"],
    failure: "Failed to delete link",
  });
