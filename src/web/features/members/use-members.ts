// Member changes from the event page: the creator removes a member.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EventPage } from "../../../shared/api";
import { del } from "../../lib/api";
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
