// Who has voted (GET /api/events/:id/turnout) and the creator's "Remind the others"
// (POST /api/events/:id/reminders).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { RemindersSent, Turnout } from "../../../shared/api";
import { errorMessage, get, post } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";

/** Fetched again whenever the event's version moves (every vote does, live), keeping the last
 * answer on screen meanwhile. */
export function useTurnout(eventId: string, version: number) {
  return useQuery({
    queryKey: queryKeys.turnout(eventId, version),
    queryFn: () => get<Turnout>(`/api/events/${encodeURIComponent(eventId)}/turnout`),
    placeholderData: keepPreviousData,
  });
}

/** "Reminder sent to 3 members", "Reminder sent to 1 member". */
export function remindedMessage(reminded: number) {
  if (reminded === 0) return "Nobody to remind: everyone who hasn't voted has turned reminders off";
  return `Reminder sent to ${reminded} ${reminded === 1 ? "member" : "members"}`;
}

export function useRemind(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => post<RemindersSent>(`/api/events/${encodeURIComponent(eventId)}/reminders`),
    onSuccess: ({ reminded }) =>
      reminded === 0 ? toast.info(remindedMessage(0)) : toast.success(remindedMessage(reminded)),
    // 429 (too soon: the server says when) and 409 (everyone has voted) come with the words.
    onError: (error) =>
      toast.error(errorMessage(error, "Failed to send the reminder. Please try again.")),
    // Either way the next allowed time may have moved: the turnout says it.
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.turnout(eventId) }),
  });
}
