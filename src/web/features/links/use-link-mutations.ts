// Sharing, deleting and shortlisting, with the original's toasts. Each success edits the cached
// page at once and then refetches it.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { Link, ShortlistState } from "../../../shared/api";
import { del, errorMessage, post, put } from "../../lib/api";
import { editLink, editPage, refreshEvent } from "../events/event-page-updates";

export type ShareInput = { url: string; title: string; description?: string };

export function useShareLink(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ShareInput) => post<Link>(`/api/events/${eventId}/links`, input),
    onSuccess: (link) => {
      editPage(client, eventId, (page) =>
        page.links.some((l) => l.id === link.id)
          ? page
          : {
              ...page,
              event: { ...page.event, linkCount: page.event.linkCount + 1 },
              links: [link, ...page.links],
            },
      );
      toast.success("Link shared!", { description: "Your link has been added to the event" });
      refreshEvent(client, eventId);
    },
    onError: (error) => {
      toast.error("Failed to share link", {
        description: errorMessage(error, "Please try again."),
      });
    },
  });
}

const applyShortlist = (state: ShortlistState) => (link: Link) => ({
  ...link,
  inShortlist: state.inShortlist,
  shortlistedBy: state.shortlistedBy,
  shortlistedAt: state.shortlistedAt,
});

export function useAddToShortlist(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) =>
      put<ShortlistState>(`/api/events/${eventId}/links/${linkId}/shortlist`),
    onSuccess: (state) => {
      editLink(client, eventId, state.linkId, applyShortlist(state));
      toast.success("Added to shortlist!", {
        description: "Link has been added to the voting shortlist",
      });
      refreshEvent(client, eventId);
    },
    onError: (error) => {
      toast.error("Failed to add to shortlist", {
        description: errorMessage(error, "Please try again."),
      });
    },
  });
}

export function useRemoveFromShortlist(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) =>
      del<ShortlistState>(`/api/events/${eventId}/links/${linkId}/shortlist`),
    onSuccess: (state) => {
      editLink(client, eventId, state.linkId, applyShortlist(state));
      toast.success("Removed from shortlist", {
        description: "Its votes are kept in case it comes back",
      });
      refreshEvent(client, eventId);
    },
    onError: (error) => {
      toast.error("Failed to remove from shortlist", {
        description: errorMessage(error, "Please try again."),
      });
    },
  });
}

export function useDeleteLink(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (linkId: string) => {
      await del<void>(`/api/events/${eventId}/links/${linkId}`);
      return linkId;
    },
    onSuccess: (linkId) => {
      // The count is left to the refetch (and the live message), so it is never taken off twice.
      editPage(client, eventId, (page) => ({
        ...page,
        links: page.links.filter((l) => l.id !== linkId),
      }));
      toast.success("Link deleted", { description: "The link and its votes have been removed" });
      refreshEvent(client, eventId);
    },
    onError: (error) => {
      toast.error("Failed to delete link", {
        description: errorMessage(error, "Please try again."),
      });
    },
  });
}
