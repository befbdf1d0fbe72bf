// Sharing, deleting and shortlisting, with the original's toasts.
import type { NewLink, ShortlistState } from "../../../shared/api";
import type { VoteMethod } from "../../../shared/voting";
import { del, post, put } from "../../lib/api";
import { withSharedLink, withShortlist } from "../events/event-page-changes";
import { usePageChange } from "../events/event-page-updates";
import { t } from "i18next";

type ShareInput = { url: string; title: string; description?: string };

export const useShareLink = (eventId: string) =>
  usePageChange(eventId, {
    send: (input: ShareInput) => post<NewLink>(`/api/events/${eventId}/links`, input),
    apply: withSharedLink,
    success: [t("links.toast.shared"), t("links.toast.sharedText")],
    failure: t("links.toast.shareFailed"),
  });

const shortlisting = () =>
  ({
    add: {
      send: put<ShortlistState>,
      success: [t("links.toast.added"), t("links.toast.addedText")],
      failure: t("links.toast.addFailed"),
    },
    remove: {
      send: del<ShortlistState>,
      success: [t("links.toast.removed"), t("links.toast.removedText")],
      failure: t("links.toast.removeFailed"),
    },
  }) as const;

/** Taken off the shortlist in a dots event, a link's dots go back (decision 097). */
const dotsReturned = () => [t("links.toast.removed"), t("links.toast.dotsReturned")] as const;

/** Putting a link on the shortlist, or taking it off. */
export function useShortlist(eventId: string, action: "add" | "remove", method: VoteMethod) {
  const { send, success, failure } = shortlisting()[action];
  return usePageChange(eventId, {
    send: (linkId: string) => send(`/api/events/${eventId}/links/${linkId}/shortlist`),
    apply: withShortlist,
    success: action === "remove" && method === "dots" ? [...dotsReturned()] : [...success],
    failure,
  });
}

export const useDeleteLink = (eventId: string) =>
  usePageChange(eventId, {
    send: async (linkId: string) => {
      await del<void>(`/api/events/${eventId}/links/${linkId}`);
      return linkId;
    },
    // The count is left to the refetch (and the live message), so it is never taken off twice.
    apply: (page, linkId) => ({ ...page, links: page.links.filter((l) => l.id !== linkId) }),
    success: [t("links.toast.deleted"), t("links.toast.deletedText")],
    failure: t("links.toast.deleteFailed"),
  });
