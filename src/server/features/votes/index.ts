// The votes feature's face: what other folders of the server use of it.
export { dropEveryVote, dropVotesIn } from "./drop-votes";
export { ballotsOf, linkResultsOf } from "./link-results";
export { voteRoutes } from "./routes";
