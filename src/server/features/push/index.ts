// The push feature's face: what other folders of the server use of it.
export { enqueuePushes, eventPath, pushTexts } from "./enqueue";
export { pushRoutes } from "./routes";
export { createSender } from "./send";
export { pushKindsOf } from "./settings";
export { readOrCreateVapidKeys, type VapidKeys } from "./vapid";
export { pushChannel } from "./worker";
export { pushSubscriptions } from "./tables";
