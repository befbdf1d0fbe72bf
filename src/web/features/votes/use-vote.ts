// A vote shows at once (optimistic) and settles to the server's answer. Clicks on one link run
// one after another (a mutation scope per link), so the server always ends on the last click;
// only the last answer in flight is applied, so counts do not flicker back in between.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { EventPage, Link, VoteResult } from "../../../shared/api";
import type { VoteMethod } from "../../../shared/voting";
import { errorMessage, put } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import { withLink, withVotes } from "../events/event-page-changes";
import { editPage, refreshEvent } from "../events/event-page-updates";
import { dotsText } from "./counts";
import { withMyVote, type VoteChange } from "./next-vote";

const recorded = {
  up: ["Vote recorded!", "Your upvote has been recorded"],
  down: ["Vote recorded!", "Your downvote has been recorded"],
  none: ["Vote removed", "Your vote has been removed"],
} as const;

/** The toast for the server's answer, in the words of the event's method. */
function announcement(method: VoteMethod, result: VoteResult): readonly [string, string] {
  if (method === "dots") {
    return result.myDots > 0
      ? ["Vote recorded!", `You have ${dotsText(result.myDots)} on this link`]
      : ["Vote removed", "Your dots on this link are back to spend"];
  }
  if (method === "approval" && result.myVote === "up") {
    return ["Vote recorded!", "Your approval has been recorded"];
  }
  return recorded[result.myVote ?? "none"];
}

export function useVote(eventId: string, linkId: string, method: VoteMethod) {
  const client = useQueryClient();
  const mutationKey = ["vote", eventId, linkId];
  const othersInFlight = () => client.isMutating({ mutationKey }) > 1;

  return useMutation({
    mutationKey,
    scope: { id: `vote:${eventId}:${linkId}` },
    mutationFn: (change: VoteChange) =>
      put<VoteResult>(
        `/api/events/${eventId}/links/${linkId}/vote`,
        "dots" in change ? { dots: change.dots } : { vote: change.vote },
      ),
    onMutate: async (change: VoteChange) => {
      await client.cancelQueries({ queryKey: queryKeys.event(eventId) });
      const page = client.getQueryData<EventPage>(queryKeys.event(eventId));
      const before: Link | undefined = page?.links.find((l) => l.id === linkId);
      editPage(client, eventId, (cached) =>
        withLink(cached, linkId, (link) => withMyVote(link, change)),
      );
      return { before };
    },
    onSuccess: (result) => {
      const page = client.getQueryData<EventPage>(queryKeys.event(eventId));
      if (!othersInFlight()) {
        editPage(client, eventId, (cached) => withVotes(cached, linkId, result));
      }
      // This vote let me see results ("after I have voted"): every link's counts, and the
      // winner, come with the page.
      if (result.up !== null && page && !page.seesResults) refreshEvent(client, eventId);
      const [title, description] = announcement(method, result);
      toast.success(title, { description });
    },
    onError: (error, _change, context) => {
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
