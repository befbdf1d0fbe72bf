// The links feature's face: what other folders of the server use of it.
export { historyOf, isBarred } from "./history";
export { findLinkInEvent, linkJsonFields } from "./queries";
export { linkRoutes } from "./routes";
