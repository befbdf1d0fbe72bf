// A vote shows at once (optimistic) and settles to the server's answer. Clicks on one link run
// one after another (a mutation scope per link), so the server always ends on the last click;
// only the last answer in flight is applied, so counts do not flicker back in between. An answer
// carries no version: once the page has moved on by live messages since the vote began (this
// vote's own message among them, or a later vote of another member's), the stream has brought
// counts at least as new, and the answer's are not written over them.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { EventPage, Link, VoteResult } from "../../../shared/api";
import type { VoteMethod } from "../../../shared/core/voting";
import { errorMessage } from "../../lib/api";
import { call, huddle } from "../../lib/client";
import { queryKeys } from "../../lib/query-keys";
import { withLink, withVotes } from "../../lib/event-page-changes";
import { editPage, refreshEvent } from "../../lib/event-page-updates";
import { offerPushAfterVote } from "../push";
import { dotsText } from "../../lib/vote-counts";
import { withMyVote, type VoteChange } from "./next-vote";
import { t } from "i18next";

const recorded = () =>
  ({
    up: [t("votes.recorded"), t("votes.upRecorded")],
    down: [t("votes.recorded"), t("votes.downRecorded")],
    none: [t("votes.removed"), t("votes.removedText")],
  }) as const;

/** The toast for the server's answer, in the words of the event's method. */
function announcement(method: VoteMethod, result: VoteResult): readonly [string, string] {
  if (method === "dots") {
    return result.myDots > 0
      ? [t("votes.recorded"), t("votes.dotsOnLink", { dots: dotsText(result.myDots) })]
      : [t("votes.removed"), t("votes.dotsBack")];
  }
  if (method === "approval" && result.myVote === "up") {
    return [t("votes.recorded"), t("votes.approvalRecorded")];
  }
  return recorded()[result.myVote ?? "none"];
}

export function useVote(eventId: string, linkId: string, method: VoteMethod) {
  const client = useQueryClient();
  const mutationKey = ["vote", eventId, linkId];
  const othersInFlight = () => client.isMutating({ mutationKey }) > 1;

  return useMutation({
    mutationKey,
    scope: { id: `vote:${eventId}:${linkId}` },
    mutationFn: (change: VoteChange) =>
      call(
        huddle.api.events[":id"].links[":linkId"].vote.$put({
          param: { id: eventId, linkId },
          json: "weight" in change ? { weight: change.weight } : { value: change.value },
        }),
      ),
    onMutate: async (change: VoteChange) => {
      await client.cancelQueries({ queryKey: queryKeys.event(eventId) });
      const page = client.getQueryData<EventPage>(queryKeys.event(eventId));
      const before: Link | undefined = page?.links.find((l) => l.id === linkId);
      // The person's first vote in this event (none of their own on the page yet).
      const first = page !== undefined && page.links.every((l) => l.myVote === null);
      editPage(client, eventId, (cached) =>
        withLink(cached, linkId, (link) => withMyVote(link, change)),
      );
      return { before, first, version: page?.event.version };
    },
    onSuccess: (result, _change, context) => {
      const page = client.getQueryData<EventPage>(queryKeys.event(eventId));
      if (!othersInFlight() && page?.event.version === context.version) {
        editPage(client, eventId, (cached) => withVotes(cached, linkId, result));
      }
      // This vote let me see results ("after I have voted"): every link's counts, and the
      // winner, come with the page.
      if (result.up !== null && page && !page.seesResults) refreshEvent(client, eventId);
      const [title, description] = announcement(method, result);
      toast.success(title, { description });
      // A natural moment to offer push: "Tell me when the winner is decided" (decision 227).
      if (context.first && result.myVote !== null) offerPushAfterVote();
    },
    onError: (error, _change, context) => {
      if (!othersInFlight() && context?.before) {
        const before = context.before;
        editPage(client, eventId, (page) => withVotes(page, linkId, before));
      }
      toast.error(t("votes.failed"), {
        description: errorMessage(error, t("common.pleaseTryAgain")),
      });
      refreshEvent(client, eventId);
    },
  });
}
