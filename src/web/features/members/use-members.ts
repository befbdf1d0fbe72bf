// Member changes from the event page: removing a member (the creator) and inviting by email.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EventPage, InvitationSent } from "../../../shared/api";
import { del, post } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";

export function useRemoveMember(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      del(`/api/events/${eventId}/members/${encodeURIComponent(userId)}`),
    onSuccess: (_, userId) => {
      // Shown at once; the refetch then brings the counts their votes changed.
      client.setQueryData<EventPage>(
        queryKeys.event(eventId),
        (page) =>
          page && {
            ...page,
            members: page.members.filter((m) => m.id !== userId),
            event: {
              ...page.event,
              memberCount: page.members.filter((m) => m.id !== userId).length,
            },
          },
      );
      void client.invalidateQueries({ queryKey: queryKeys.event(eventId) });
      void client.invalidateQueries({ queryKey: queryKeys.events });
    },
  });
}

export function useInviteByEmail(eventId: string) {
  return useMutation({
    mutationFn: (email: string) =>
      post<InvitationSent>(`/api/events/${eventId}/invitations`, { email }),
  });
}
