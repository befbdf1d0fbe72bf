// Closing (records the winner) and reopening, for the creator's Event Controls.
import type { EventClosure } from "../../../shared/api";
import { post } from "../../lib/api";
import { withClosure } from "../events/event-page-changes";
import { usePageChange } from "../events/event-page-updates";

export function useClosing(eventId: string, action: "close" | "reopen") {
  return usePageChange(eventId, {
    send: () => post<EventClosure>(`/api/events/${eventId}/${action}`),
    apply: withClosure,
    success: (closure) =>
      action === "close"
        ? [
            "Event closed",
            closure.winnerLinkId
              ? "The winner has been recorded"
              : "The event closed with no winner",
          ]
        : ["Event reopened", "Members can share, shortlist and vote again"],
    failure: action === "close" ? "Failed to close event" : "Failed to reopen event",
  });
}
