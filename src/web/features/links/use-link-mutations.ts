// Sharing, deleting and shortlisting, with the original's toasts.
import type { VoteMethod } from "../../../shared/core/voting";
import { call, huddle } from "../../lib/client";
import { withSharedLink, withShortlist } from "../../lib/event-page-changes";
import { usePageChange } from "../../lib/event-page-updates";
import { t } from "i18next";

type ShareInput = { url: string; title: string; description?: string };

export const useShareLink = (eventId: string) =>
  usePageChange(eventId, {
    send: (input: ShareInput) =>
      call(huddle.api.events[":id"].links.$post({ param: { id: eventId }, json: input })),
    apply: withSharedLink,
    success: [t("links.toast.shared"), t("links.toast.sharedText")],
    failure: t("links.toast.shareFailed"),
  });

const shortlist = huddle.api.events[":id"].links[":linkId"].shortlist;

const shortlisting = () =>
  ({
    add: {
      send: (param: { id: string; linkId: string }) => call(shortlist.$put({ param })),
      success: [t("links.toast.added"), t("links.toast.addedText")],
      failure: t("links.toast.addFailed"),
    },
    remove: {
      send: (param: { id: string; linkId: string }) => call(shortlist.$delete({ param })),
      success: [t("links.toast.removed"), t("links.toast.removedText")],
      failure: t("links.toast.removeFailed"),
    },
  }) as const;

/** Taken off the shortlist in a dots event, a link's dots go back (decision 210). */
const dotsReturned = () => [t("links.toast.removed"), t("links.toast.dotsReturned")] as const;

/** Putting a link on the shortlist, or taking it off. */
export function useShortlist(eventId: string, action: "add" | "remove", method: VoteMethod) {
  const { send, success, failure } = shortlisting()[action];
  return usePageChange(eventId, {
    send: (linkId: string) => send({ id: eventId, linkId }),
    apply: withShortlist,
    success: action === "remove" && method === "dots" ? [...dotsReturned()] : [...success],
    failure,
  });
}

export const useDeleteLink = (eventId: string) =>
  usePageChange(eventId, {
    send: async (linkId: string) => {
      await call(
        huddle.api.events[":id"].links[":linkId"].$delete({ param: { id: eventId, linkId } }),
      );
      return linkId;
    },
    // The count is left to the refetch (and the live message), so it is never taken off twice.
    apply: (page, linkId) => ({ ...page, links: page.links.filter((l) => l.id !== linkId) }),
    success: [t("links.toast.deleted"), t("links.toast.deletedText")],
    failure: t("links.toast.deleteFailed"),
  });
