// The notifications feature's face: what other folders of the server use of it.
export { announceJoins, remindNearDeadlines } from "./due-notices";
export { createNotices, hasVoted, type Notices, type NoticesDeps } from "./notices";
export { notificationRoutes } from "./routes";
