// What other folders may use of offline: the rest of the folder is its own.
export { AppUpdates } from "./app-updates";
export { OfflineBanner } from "./offline-banner";
