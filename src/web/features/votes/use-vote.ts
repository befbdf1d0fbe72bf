// A vote shows at once (optimistic) and settles to the server's answer. Clicks on one link run
// one after another (a mutation scope per link), so the server always ends on the last click;
// only the last answer in flight is applied, so counts do not flicker back in between.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { EventPage, Link, VoteResult, VoteValue } from "../../../shared/api";
import { errorMessage, put } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import { withLink, withVotes } from "../events/event-page-changes";
import { editPage, refreshEvent } from "../events/event-page-updates";
import { withMyVote } from "./next-vote";

type Variables = { linkId: string; vote: VoteValue | null };

const recorded = {
  up: ["Vote recorded!", "Your upvote has been recorded"],
  down: ["Vote recorded!", "Your downvote has been recorded"],
  none: ["Vote removed", "Your vote has been removed"],
} as const;

export function useVote(eventId: string, linkId: string) {
  const client = useQueryClient();
  const mutationKey = ["vote", eventId, linkId];
  const othersInFlight = () => client.isMutating({ mutationKey }) > 1;

  return useMutation({
    mutationKey,
    scope: { id: `vote:${eventId}:${linkId}` },
    mutationFn: ({ vote }: Variables) =>
      put<VoteResult>(`/api/events/${eventId}/links/${linkId}/vote`, { vote }),
    onMutate: async ({ vote }: Variables) => {
      await client.cancelQueries({ queryKey: queryKeys.event(eventId) });
      const page = client.getQueryData<EventPage>(queryKeys.event(eventId));
      const before: Link | undefined = page?.links.find((l) => l.id === linkId);
      editPage(client, eventId, (cached) =>
        withLink(cached, linkId, (link) => withMyVote(link, vote)),
      );
      return { before };
    },
    onSuccess: (result) => {
      if (!othersInFlight()) {
        editPage(client, eventId, (page) => withVotes(page, linkId, result));
      }
      const [title, description] = recorded[result.myVote ?? "none"];
      toast.success(title, { description });
    },
    onError: (error, _variables, context) => {
      if (!othersInFlight() && context?.before) {
        const before = context.before;
        editPage(client, eventId, (page) => withVotes(page, linkId, before));
      }
      toast.error("Failed to record vote", {
        description: errorMessage(error, "Please try again."),
      });
      refreshEvent(client, eventId);
    },
  });
}
