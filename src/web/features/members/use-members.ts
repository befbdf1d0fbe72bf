// Member changes from the event page: the creator removes a member.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, huddle } from "../../lib/client";
import { editPage, refreshEvent } from "../../lib/event-page-updates";

export function useRemoveMember(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      call(
        huddle.api.events[":id"].members[":userId"].$delete({
          param: { id: eventId, userId: encodeURIComponent(userId) },
        }),
      ),
    onSuccess: (_, userId) => {
      // Shown at once; the refetch then brings the counts their votes changed.
      editPage(client, eventId, (page) => {
        const members = page.members.filter((m) => m.id !== userId);
        return { ...page, members, event: { ...page.event, memberCount: members.length } };
      });
      refreshEvent(client, eventId);
    },
  });
}
