// The chat feature's face: what other folders of the server use of it.
export { chatFactsOf, writeChats, type ChatFacts } from "./enqueue";
export {
  chatPayloadOf,
  closedPayload,
  deadlinePayload,
  linkSharedPayload,
  openedPayload,
} from "./payload";
export { turnOffChatsOf } from "./role-ended";
export { chatRoutes } from "./routes";
export { chatChannel } from "./worker";
export { chatTargets } from "./tables";
