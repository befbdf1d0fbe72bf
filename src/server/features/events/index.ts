// The events feature's face: what other folders of the server use of it.
export { generateCode, isPossibleCode, withFreshCode } from "./codes";
export { NothingToDrop, dropFromEvents, type Departure, type EventDeparture } from "./departures";
export {
  findMyEvent,
  hasVotedIn,
  publishedRulesColumns,
  summaryColumns,
  toSummary,
} from "./queries";
export { eventRoutes } from "./routes";
export { createVersionedCache } from "./versioned-cache";
