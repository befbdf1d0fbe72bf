// How an event votes (decision 210): when its results show, whether votes are open, and the
// method. The server decides with these what each member is sent; the browser explains them.
// Every method keeps one score per link, up - down: approvals and dots count as "up", so the
// winner rule (winner.ts) is the same for all of them.

export const resultsShownValues = ["always", "afterVoting", "afterClose"] as const;
export type ResultsShown = (typeof resultsShownValues)[number];

export const votesShownValues = ["counts", "open"] as const;
export type VotesShown = (typeof votesShownValues)[number];

export const voteMethods = ["upDown", "approval", "dots"] as const;
export type VoteMethod = (typeof voteMethods)[number];

/** Dots each member has in a dots event: the creator's choice within these. */
export const DOTS_DEFAULT = 3;
export const DOTS_MIN = 1;
export const DOTS_MAX = 20;

export type VotingRules = {
  resultsShown: ResultsShown;
  votesShown: VotesShown;
  method: VoteMethod;
  dots: number;
};

export const defaultVotingRules: VotingRules = {
  resultsShown: "always",
  votesShown: "counts",
  method: "upDown",
  dots: DOTS_DEFAULT,
};

/**
 * Whether a member may see the counts, scores, winner and (open votes) who voted what. A closed
 * event shows its result to every member. "After I have voted" means after the member's first
 * vote in the event: taking it back later does not hide what they have seen.
 */
export function seesResults(
  event: { resultsShown: ResultsShown; status: "active" | "completed" },
  hasVoted: boolean,
) {
  if (event.status === "completed") return true;
  if (event.resultsShown === "always") return true;
  return event.resultsShown === "afterVoting" && hasVoted;
}

/** Why a member sees no results yet (null: they do): the catalogue's votes.hidden.* says it. */
export function hiddenResultsReason(
  event: { resultsShown: ResultsShown; status: "active" | "completed" },
  hasVoted: boolean,
): "afterVoting" | "afterClose" | null {
  if (seesResults(event, hasVoted)) return null;
  return event.resultsShown === "afterVoting" ? "afterVoting" : "afterClose";
}
