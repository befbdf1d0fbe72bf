// The closing feature's face: what other folders of the server use of it.
export { CLOSE_BATCH, closeDueEvents, toClosure } from "./commands";
export { closingRoutes } from "./routes";
