// Closing (records the winner) and reopening, for the creator's Event Controls.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { EventClosure } from "../../../shared/api";
import { errorMessage, post } from "../../lib/api";
import { editPage, refreshEvent } from "../events/event-page-updates";

export function useClosing(eventId: string, action: "close" | "reopen") {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => post<EventClosure>(`/api/events/${eventId}/${action}`),
    onSuccess: (closure) => {
      editPage(client, eventId, (page) => ({
        ...page,
        event: {
          ...page.event,
          status: closure.status,
          winnerLinkId: closure.winnerLinkId,
          closedAt: closure.closedAt,
        },
      }));
      if (action === "close") {
        toast.success("Event closed", {
          description: closure.winnerLinkId
            ? "The winner has been recorded"
            : "The event closed with no winner",
        });
      } else {
        toast.success("Event reopened", {
          description: "Members can share, shortlist and vote again",
        });
      }
      refreshEvent(client, eventId);
    },
    onError: (error) => {
      toast.error(action === "close" ? "Failed to close event" : "Failed to reopen event", {
        description: errorMessage(error, "Please try again."),
      });
    },
  });
}
